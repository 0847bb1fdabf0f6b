import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NativeAdDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import { AdOffers } from '../../../tracking/infra/ad-offers';
import { affiliateLink, SORT_CODES } from '../../domain/affiliate-link';
import { regionalPrice } from '../../domain/regional-price';
import {
  type BannerLinks,
  type BottomBanner,
  GetBannerQuery,
  GetBottomBannerQuery,
  GetNativeAdsQuery,
  NATIVE_ADS_PER_PAGE,
} from './get-banner.query';

@QueryHandler(GetBannerQuery)
export class GetBannerHandler implements IQueryHandler<GetBannerQuery, BannerLinks> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<BannerLinks> {
    const banner = await this.prisma.banner.findFirst({ where: { active: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return { link: banner?.link ?? null, uk_link: banner?.ukLink ?? null, ca_link: banner?.caLink ?? null };
  }
}

@QueryHandler(GetBottomBannerQuery)
export class GetBottomBannerHandler implements IQueryHandler<GetBottomBannerQuery, BottomBanner> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<BottomBanner> {
    const row = await this.prisma.bottomBanner.findFirst({ where: { active: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    return row ? { id: row.id, link: row.link, utm_campaign: row.utmCampaign, image: row.image } : null;
  }
}

@QueryHandler(GetNativeAdsQuery)
export class GetNativeAdsHandler implements IQueryHandler<GetNativeAdsQuery, NativeAdDto[]> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly offers: AdOffers,
  ) {}

  async execute({ visitor }: GetNativeAdsQuery): Promise<NativeAdDto[]> {
    const rows = await this.prisma.nativeAd.findMany({
      where: { active: true },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: NATIVE_ADS_PER_PAGE,
    });
    return rows.map((row) => ({
      id: row.id,
      ad_id: row.id,
      type: 'ad',
      title: row.title,
      content: row.content,
      link: affiliateLink(row.link, { ...visitor, sortCode: SORT_CODES.new }),
      image: row.image,
      ...regionalPrice(row.price === null ? null : row.price.toString(), visitor.country),
      saved: false,
      // Each ad handed out carries its own one-time offer: its view and its click are counted once against it.
      offer: this.offers.issue(row.id),
    }));
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NativeAdDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { affiliateLink, regionalPrice, SORT_CODES } from '../../../catalogue/catalogue.public';
import { AdOfferIssuer } from '../../infra/ad-offer-issuer';
import { GetNativeAdsQuery, NATIVE_ADS_PER_PAGE } from './get-native-ads.query';

@QueryHandler(GetNativeAdsQuery)
export class GetNativeAdsHandler implements IQueryHandler<GetNativeAdsQuery, NativeAdDto[]> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly offers: AdOfferIssuer,
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
      embed: row.embed,
      ...regionalPrice(row.price === null ? null : row.price.toString(), visitor.country),
      saved: false,
      // Each ad handed out carries its own one-time offer: its view and its click are counted once against it.
      offer: this.offers.issue(row.id),
    }));
  }
}

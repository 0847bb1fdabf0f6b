import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { NativeAdDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { affiliateLink, GuideDirectory, regionalPrice, SORT_CODES } from '../../../catalogue/catalogue.public';
import { chooseNativeAds, guideKeywords } from '../../domain/native-ad-choice';
import { AdOfferIssuer } from '../../infra/ad-offer-issuer';
import { AdPictureSizes } from '../../infra/ad-picture-sizes';
import { GetNativeAdsQuery, NATIVE_AD_LAST_PAGE, NATIVE_ADS_PER_PAGE } from './get-native-ads.query';

@QueryHandler(GetNativeAdsQuery)
export class GetNativeAdsHandler implements IQueryHandler<GetNativeAdsQuery, NativeAdDto[]> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly offers: AdOfferIssuer,
    private readonly guides: GuideDirectory,
    private readonly pictures: AdPictureSizes,
  ) {}

  async execute({ visitor, context }: GetNativeAdsQuery): Promise<NativeAdDto[]> {
    if (context.page < 1 || context.page > NATIVE_AD_LAST_PAGE) return [];
    // The running ads are few (one per paid campaign): all are read, and the page's are chosen among them.
    const rows = await this.prisma.nativeAd.findMany({ where: { active: true }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] });
    const guide = context.list === undefined ? undefined : (await this.guides.tree()).bySlug.get(context.list)?.guide;
    const candidates = rows.map((row) => {
      const shown = regionalPrice(row.price === null ? null : row.price.toString(), visitor.country);
      return { row, id: row.id, title: row.title, content: row.content, localPrice: shown.price, startedAt: row.createdAt.getTime(), shown };
    });
    const chosen = chooseNativeAds(candidates, {
      min: context.min,
      max: context.max,
      keywords: guide ? guideKeywords(guide) : undefined,
      // A request that names no list context and no visitor seed starts at the newest ad, as a new campaign wants.
      seed: guide || context.min !== undefined || context.max !== undefined || context.seed !== undefined
        ? [visitor.country, guide?.slug ?? 'all', context.min ?? '', context.max ?? '', context.seed ?? ''].join('|')
        : undefined,
      page: context.page,
      now: Date.now(),
      slots: NATIVE_ADS_PER_PAGE,
    });
    // Each picture's size, so its <img> keeps its box before the picture arrives (none for a player's embed).
    const sizes = await Promise.all(chosen.map(({ row }) => this.pictures.sizeOf(row.embed ? null : row.image)));
    return chosen.map(({ row, shown }, index) => ({
      id: row.id,
      ad_id: row.id,
      type: 'ad',
      title: row.title,
      content: row.content,
      link: affiliateLink(row.link, { ...visitor, sortCode: SORT_CODES.new }),
      image: row.image,
      image_width: sizes[index]?.width ?? null,
      image_height: sizes[index]?.height ?? null,
      embed: row.embed,
      ...shown,
      saved: false,
      // Each ad handed out carries its own one-time offer: its view and its click are counted once against it.
      offer: this.offers.issue(row.id),
    }));
  }
}

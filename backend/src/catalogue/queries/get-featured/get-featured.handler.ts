import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FeaturedPostDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import { affiliateLink, SORT_CODES } from '../../domain/affiliate-link';
import { postViewSelect, toPostView } from '../../domain/post-view';
import { GetFeaturedQuery } from './get-featured.query';

@QueryHandler(GetFeaturedQuery)
export class GetFeaturedHandler implements IQueryHandler<GetFeaturedQuery, FeaturedPostDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ visitor, now }: GetFeaturedQuery): Promise<FeaturedPostDto[]> {
    const rows = await this.prisma.featuredPost.findMany({
      where: {
        active: true,
        AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gt: now } }] }],
      },
      orderBy: [{ position: 'asc' }, { id: 'asc' }],
      include: { post: { select: { ...postViewSelect, status: true } } },
    });
    const links = { ...visitor, sortCode: SORT_CODES.popular };
    return rows.map((row) => ({
      link: affiliateLink(row.link, links),
      utm_campaign: row.utmCampaign,
      giveaway_data: row.giveawayData,
      display_gifts: row.displayGifts,
      display_related: row.displayRelated,
      post: row.post && row.post.status === 'published' ? toPostView(row.post, links) : null,
    }));
  }
}

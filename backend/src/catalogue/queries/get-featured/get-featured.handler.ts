import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FeaturedPostDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { affiliateLink, SORT_CODES } from '../../domain/affiliate-link';
import { PostReader } from '../../infra/post-reader';
import { GetFeaturedQuery } from './get-featured.query';

@QueryHandler(GetFeaturedQuery)
export class GetFeaturedHandler implements IQueryHandler<GetFeaturedQuery, FeaturedPostDto[]> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly posts: PostReader,
  ) {}

  async execute({ visitor, now }: GetFeaturedQuery): Promise<FeaturedPostDto[]> {
    const rows = await this.prisma.featuredPost.findMany({
      where: {
        active: true,
        AND: [{ OR: [{ startsAt: null }, { startsAt: { lte: now } }] }, { OR: [{ endsAt: null }, { endsAt: { gt: now } }] }],
      },
      // The lists pick the current one: where several run at once, the latest start wins (undated demo features last).
      orderBy: [{ startsAt: { sort: 'desc', nulls: 'last' } }, { position: 'asc' }, { id: 'asc' }],
      include: { post: { select: { id: true, status: true } } },
    });
    const links = { ...visitor, sortCode: SORT_CODES.popular };
    // A feature set up on /promo-setup/ shows its own unlisted post (never listed elsewhere, reachable by its page).
    const shown = rows.flatMap((row) => (row.post?.status === 'published' || row.post?.status === 'unlisted' ? [row.post.id] : []));
    const posts = new Map((await this.posts.views(shown, links)).map((post) => [post.id, post]));
    return rows.map((row) => ({
      link: affiliateLink(row.link, links),
      utm_campaign: row.utmCampaign,
      giveaway_data: row.giveawayData,
      display_gifts: row.displayGifts,
      display_related: row.displayRelated,
      post: (row.postId !== null && posts.get(row.postId)) || null,
    }));
  }
}

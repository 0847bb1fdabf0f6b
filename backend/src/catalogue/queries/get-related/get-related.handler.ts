import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SORT_CODES } from '../../domain/affiliate-link';
import type { PostView } from '../../domain/post-view';
import { PostReader } from '../../infra/post-reader';
import { GetRelatedQuery, RELATED_ITEMS_MAX } from './get-related.query';

/** How many of each guide's most popular gifts are considered: twice the most related items a read returns. */
const GUIDE_TOP = 2 * RELATED_ITEMS_MAX;

/**
 * Related items: the most popular gifts of each of the post's gift guides, those sharing more of its guides first, then
 * the most popular. Each guide's top comes from an index of its listed members by popularity (post_categories carries
 * copies of the post fields it needs), so a read costs the same in a guide of 50 gifts or 15,000. Counting the guides
 * every gift shares with the post instead read every member of its guides: 85-95 ms at 100,000 posts.
 */
@QueryHandler(GetRelatedQuery)
export class GetRelatedHandler implements IQueryHandler<GetRelatedQuery, PostView[]> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly posts: PostReader,
  ) {}

  async execute({ postId, items, visitor }: GetRelatedQuery): Promise<PostView[]> {
    const posts = await this.posts.matching(
      Prisma.sql`
      WITH mine AS (SELECT category_id FROM post_categories WHERE post_id = ${postId}),
      candidates AS (
        SELECT DISTINCT top.post_id, top.score
        FROM mine CROSS JOIN LATERAL (
          SELECT pc.post_id, pc.score FROM post_categories pc
          WHERE pc.category_id = mine.category_id AND pc.related_listed AND pc.post_id <> ${postId} ${visitor.nsfw ? Prisma.empty : Prisma.sql`AND NOT pc.nsfw`}
          ORDER BY pc.score DESC, pc.post_id DESC
          LIMIT ${GUIDE_TOP}) top)
      SELECT c.post_id FROM candidates c
      ORDER BY (SELECT count(*) FROM post_categories shared WHERE shared.post_id = c.post_id AND shared.category_id IN (SELECT category_id FROM mine)) DESC,
        c.score DESC, c.post_id DESC
      LIMIT ${items}`,
      { ...visitor, sortCode: SORT_CODES.related },
      { sort: 'related', page: 1 },
    );
    // Only an empty answer needs to know whether the post itself exists.
    if (posts.length === 0 && (await this.prisma.post.count({ where: { id: postId, status: { in: ['published', 'unlisted'] } } })) === 0) {
      throw new NotFoundError('POST_NOT_FOUND', 'Post not found');
    }
    return posts;
  }
}

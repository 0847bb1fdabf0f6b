import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { SORT_CODES } from '../../domain/affiliate-link';
import type { PostView } from '../../domain/post-view';
import { NOT_MATURE, PostReader } from '../../infra/post-reader';
import { GetRelatedQuery } from './get-related.query';

@QueryHandler(GetRelatedQuery)
export class GetRelatedHandler implements IQueryHandler<GetRelatedQuery, PostView[]> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly posts: PostReader,
  ) {}

  async execute({ postId, items, visitor }: GetRelatedQuery): Promise<PostView[]> {
    // Most shared gift guides first, then the most clicked.
    const posts = await this.posts.matching(
      Prisma.sql`
      SELECT p.id
      FROM post_categories mine
      JOIN post_categories theirs ON theirs.category_id = mine.category_id AND theirs.post_id <> mine.post_id
      JOIN posts p ON p.id = theirs.post_id
      WHERE mine.post_id = ${postId} AND p.status = 'published' AND p.type = 'post' AND p.display_related ${visitor.nsfw ? Prisma.empty : Prisma.sql`AND ${NOT_MATURE}`}
      GROUP BY p.id, p.clicks_score_amazon_available
      ORDER BY count(*) DESC, p.clicks_score_amazon_available DESC, p.id DESC
      LIMIT ${items}`,
      { ...visitor, sortCode: SORT_CODES.related },
    );
    // Only an empty answer needs to know whether the post itself exists.
    if (posts.length === 0 && (await this.prisma.post.count({ where: { id: postId, status: { in: ['published', 'unlisted'] } } })) === 0) {
      throw new NotFoundError('POST_NOT_FOUND', 'Post not found');
    }
    return posts.map((post) => ({ ...post, sort: 'related', page: 1 }));
  }
}

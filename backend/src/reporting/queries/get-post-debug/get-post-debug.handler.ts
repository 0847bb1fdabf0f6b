import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { POST_DEBUG_COUNTS_SQL } from '@emberhold/analytics';
import { ANALYTICS_STORE, type AnalyticsStore, PRISMA } from '@emberhold/platform';
import { GetPostDebugQuery, type PostDebugRecord } from './get-post-debug.query';

type Counts = Omit<PostDebugRecord, 'id' | 'first_published' | 'published' | 'saves' | 'earnings_score' | 'week_score'>;

@QueryHandler(GetPostDebugQuery)
export class GetPostDebugHandler implements IQueryHandler<GetPostDebugQuery, PostDebugRecord> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore,
  ) {}

  async execute({ postId }: GetPostDebugQuery): Promise<PostDebugRecord> {
    const [post, saves, [counts]] = await Promise.all([
      this.prisma.post.findUnique({
        where: { id: postId },
        select: { id: true, firstPublishedAt: true, publishedAt: true, earningsScore: true, weekScore: true },
      }),
      this.prisma.wishlistItem.count({ where: { postId } }),
      // Read exactly from the post's own range of events (its sorting key starts with type and post id), people only.
      this.analytics.query<Record<keyof Counts, string | number>>(POST_DEBUG_COUNTS_SQL, { post: postId }),
    ]);
    if (!post) throw new NotFoundError('POST_NOT_FOUND', 'Post not found');
    // ClickHouse sends UInt64 as strings in JSON; these counts fit a double.
    const numbers = Object.fromEntries(Object.entries(counts ?? {}).map(([key, value]) => [key, Number(value)])) as Counts;
    return {
      id: post.id,
      first_published: post.firstPublishedAt?.toISOString() ?? null,
      published: post.publishedAt?.toISOString() ?? null,
      saves,
      ...numbers,
      earnings_score: post.earningsScore,
      week_score: post.weekScore,
    };
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { ANALYTICS_STORE, type AnalyticsStore } from '@emberhold/platform';
import { PRISMA } from '@emberhold/runtime';
import { GetPostDebugQuery, type PostDebugRecord } from './get-post-debug.query';

type Counts = Omit<PostDebugRecord, 'id' | 'first_published' | 'published' | 'saves' | 'earnings_score' | 'week_score'>;

/**
 * Impressions and clicks by surface and device, read exactly (FINAL collapses redelivered facts) from the post's
 * own range of the events table (its sorting key starts with type and post id), people only: bots, staff and
 * internal traffic never count. Lists, related items and search make up the plain clicks and impressions.
 */
const COUNTS_SQL = `
  SELECT
    countIf(type = 'post.click' AND surface IN ('list', 'related', 'search')) AS clicks,
    countIf(type = 'post.impression' AND surface IN ('list', 'related', 'search')) AS impressions,
    countIf(type = 'post.click' AND surface IN ('list', 'related', 'search') AND device = 'mobile') AS mobile_clicks,
    countIf(type = 'post.impression' AND surface IN ('list', 'related', 'search') AND device = 'mobile') AS mobile_impressions,
    countIf(type = 'post.click' AND surface = 'editorial') AS editorial_clicks,
    countIf(type = 'post.impression' AND surface = 'editorial') AS editorial_impressions,
    countIf(type = 'post.click' AND surface = 'editorial' AND device = 'mobile') AS mobile_editorial_clicks,
    countIf(type = 'post.impression' AND surface = 'editorial' AND device = 'mobile') AS mobile_editorial_impressions,
    countIf(type = 'post.click' AND surface = 'postpage') AS postpage_clicks,
    countIf(type = 'post.impression' AND surface = 'postpage') AS postpage_impressions,
    countIf(type = 'post.click' AND surface = 'postpage' AND device = 'mobile') AS mobile_postpage_clicks,
    countIf(type = 'post.impression' AND surface = 'postpage' AND device = 'mobile') AS mobile_postpage_impressions
  FROM events FINAL
  WHERE type IN ('post.impression', 'post.click') AND post_id = {post:UInt64} AND traffic = 'human'`;

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
      this.analytics.query<Record<keyof Counts, string | number>>(COUNTS_SQL, { post: postId }),
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

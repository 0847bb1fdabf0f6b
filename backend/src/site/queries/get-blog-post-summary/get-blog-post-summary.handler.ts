import { Inject, Optional } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { PageCaches } from '../../../common/cache/page-caches';
import { TtlLruCache } from '../../../common/cache/ttl-lru-cache';
import { type BlogPostSummary, GetBlogPostSummaryQuery } from './get-blog-post-summary.query';

@QueryHandler(GetBlogPostSummaryQuery)
export class GetBlogPostSummaryHandler implements IQueryHandler<GetBlogPostSummaryQuery, BlogPostSummary | null> {
  private readonly cache = new TtlLruCache<BlogPostSummary | null>(500, 30_000);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Optional() pageCaches?: PageCaches,
  ) {
    pageCaches?.register({ cacheName: 'heads', purge: (target) => this.cache.purge((slug) => target.blogSlugs.includes(slug)) });
  }

  execute({ slug }: GetBlogPostSummaryQuery): Promise<BlogPostSummary | null> {
    return this.cache.getOrLoad(slug, () =>
      this.prisma.blogPost.findFirst({
        where: { slug, status: 'published' },
        select: { slug: true, title: true, content: true, image: true, publishedAt: true },
      }),
    );
  }
}

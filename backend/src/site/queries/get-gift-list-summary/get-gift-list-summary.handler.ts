import { Inject, Optional } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { PageCaches } from '../../../common/cache/page-caches';
import { TtlLruCache } from '../../../common/cache/ttl-lru-cache';
import { GetGiftListSummaryQuery, type GiftListSummary } from './get-gift-list-summary.query';

@QueryHandler(GetGiftListSummaryQuery)
export class GetGiftListSummaryHandler implements IQueryHandler<GetGiftListSummaryQuery, GiftListSummary | null> {
  private readonly cache = new TtlLruCache<GiftListSummary | null>(500, 30_000);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Optional() pageCaches?: PageCaches,
  ) {
    pageCaches?.register({ cacheName: 'heads', purge: (target) => this.cache.purge((slug) => target.guideSlugs.includes(slug)) });
  }

  execute({ slug }: GetGiftListSummaryQuery): Promise<GiftListSummary | null> {
    return this.cache.getOrLoad(slug, () =>
      this.prisma.category.findUnique({
        where: { slug },
        select: { slug: true, parentSlug: true, name: true, description: true, image: true },
      }),
    );
  }
}

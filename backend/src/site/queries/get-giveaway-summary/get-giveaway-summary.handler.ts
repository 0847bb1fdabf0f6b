import { Inject, Optional } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { PageCaches } from '../../../common/cache/page-caches';
import { TtlLruCache } from '../../../common/cache/ttl-lru-cache';
import { GetGiveawaySummaryQuery, type GiveawaySummary } from './get-giveaway-summary.query';

@QueryHandler(GetGiveawaySummaryQuery)
export class GetGiveawaySummaryHandler implements IQueryHandler<GetGiveawaySummaryQuery, GiveawaySummary | null> {
  private readonly cache = new TtlLruCache<GiveawaySummary | null>(200, 30_000);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Optional() pageCaches?: PageCaches,
  ) {
    pageCaches?.register({ cacheName: 'heads', purge: (target) => this.cache.purge((slug) => target.giveawaySlugs.includes(slug)) });
  }

  execute({ slug }: GetGiveawaySummaryQuery): Promise<GiveawaySummary | null> {
    return this.cache.getOrLoad(slug, () =>
      this.prisma.giveaway.findUnique({ where: { slug }, select: { slug: true, title: true, content: true, image: true } }),
    );
  }
}

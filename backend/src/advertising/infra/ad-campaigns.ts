import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { TtlLruCache } from '../../common/cache/ttl-lru-cache';

/** Which campaign a native ad belongs to, so its facts reach that campaign's figures; kept a minute per ad. */
@Injectable()
export class AdCampaigns {
  private readonly cache = new TtlLruCache<number | null>(10_000, 60_000);

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  campaignOf(adId: number): Promise<number | null> {
    return this.cache.getOrLoad(String(adId), async () => {
      const ad = await this.prisma.nativeAd.findUnique({ where: { id: adId }, select: { campaignId: true } });
      return ad?.campaignId ?? null;
    });
  }
}

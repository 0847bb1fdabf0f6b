import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import { TtlLruCache } from '../../../common/cache/ttl-lru-cache';
import { GetPostSummaryQuery, type PostSummary } from './get-post-summary.query';

@QueryHandler(GetPostSummaryQuery)
export class GetPostSummaryHandler implements IQueryHandler<GetPostSummaryQuery, PostSummary | null> {
  private readonly cache = new TtlLruCache<PostSummary | null>(2_000, 30_000);

  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  execute({ slug }: GetPostSummaryQuery): Promise<PostSummary | null> {
    return this.cache.getOrLoad(slug, () => this.load(slug));
  }

  private async load(slug: string): Promise<PostSummary | null> {
    // One lookup on the unique slug index; the gallery is read only for a post without a primary image.
    const row = await this.prisma.post.findFirst({
      where: { slug, status: { in: ['published', 'unlisted'] }, type: 'post' },
      select: { id: true, slug: true, title: true, content: true, image: true, price: true, rating: true, ratingCount: true, status: true },
    });
    if (!row) return null;
    const image =
      row.image ??
      (await this.prisma.postImage.findFirst({ where: { postId: row.id }, orderBy: { position: 'asc' }, select: { src: true } }))?.src ??
      null;
    return {
      slug: row.slug,
      title: row.title,
      content: row.content,
      image,
      price: row.price === null ? null : Number(row.price),
      rating: row.rating,
      ratingCount: row.ratingCount,
      unlisted: row.status === 'unlisted',
    };
  }
}

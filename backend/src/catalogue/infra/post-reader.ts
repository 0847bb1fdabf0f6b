import { Inject, Injectable } from '@nestjs/common';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import type { LinkContext } from '../domain/affiliate-link';
import { listSorts, type ListSort, PAGE_SIZE } from '../domain/list-sorts';
import { postViewSelect, toPostView, type PostView } from '../domain/post-view';

export interface ListFilter {
  /** Only posts in one of these gift guides; undefined means any post, an empty list means posts in any guide. */
  categoryIds?: number[] | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
}

/**
 * Pages of listed posts. Ids are chosen in one SQL statement (the order is a constant per sort) and the views read
 * by id, so every sort, the session-seeded random order and the filters share one path.
 */
@Injectable()
export class PostReader {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async page(sort: ListSort, page: number, filter: ListFilter, seed: string | undefined, links: LinkContext): Promise<PostView[]> {
    const conditions: Prisma.Sql[] = [Prisma.sql`p.status = 'published'`, Prisma.sql`p.type = 'post'`];
    if (sort === 'instagram') conditions.push(Prisma.sql`p.instagram`);
    if (filter.categoryIds !== undefined) {
      conditions.push(
        filter.categoryIds.length === 0
          ? Prisma.sql`EXISTS (SELECT 1 FROM post_categories pc WHERE pc.post_id = p.id)`
          : Prisma.sql`EXISTS (SELECT 1 FROM post_categories pc WHERE pc.post_id = p.id AND pc.category_id = ANY(${filter.categoryIds}::int[]))`,
      );
    }
    if (filter.minPrice !== undefined) conditions.push(Prisma.sql`p.price >= ${filter.minPrice}`);
    if (filter.maxPrice !== undefined) conditions.push(Prisma.sql`p.price <= ${filter.maxPrice}`);
    // A seeded random order is a hash of (random_key, seed): fixed for one seed, different between sessions.
    const order =
      sort === 'random' && seed !== undefined
        ? Prisma.sql`md5(p.random_key::text || ${seed}), p.id`
        : Prisma.raw(listSorts[sort].order);
    const rows = await this.prisma.$queryRaw<Array<{ id: number }>>`
      SELECT p.id FROM posts p
      WHERE ${Prisma.join(conditions, ' AND ')}
      ORDER BY ${order}
      LIMIT ${PAGE_SIZE} OFFSET ${(page - 1) * PAGE_SIZE}`;
    return this.views(
      rows.map((row) => row.id),
      links,
    );
  }

  /** The views of these posts, in the order given. */
  async views(ids: number[], links: LinkContext): Promise<PostView[]> {
    if (ids.length === 0) return [];
    const rows = await this.prisma.post.findMany({ where: { id: { in: ids } }, select: postViewSelect });
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [toPostView(row, links)] : [];
    });
  }
}

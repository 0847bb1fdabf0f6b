import { Prisma, type TransactionClient } from '@emberhold/db';
import type { RatingAggregate } from '../domain/rating-aggregate';
import type { RatingTarget, RatingTargetKind } from '../domain/rating-target';

/**
 * Where each kind of target keeps its aggregate, and which of its rows may be rated: published posts and blog posts,
 * every gift guide (guides have no status). Identifiers come from this constant, never from input.
 */
const targetTables: Record<RatingTargetKind, { table: Prisma.Sql; rateable: Prisma.Sql }> = {
  post: { table: Prisma.raw('posts'), rateable: Prisma.raw(`status = 'published'`) },
  gift_guide: { table: Prisma.raw('categories'), rateable: Prisma.raw('TRUE') },
  blog_post: { table: Prisma.raw('blog_posts'), rateable: Prisma.raw(`status = 'published'`) },
};

/** The ratings table's column for each kind of target. */
export const ratingColumn = { post: 'postId', gift_guide: 'categoryId', blog_post: 'blogPostId' } as const satisfies Record<
  RatingTargetKind,
  keyof Prisma.RatingWhereInput
>;

/**
 * Inside a rating's transaction: the target's aggregate, with its row locked (FOR UPDATE) until the transaction ends,
 * so raters of one target take turns: each reads the aggregate and its own previous rating after the last one
 * committed. Null when there is no such rateable target.
 */
export async function holdTarget(tx: TransactionClient, target: RatingTarget): Promise<RatingAggregate | null> {
  const { table, rateable } = targetTables[target.kind];
  const rows = await tx.$queryRaw<RatingAggregate[]>(Prisma.sql`
    SELECT rating, rating_count FROM ${table} WHERE id = ${target.id} AND ${rateable} FOR UPDATE`);
  return rows[0] ?? null;
}

export async function writeAggregate(tx: TransactionClient, target: RatingTarget, aggregate: RatingAggregate): Promise<void> {
  const { table } = targetTables[target.kind];
  // A rating is not an edit of the target: updated_at stays.
  await tx.$executeRaw(Prisma.sql`UPDATE ${table} SET rating = ${aggregate.rating}, rating_count = ${aggregate.rating_count} WHERE id = ${target.id}`);
}

/** The user's rating of the target (under the target's lock, the latest committed one), or null. */
export async function ownRating(tx: TransactionClient, userId: number, target: RatingTarget): Promise<{ id: number; value: number } | null> {
  return tx.rating.findFirst({ where: { userId, [ratingColumn[target.kind]]: target.id }, select: { id: true, value: true } });
}

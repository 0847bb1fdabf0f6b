import type { Prisma } from '@emberhold/db';
import { firstFreeSlug, slugOf } from '../domain/creative-media';

/**
 * The slug a creative takes on its first save: made from its title, unique among creatives ("ember-lantern",
 * "ember-lantern-2" ...). Two saves of the same title at once queue on a transaction lock of that slug, so the second
 * sees the first's row and takes the next number; the unique index stays the last word.
 */
export async function claimCreativeSlug(tx: Prisma.TransactionClient, title: string): Promise<string> {
  const base = slugOf(title);
  await tx.$queryRaw`SELECT 1 AS locked FROM (SELECT pg_advisory_xact_lock(hashtext(${`creative-slug:${base}`}))) AS l`;
  // The base holds only [a-z0-9-], so it has no LIKE wildcards.
  const rows = await tx.$queryRaw<Array<{ slug: string }>>`SELECT slug FROM creatives WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`;
  return firstFreeSlug(base, new Set(rows.map((row) => row.slug)));
}

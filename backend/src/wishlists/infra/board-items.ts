import { Prisma, type TransactionClient } from '@emberhold/db';

/**
 * Puts a post on a board, or sets the comment of the post already there (kept when `comment` is undefined), in one
 * statement, so two saves racing each other cannot both insert. `inserted` says whether the post was new there.
 */
export async function saveToBoard(
  tx: TransactionClient,
  boardId: number,
  postId: number,
  comment: string | undefined,
): Promise<{ inserted: boolean; comment: string }> {
  const [row] = await tx.$queryRaw<Array<{ inserted: boolean; comment: string }>>(Prisma.sql`
    INSERT INTO wishlist_items (board_id, post_id, comment) VALUES (${boardId}, ${postId}, ${comment ?? ''})
    ON CONFLICT (board_id, post_id) DO UPDATE SET comment = COALESCE(${comment ?? null}::text, wishlist_items.comment)
    RETURNING (xmax = 0) AS inserted, comment`);
  return row!;
}

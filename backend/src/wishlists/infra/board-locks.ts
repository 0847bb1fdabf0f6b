import { Prisma, type TransactionClient } from '@emberhold/db';
import { BoardNotFoundError } from '../domain/wishlist-errors';

/**
 * Inside a write's transaction: checks that every board named is the user's, and holds it (FOR KEY SHARE, what a
 * foreign key takes) so a concurrent delete-board waits for this write instead of racing it. Renames do not wait.
 * A board of someone else is the same 404 as a missing one, and the transaction rolls back with nothing changed.
 */
export async function holdOwnBoards(tx: TransactionClient, userId: number, boardIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(boardIds)];
  const rows = await tx.$queryRaw<Array<{ id: number }>>(Prisma.sql`
    SELECT id FROM wishlist_boards WHERE id = ANY(${wanted}::int[]) AND user_id = ${userId} ORDER BY id FOR KEY SHARE`);
  if (rows.length !== wanted.length) throw new BoardNotFoundError();
}

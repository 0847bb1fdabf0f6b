import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Prisma } from '@emberhold/db';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { BoardNotFoundError } from '../../domain/wishlist-errors';
import { wishlistFacts } from '../../domain/wishlist-facts';
import { DeleteBoardCommand } from './delete-board.command';

/**
 * Deletes a board of the user with every post on it, one `wishlist.removed` per post. Sponsored items saved to it
 * stay saved, on no board (ad_wishlist_items.board_id is set null). The board is locked first, so an add racing the
 * delete either lands before it (and is removed with a fact) or finds no board.
 */
@CommandHandler(DeleteBoardCommand)
export class DeleteBoardHandler implements ICommandHandler<DeleteBoardCommand, { removed: number }> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute({ user, boardId }: DeleteBoardCommand): Promise<{ removed: number }> {
    return this.outbox.run(async (tx, record) => {
      const locked = await tx.$queryRaw<Array<{ id: number }>>(
        Prisma.sql`SELECT id FROM wishlist_boards WHERE id = ${boardId} AND user_id = ${user.userId} FOR UPDATE`,
      );
      if (locked.length === 0) throw new BoardNotFoundError();
      const items = await tx.$queryRaw<Array<{ post_id: number }>>(
        Prisma.sql`DELETE FROM wishlist_items WHERE board_id = ${boardId} RETURNING post_id`,
      );
      await tx.wishlistBoard.delete({ where: { id: boardId } });
      for (const item of items) record(wishlistFacts.removed(item.post_id, boardId, user.context));
      return { removed: items.length };
    });
  }
}

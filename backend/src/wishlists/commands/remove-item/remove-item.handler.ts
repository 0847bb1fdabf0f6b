import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Prisma } from '@emberhold/db';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { wishlistFacts } from '../../domain/wishlist-facts';
import { holdOwnBoards } from '../../infra/board-locks';
import { RemoveItemCommand, type RemoveItemResult } from './remove-item.command';

/**
 * Takes a post off a board of the user, with a `wishlist.removed` fact. Removing a post that is not there changes
 * and records nothing (a repeated click is not an error); someone else's board is a 404. Answers too whether the post
 * is still saved on another board of the user (spec section 4: its saved flag stays true then).
 */
@CommandHandler(RemoveItemCommand)
export class RemoveItemHandler implements ICommandHandler<RemoveItemCommand, RemoveItemResult> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute({ user, body }: RemoveItemCommand): Promise<RemoveItemResult> {
    return this.outbox.run(async (tx, record) => {
      await holdOwnBoards(tx, user.userId, [body.wishlist_id]);
      const { count } = await tx.wishlistItem.deleteMany({ where: { boardId: body.wishlist_id, postId: body.post_id } });
      if (count > 0) record(wishlistFacts.removed(body.post_id, body.wishlist_id, user.context));
      const [elsewhere] = await tx.$queryRaw<Array<{ saved: boolean }>>(Prisma.sql`
        SELECT EXISTS (
          SELECT 1 FROM wishlist_items i JOIN wishlist_boards b ON b.id = i.board_id
          WHERE b.user_id = ${user.userId} AND i.post_id = ${body.post_id}
        ) AS saved`);
      return { removed: count > 0, saved: elsewhere?.saved ?? false };
    });
  }
}

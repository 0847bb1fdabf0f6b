import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { ItemNotOnBoardError } from '../../domain/wishlist-errors';
import { wishlistFacts } from '../../domain/wishlist-facts';
import { saveToBoard } from '../../infra/board-items';
import { holdOwnBoards } from '../../infra/board-locks';
import { MoveItemCommand, type MoveItemResult } from './move-item.command';

/**
 * Moves a saved post from one board of the user to another in one transaction: it is never on both or on neither,
 * and a failure (either board not the user's, the post not on the source) changes nothing. Recorded as a
 * `wishlist.removed` from the source and a `wishlist.saved` to the target (none when it was there already). The
 * comment is the one given, else the one it had. Moving to the same board only sets the comment.
 */
@CommandHandler(MoveItemCommand)
export class MoveItemHandler implements ICommandHandler<MoveItemCommand, MoveItemResult> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute({ user, body }: MoveItemCommand): Promise<MoveItemResult> {
    const { source, target, post_id: postId } = body;
    return this.outbox.run(async (tx, record) => {
      await holdOwnBoards(tx, user.userId, [source, target]);
      const item = await tx.wishlistItem.findUnique({ where: { boardId_postId: { boardId: source, postId } }, select: { id: true, comment: true } });
      if (!item) throw new ItemNotOnBoardError();
      const comment = body.comment ?? item.comment;
      if (source === target) {
        await tx.wishlistItem.update({ where: { id: item.id }, data: { comment } });
        return { post_id: postId, wishlist_id: target, comment };
      }
      await tx.wishlistItem.delete({ where: { id: item.id } });
      const saved = await saveToBoard(tx, target, postId, comment);
      record(wishlistFacts.removed(postId, source, user.context));
      if (saved.inserted) record(wishlistFacts.saved(postId, target, user.context));
      return { post_id: postId, wishlist_id: target, comment: saved.comment };
    });
  }
}

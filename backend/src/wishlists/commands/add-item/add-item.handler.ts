import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { SavablePostNotFoundError } from '../../domain/wishlist-errors';
import { wishlistFacts } from '../../domain/wishlist-facts';
import { holdOwnBoards } from '../../infra/board-locks';
import { saveToBoard } from '../../infra/board-items';
import { AddItemCommand, type AddItemResult } from './add-item.command';

/**
 * Saves a published post to a board of the user, with a `wishlist.saved` fact in the same transaction. Saving a post
 * that is on the board already sets its comment (when one is given) and records nothing new.
 */
@CommandHandler(AddItemCommand)
export class AddItemHandler implements ICommandHandler<AddItemCommand, AddItemResult> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute({ user, body }: AddItemCommand): Promise<AddItemResult> {
    return this.outbox.run(async (tx, record) => {
      await holdOwnBoards(tx, user.userId, [body.wishlist_id]);
      const post = await tx.post.findFirst({ where: { id: body.post_id, status: 'published' }, select: { id: true } });
      if (!post) throw new SavablePostNotFoundError();
      const saved = await saveToBoard(tx, body.wishlist_id, body.post_id, body.comment);
      if (saved.inserted) record(wishlistFacts.saved(body.post_id, body.wishlist_id, user.context));
      return { post_id: body.post_id, wishlist_id: body.wishlist_id, comment: saved.comment, added: saved.inserted };
    });
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { appendToOutbox, type OutboxFact } from '../../../common/outbox/outbox';
import { OutboxWrittenEvent } from '../../../common/outbox/outbox-written.event';
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
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly events: EventBus,
  ) {}

  async execute({ user, body }: MoveItemCommand): Promise<MoveItemResult> {
    const { source, target, post_id: postId } = body;
    const { result, eventIds } = await this.prisma.$transaction(async (tx) => {
      await holdOwnBoards(tx, user.userId, [source, target]);
      const item = await tx.wishlistItem.findUnique({ where: { boardId_postId: { boardId: source, postId } }, select: { id: true, comment: true } });
      if (!item) throw new ItemNotOnBoardError();
      const comment = body.comment ?? item.comment;
      if (source === target) {
        await tx.wishlistItem.update({ where: { id: item.id }, data: { comment } });
        return { result: { post_id: postId, wishlist_id: target, comment }, eventIds: [] };
      }
      await tx.wishlistItem.delete({ where: { id: item.id } });
      const saved = await saveToBoard(tx, target, postId, comment);
      const facts: OutboxFact[] = [wishlistFacts.removed(postId, source, user.context)];
      if (saved.inserted) facts.push(wishlistFacts.saved(postId, target, user.context));
      return { result: { post_id: postId, wishlist_id: target, comment: saved.comment }, eventIds: await appendToOutbox(tx, facts) };
    });
    if (eventIds.length > 0) this.events.publish(new OutboxWrittenEvent(eventIds));
    return result;
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import { appendToOutbox } from '../../../common/outbox/outbox';
import { OutboxWrittenEvent } from '../../../common/outbox/outbox-written.event';
import { wishlistFacts } from '../../domain/wishlist-facts';
import { holdOwnBoards } from '../../infra/board-locks';
import { RemoveItemCommand } from './remove-item.command';

/**
 * Takes a post off a board of the user, with a `wishlist.removed` fact. Removing a post that is not there changes
 * and records nothing (a repeated click is not an error); someone else's board is a 404.
 */
@CommandHandler(RemoveItemCommand)
export class RemoveItemHandler implements ICommandHandler<RemoveItemCommand, { removed: boolean }> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly events: EventBus,
  ) {}

  async execute({ user, body }: RemoveItemCommand): Promise<{ removed: boolean }> {
    const eventIds = await this.prisma.$transaction(async (tx) => {
      await holdOwnBoards(tx, user.userId, [body.wishlist_id]);
      const { count } = await tx.wishlistItem.deleteMany({ where: { boardId: body.wishlist_id, postId: body.post_id } });
      return count > 0 ? appendToOutbox(tx, [wishlistFacts.removed(body.post_id, body.wishlist_id, user.context)]) : [];
    });
    if (eventIds.length > 0) this.events.publish(new OutboxWrittenEvent(eventIds));
    return { removed: eventIds.length > 0 };
  }
}

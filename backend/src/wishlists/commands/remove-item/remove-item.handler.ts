import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { appendToOutbox } from '../../../common/outbox/outbox';
import { OutboxWrittenEvent } from '../../../common/outbox/outbox-written.event';
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
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly events: EventBus,
  ) {}

  async execute({ user, body }: RemoveItemCommand): Promise<RemoveItemResult> {
    const { eventIds, saved } = await this.prisma.$transaction(async (tx) => {
      await holdOwnBoards(tx, user.userId, [body.wishlist_id]);
      const { count } = await tx.wishlistItem.deleteMany({ where: { boardId: body.wishlist_id, postId: body.post_id } });
      const eventIds = count > 0 ? await appendToOutbox(tx, [wishlistFacts.removed(body.post_id, body.wishlist_id, user.context)]) : [];
      const [elsewhere] = await tx.$queryRaw<Array<{ saved: boolean }>>(Prisma.sql`
        SELECT EXISTS (
          SELECT 1 FROM wishlist_items i JOIN wishlist_boards b ON b.id = i.board_id
          WHERE b.user_id = ${user.userId} AND i.post_id = ${body.post_id}
        ) AS saved`);
      return { eventIds, saved: elsewhere?.saved ?? false };
    });
    if (eventIds.length > 0) this.events.publish(new OutboxWrittenEvent(eventIds));
    return { removed: eventIds.length > 0, saved };
  }
}

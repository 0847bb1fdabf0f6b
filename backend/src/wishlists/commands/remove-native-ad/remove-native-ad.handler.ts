import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { appendToOutbox } from '../../../common/outbox/outbox';
import { OutboxWrittenEvent } from '../../../common/outbox/outbox-written.event';
import { wishlistFacts } from '../../domain/wishlist-facts';
import { RemoveNativeAdCommand } from './remove-native-ad.command';

/** Unsaves a native ad of the user, with a `native_ad.unsaved` fact; an ad they had not saved changes nothing. */
@CommandHandler(RemoveNativeAdCommand)
export class RemoveNativeAdHandler implements ICommandHandler<RemoveNativeAdCommand, { removed: boolean }> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly events: EventBus,
  ) {}

  async execute({ user, adId }: RemoveNativeAdCommand): Promise<{ removed: boolean }> {
    const eventIds = await this.prisma.$transaction(async (tx) => {
      const deleted = await tx.$queryRaw<Array<{ campaign_id: number | null }>>(Prisma.sql`
        DELETE FROM ad_wishlist_items w USING native_ads a
        WHERE w.user_id = ${user.userId} AND w.native_ad_id = ${adId} AND a.id = w.native_ad_id
        RETURNING a.campaign_id`);
      return deleted.length > 0 ? appendToOutbox(tx, [wishlistFacts.adUnsaved(adId, deleted[0]!.campaign_id, user.context)]) : [];
    });
    if (eventIds.length > 0) this.events.publish(new OutboxWrittenEvent(eventIds));
    return { removed: eventIds.length > 0 };
  }
}

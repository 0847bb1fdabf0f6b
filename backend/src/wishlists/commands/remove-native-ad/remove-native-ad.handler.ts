import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Prisma } from '@emberhold/db';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { wishlistFacts } from '../../domain/wishlist-facts';
import { RemoveNativeAdCommand } from './remove-native-ad.command';

/** Unsaves a native ad of the user, with a `native_ad.unsaved` fact; an ad they had not saved changes nothing. */
@CommandHandler(RemoveNativeAdCommand)
export class RemoveNativeAdHandler implements ICommandHandler<RemoveNativeAdCommand, { removed: boolean }> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute({ user, adId }: RemoveNativeAdCommand): Promise<{ removed: boolean }> {
    return this.outbox.run(async (tx, record) => {
      const deleted = await tx.$queryRaw<Array<{ campaign_id: number | null }>>(Prisma.sql`
        DELETE FROM ad_wishlist_items w USING native_ads a
        WHERE w.user_id = ${user.userId} AND w.native_ad_id = ${adId} AND a.id = w.native_ad_id
        RETURNING a.campaign_id`);
      if (deleted.length > 0) record(wishlistFacts.adUnsaved(adId, deleted[0]!.campaign_id, user.context));
      return { removed: deleted.length > 0 };
    });
  }
}

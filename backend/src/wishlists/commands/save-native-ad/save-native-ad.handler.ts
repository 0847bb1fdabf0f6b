import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Prisma } from '@emberhold/db';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { SavableAdNotFoundError } from '../../domain/wishlist-errors';
import { wishlistFacts } from '../../domain/wishlist-facts';
import { holdOwnBoards } from '../../infra/board-locks';
import { SaveNativeAdCommand, type SaveNativeAdResult } from './save-native-ad.command';

/**
 * Saves a running native ad for the user (once per user and ad), on a board of theirs when one is given, with a
 * `native_ad.saved` fact carrying the ad's campaign: the campaign dashboard's saves. Saving it again only moves it
 * to the board given and records nothing, so a user saves an ad at most once.
 */
@CommandHandler(SaveNativeAdCommand)
export class SaveNativeAdHandler implements ICommandHandler<SaveNativeAdCommand, SaveNativeAdResult> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute({ user, body }: SaveNativeAdCommand): Promise<SaveNativeAdResult> {
    const { ad_id: adId, wishlist_id: boardId } = body;
    return this.outbox.run(async (tx, record) => {
      if (boardId !== null) await holdOwnBoards(tx, user.userId, [boardId]);
      const ad = await tx.nativeAd.findFirst({ where: { id: adId, active: true }, select: { campaignId: true } });
      if (!ad) throw new SavableAdNotFoundError();
      const [row] = await tx.$queryRaw<Array<{ inserted: boolean; board_id: number | null }>>(Prisma.sql`
        INSERT INTO ad_wishlist_items (user_id, native_ad_id, board_id) VALUES (${user.userId}, ${adId}, ${boardId}::int)
        ON CONFLICT (user_id, native_ad_id) DO UPDATE SET board_id = COALESCE(EXCLUDED.board_id, ad_wishlist_items.board_id)
        RETURNING (xmax = 0) AS inserted, board_id`);
      if (row!.inserted) record(wishlistFacts.adSaved(adId, ad.campaignId, boardId, user.context));
      return { ad_id: adId, wishlist_id: row!.board_id, added: row!.inserted };
    });
  }
}

import {
  envelope,
  type EventContext,
  type NativeAdSavedEvent,
  type NativeAdUnsavedEvent,
  type WishlistRemovedEvent,
  type WishlistSavedEvent,
} from '@emberhold/contracts';
import type { OutboxFact } from '../../common/outbox/outbox';

/** The facts a wishlist change records, keyed by the post or ad so one item's facts stay in order. */
export const wishlistFacts = {
  saved(postId: number, boardId: number, context: EventContext): OutboxFact {
    const fact: WishlistSavedEvent = envelope('wishlist.saved', 1, { post_id: postId, board_id: boardId }, context);
    return { fact, key: `post:${postId}` };
  },
  removed(postId: number, boardId: number, context: EventContext): OutboxFact {
    const fact: WishlistRemovedEvent = envelope('wishlist.removed', 1, { post_id: postId, board_id: boardId }, context);
    return { fact, key: `post:${postId}` };
  },
  adSaved(adId: number, campaignId: number | null, boardId: number | null, context: EventContext): OutboxFact {
    const fact: NativeAdSavedEvent = envelope('native_ad.saved', 1, { ad_id: adId, campaign_id: campaignId, board_id: boardId }, context);
    return { fact, key: `ad:${adId}` };
  },
  adUnsaved(adId: number, campaignId: number | null, context: EventContext): OutboxFact {
    const fact: NativeAdUnsavedEvent = envelope('native_ad.unsaved', 1, { ad_id: adId, campaign_id: campaignId }, context);
    return { fact, key: `ad:${adId}` };
  },
};

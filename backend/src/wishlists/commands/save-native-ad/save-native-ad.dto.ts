import { z } from 'zod';
import { idField } from '../../domain/wishlist-forms';

/** The board is optional: a sponsored item can be saved on no board (ad_wishlist_items.board_id is nullable). */
export const saveNativeAdBody = z.object({ ad_id: idField('ad_id'), wishlist_id: idField('wishlist_id').nullish().transform((id) => id ?? null) });
export type SaveNativeAdBody = z.infer<typeof saveNativeAdBody>;

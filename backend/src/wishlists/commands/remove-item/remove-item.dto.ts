import { z } from 'zod';
import { idField } from '../../domain/wishlist-forms';

export const removeItemBody = z.object({ wishlist_id: idField('wishlist_id'), post_id: idField('post_id') });
export type RemoveItemBody = z.infer<typeof removeItemBody>;

import { z } from 'zod';
import { commentField, idField } from '../../domain/wishlist-forms';

export const addItemBody = z.object({ post_id: idField('post_id'), wishlist_id: idField('wishlist_id'), comment: commentField });
export type AddItemBody = z.infer<typeof addItemBody>;

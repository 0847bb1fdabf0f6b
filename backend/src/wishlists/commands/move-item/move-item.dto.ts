import { z } from 'zod';
import { commentField, idField } from '../../domain/wishlist-forms';

export const moveItemBody = z.object({ source: idField('source'), target: idField('target'), post_id: idField('post_id'), comment: commentField });
export type MoveItemBody = z.infer<typeof moveItemBody>;

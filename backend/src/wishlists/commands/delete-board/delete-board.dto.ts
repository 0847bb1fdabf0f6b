import { z } from 'zod';
import { idField } from '../../domain/wishlist-forms';

export const deleteBoardBody = z.object({ wishlist_id: idField('wishlist_id') });
export type DeleteBoardBody = z.infer<typeof deleteBoardBody>;

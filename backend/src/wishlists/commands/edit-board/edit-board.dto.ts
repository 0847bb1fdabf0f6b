import { z } from 'zod';
import { boardNameField, idField, privateField } from '../../domain/wishlist-forms';

export const editBoardBody = z.object({ name: boardNameField, wishlist_id: idField('wishlist_id'), private: privateField.optional() });
export type EditBoardBody = z.infer<typeof editBoardBody>;

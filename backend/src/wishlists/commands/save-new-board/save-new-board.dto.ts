import { z } from 'zod';
import { boardNameField, privateField } from '../../domain/wishlist-forms';

export const saveNewBoardBody = z.object({ name: boardNameField, private: privateField.optional() });
export type SaveNewBoardBody = z.infer<typeof saveNewBoardBody>;

import { z } from 'zod';
import { idListField } from '../../domain/wishlist-forms';

export const findSavedPostsBody = z.object({ post_ids: idListField('post_ids', 'post_ids') });
export type FindSavedPostsBody = z.infer<typeof findSavedPostsBody>;

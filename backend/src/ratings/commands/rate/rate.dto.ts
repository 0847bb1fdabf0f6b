import { z } from 'zod';
import { idField, ratingField } from '../../domain/rating-forms';

/** POST /api/user/rating */
export const ratePostBody = z.object({ post_id: idField('post_id'), rating: ratingField });
export type RatePostBody = z.infer<typeof ratePostBody>;

/** POST /api/user/rating-gifts and /api/user/rating-blog: the gift guide's or blog post's id. */
export const rateByIdBody = z.object({ id: idField('id'), rating: ratingField });
export type RateByIdBody = z.infer<typeof rateByIdBody>;

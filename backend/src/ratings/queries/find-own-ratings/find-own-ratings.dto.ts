import { z } from 'zod';
import { idField, idListField } from '../../domain/rating-forms';

/** POST /api/user/ratings: up to 200 posts. */
export const findPostRatingsBody = z.object({ post_ids: idListField('post_ids') });
export type FindPostRatingsBody = z.infer<typeof findPostRatingsBody>;

/** POST /api/user/ratings-gifts */
export const findGiftGuideRatingBody = z.object({ cat_id: idField('cat_id') });
export type FindGiftGuideRatingBody = z.infer<typeof findGiftGuideRatingBody>;

/** POST /api/user/ratings-blog */
export const findBlogPostRatingBody = z.object({ blog_id: idField('blog_id') });
export type FindBlogPostRatingBody = z.infer<typeof findBlogPostRatingBody>;

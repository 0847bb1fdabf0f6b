import type { Meta } from './api-envelope';

/** A target's public figure: average stars and how many ratings. */
export interface RatingAggregateDto {
  rating: number;
  rating_count: number;
}

/**
 * POST /api/user/rating {post_id, rating}, /rating-gifts and /rating-blog {id, rating} (spec section 7): the stored
 * stars and the target's figure with them, for the site to show at once.
 */
export interface RateResponse {
  meta: Meta;
  rating: number;
  aggregate: RatingAggregateDto;
}
export interface RatePostResponse extends RateResponse {
  post_id: number;
}
export interface RateByIdResponse extends RateResponse {
  id: number;
}

/** POST /api/user/ratings {post_ids}: the logged-in user's stars on those of the posts they rated. */
export interface OwnPostRatingsResponse {
  meta: Meta;
  posts: Array<{ post_id: number; rating: number }>;
}

/** POST /api/user/ratings-gifts {cat_id} and /ratings-blog {blog_id}: posts[0] is the user's stars, absent when unrated. */
export interface OwnRatingResponse {
  meta: Meta;
  posts: Array<{ rating: number }>;
}

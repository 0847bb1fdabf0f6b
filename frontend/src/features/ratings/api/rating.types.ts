import type { RatableStarsProps } from '../../../components/star-rating';
import type { ApiMeta } from '../../../lib/api-client';

/** What a user can rate (spec section 7): a post, a gift guide or a blog post. */
export type RatingKind = RatableStarsProps['kind'];

export interface RatingTarget {
  kind: RatingKind;
  id: number;
}

/** A target's public figure: average stars and, where known, how many ratings. */
export interface RatingAggregate {
  rating: number;
  rating_count: number;
}

/** The answer to a rating call: the stored stars and the target's figure with them. */
export interface RateResponse {
  meta: ApiMeta;
  rating: number;
  aggregate: RatingAggregate;
}

/** The lookups: posts[] with post_id for posts, posts[0] alone for a guide or blog post; only rated targets. */
export interface OwnRatingsResponse {
  meta: ApiMeta;
  posts: Array<{ post_id?: number; rating: number }>;
}

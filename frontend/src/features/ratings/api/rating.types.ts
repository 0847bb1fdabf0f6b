import type { RatingAggregateDto } from '@emberhold/contracts';
import type { RatableStarsProps } from '../../../components/star-rating';

/** What a user can rate (spec section 7): a post, a gift guide or a blog post. */
export type RatingKind = RatableStarsProps['kind'];

export interface RatingTarget {
  kind: RatingKind;
  id: number;
}

/** A target's public figure: average stars and how many ratings. */
export type RatingAggregate = RatingAggregateDto;

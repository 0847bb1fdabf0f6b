import { Query } from '@nestjs/cqrs';
import type { RatingTargetKind } from '../../domain/rating-target';

export interface OwnRating {
  id: number;
  rating: number;
}

/** The user's own ratings of these targets of one kind, in the order asked, rated ones only (spec section 7 lookups). */
export class FindOwnRatingsQuery extends Query<OwnRating[]> {
  constructor(
    readonly userId: number,
    readonly kind: RatingTargetKind,
    readonly ids: readonly number[],
  ) {
    super();
  }
}

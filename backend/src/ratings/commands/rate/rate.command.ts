import { Command } from '@nestjs/cqrs';
import type { SignedInUser } from '../../../common/auth/signed-in';
import type { RatingAggregate } from '../../domain/rating-aggregate';
import type { RatingTarget } from '../../domain/rating-target';

export interface RateResult {
  /** The user's rating, as stored. */
  rating: number;
  /** The target's figure with it, for the site to show at once (public pages may show the old one for a few seconds). */
  aggregate: RatingAggregate;
}

/** A logged-in user's stars for a post, gift guide or blog post (spec section 7), set or changed. */
export class RateCommand extends Command<RateResult> {
  constructor(
    readonly user: SignedInUser,
    readonly target: RatingTarget,
    readonly rating: number,
  ) {
    super();
  }
}

/** Stars run from 0 to 5 (spec section 5; the ratings table's CHECK constraint). */
export const MIN_RATING = 0;
export const MAX_RATING = 5;

/** A target's public figure: the average of its ratings and how many there are. */
export interface RatingAggregate {
  rating: number;
  rating_count: number;
}

/**
 * The aggregate after one user's rating, from the aggregate before it. The stored figure is the baseline, not a
 * recomputation from the ratings table: catalogue figures arrive with ratings gathered elsewhere (a post's seeded
 * 4.3 from 1,200 ratings has no rows behind it), and recomputing would throw those away at the first new rating.
 * The caller holds the target's row lock, so concurrent raters apply one after another.
 *
 * A first rating adds one to the count; a changed rating swaps the old value for the new one. A previous rating on
 * a target whose count says none (figures edited by hand) counts as a first one. The average stays within 0..5.
 */
export function nextAggregate(current: RatingAggregate, previous: number | null, value: number): RatingAggregate {
  const count = Math.max(0, Math.trunc(current.rating_count));
  const average = clampRating(current.rating);
  if (previous === null || count === 0) {
    const next = count + 1;
    return { rating: clampRating((average * count + value) / next), rating_count: next };
  }
  return { rating: clampRating((average * count - previous + value) / count), rating_count: count };
}

function clampRating(value: number): number {
  if (!Number.isFinite(value)) return MIN_RATING;
  return Math.min(MAX_RATING, Math.max(MIN_RATING, value));
}

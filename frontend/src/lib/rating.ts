export const DEFAULT_STAR_COUNT = 5;

/** A non-positive star count falls back to 5 and the rating is clamped to [0, stars] (spec section 5). */
export function normaliseRating(rating: number, stars: number = DEFAULT_STAR_COUNT): { value: number; stars: number } {
  const count = Number.isFinite(stars) && stars > 0 ? Math.floor(stars) : DEFAULT_STAR_COUNT;
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), count) : 0;
  return { value, stars: count };
}

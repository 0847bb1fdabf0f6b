export const DEFAULT_STAR_COUNT = 5;

/** A non-positive star count falls back to 5 and the rating is clamped to [0, stars] (spec section 5). */
export function normaliseRating(rating: number, stars: number = DEFAULT_STAR_COUNT): { value: number; stars: number } {
  const count = Number.isFinite(stars) && stars > 0 ? Math.floor(stars) : DEFAULT_STAR_COUNT;
  const value = Number.isFinite(rating) ? Math.min(Math.max(rating, 0), count) : 0;
  return { value, stars: count };
}

/** The values a rater can pick, one per star: 1 … stars. */
export function starValues(stars?: number): number[] {
  const count = normaliseRating(0, stars).stars;
  return Array.from({ length: count }, (_, index) => index + 1);
}

/** What a star button says to assistive technology. */
export function rateLabel(value: number, stars?: number): string {
  const normalised = normaliseRating(value, stars);
  return `Rate ${normalised.value} out of ${normalised.stars}`;
}

/**
 * How many stars an interactive widget fills: the one under the pointer (or keyboard focus) while previewing,
 * otherwise the rater's own choice, otherwise none; always within 0 … stars.
 */
export function shownStars(preview: number | null, chosen: number | null, stars?: number): number {
  return normaliseRating(preview ?? chosen ?? 0, stars).value;
}

/**
 * Where a key moves keyboard focus among the star buttons (the arrow keys one star, Home and End to the ends), or
 * null for a key the widget leaves alone. Focus never wraps past either end.
 */
export function starKeyTarget(key: string, current: number, stars?: number): number | null {
  const count = normaliseRating(0, stars).stars;
  const clamp = (value: number) => Math.min(Math.max(value, 1), count);
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(current + 1);
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(current - 1);
    case 'Home':
      return 1;
    case 'End':
      return count;
    default:
      return null;
  }
}

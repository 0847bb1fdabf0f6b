import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Whether `given` is the special price token (spec section 9: $400 "with a specific token"; BOOST_SPECIAL_TOKEN). Both
 * sides are hashed first, so the comparison takes the same time whatever the length or the first differing byte. No
 * configured token, or none given, means the default prices.
 */
export function isSpecialToken(given: string | undefined | null, configured: string | undefined): boolean {
  if (!configured || !given) return false;
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(configured));
}

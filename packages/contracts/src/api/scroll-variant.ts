// The visitor id and scroll-variant cookies (spec sections 6 and 9), without zod: the site reads them on every page, so
// this file keeps the site's first load free of the validation runtime (tracking-api.ts re-exports it).

/**
 * The anonymous visitor id (spec section 9: the user-id cookie, kept 10 years): 32 lowercase hex characters, made by
 * the API on the first session start and sent back by the browser with every later one, so a returning visitor keeps
 * one id across sessions. Anything else in the cookie is ignored and replaced.
 */
export const VISITOR_ID_COOKIE = 'user_id';
export const VISITOR_ID_PATTERN = /^[0-9a-f]{32}$/;
export function isVisitorId(value: unknown): value is string {
  return typeof value === 'string' && VISITOR_ID_PATTERN.test(value);
}

/**
 * How lists continue past their first page (spec sections 6 and 9: the scroll-variant cookie, kept 30 days), an A/B
 * test: `infinite` loads the next page as the reader nears the end, `button` waits for a "Show more gifts" press.
 */
export const scrollVariants = ['infinite', 'button'] as const;
export type ScrollVariant = (typeof scrollVariants)[number];
export const SCROLL_VARIANT_COOKIE = 'scroll_variant';
export function isScrollVariant(value: unknown): value is ScrollVariant {
  return typeof value === 'string' && (scrollVariants as readonly string[]).includes(value);
}

/**
 * A visitor's variant when nothing forces one: a hash of the visitor id (32-bit FNV-1a), its top bit 0 for `infinite`
 * and 1 for `button` (the low bits of FNV-1a are only the characters' parity), so about half the visitors get each and one visitor always gets the same one. The site and the API both
 * use it: the API names the variant of a first visit, whose visitor id it has only just made.
 */
export function scrollVariantFor(visitorId: string): ScrollVariant {
  let hash = 0x811c9dc5;
  for (let i = 0; i < visitorId.length; i += 1) {
    hash ^= visitorId.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 31 === 0 ? 'infinite' : 'button';
}

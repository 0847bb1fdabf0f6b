import { withOurAffiliateTag } from './affiliate-tag';
import { withScheme } from './advertising-plans';

/** Spec section 3: creative title at most 40 characters, content at most 250. */
export const CREATIVE_TITLE_MAX = 40;
export const CREATIVE_CONTENT_MAX = 250;
/** The largest price creatives.price (decimal(10,2)) holds. */
export const CREATIVE_PRICE_MAX = 99_999_999.99;
export const CREATIVE_LINK_MAX = 2000;

export const TITLE_REQUIRED = 'Please enter a title';
export const PRICE_TOO_HIGH = 'Please enter a price of at most 99999999.99';
export const LINK_INVALID = 'Please provide a link to a web page (http or https)';

/** Cut to `max` characters (code points, as Postgres counts them; a cut never splits an emoji's surrogate pair). */
export function cutTo(text: string, max: number): string {
  const characters = Array.from(text);
  return characters.length <= max ? text : characters.slice(0, max).join('');
}

/**
 * A price as advertisers type it (spec section 5: the price keeps only digits and dots): '$1,299.50' is 1299.50.
 * Null when nothing price-like is left ('', 'free', '1.2.3').
 */
export function cleanPrice(raw: string): number | null {
  const kept = raw.replace(/[^0-9.]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(kept)) return null;
  return Math.round(Number(kept) * 100) / 100;
}

/** A link as advertisers type it: http:// in front without a scheme, our affiliate tag in Amazon links (spec section 5). */
export const cleanLink = (raw: string): string => withOurAffiliateTag(withScheme(raw));

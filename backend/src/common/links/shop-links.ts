import { z } from 'zod';

/**
 * The rules of spec section 5 for what staff and advertisers type into a shop link and a price (creatives and
 * unlisted pages alike): the price keeps only digits and dots, a link without a scheme gets http://, and every Amazon
 * affiliate tag value in a link is replaced by a fixed tag (the caller's, which it takes from the catalogue).
 */

/** The largest price a decimal(10,2) column holds. */
export const PRICE_MAX = 99_999_999.99;
export const LINK_MAX = 2000;

export const PRICE_TOO_HIGH = 'Please enter a price of at most 99999999.99';
export const LINK_INVALID = 'Please provide a link to a web page (http or https)';

/** A price as it is typed (only digits and dots count): '$1,299.50' is 1299.50; null when nothing price-like is left ('', 'free', '1.2.3'). */
export function cleanPrice(raw: string): number | null {
  const kept = raw.replace(/[^0-9.]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(kept)) return null;
  return Math.round(Number(kept) * 100) / 100;
}

/**
 * A form's price field (text or a number) read by cleanPrice: `enterPrice` (the form's own words) when nothing
 * price-like is there, PRICE_TOO_HIGH above PRICE_MAX.
 */
export const priceField = (enterPrice: string) =>
  z.union([z.string(), z.number()], { error: enterPrice }).transform((raw, context) => {
    const price = cleanPrice(String(raw));
    if (price === null) {
      context.addIssue({ code: 'custom', message: enterPrice });
      return z.NEVER;
    }
    if (price > PRICE_MAX) {
      context.addIssue({ code: 'custom', message: PRICE_TOO_HIGH });
      return z.NEVER;
    }
    return price;
  });

/** A link as it is typed: http:// goes in front when there is no scheme; blank stays blank. */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}

/** Amazon's storefronts and their subdomains (www., smile. ...), on any of its country domains. */
const AMAZON_HOST = /^(?:[a-z0-9-]+\.)*amazon\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/i;

/**
 * The link with every Amazon affiliate tag value (`tag=`) replaced by `tag`. Only the values change: the rest of the
 * link keeps its exact text (no re-encoding of the query), a link without a tag gets none added here (the lists add
 * the visitor's regional tag when they show it), and links to other shops, or text that is no web address, are
 * returned as they are.
 */
export function withAffiliateTag(link: string, tag: string): string {
  const match = /^(https?:\/\/[^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(link);
  if (match === null || match[3] === undefined) return link;
  let host: string;
  try {
    host = new URL(link).hostname;
  } catch {
    return link;
  }
  if (!AMAZON_HOST.test(host)) return link;
  const query = match[3].replace(/([?&])tag=[^&]*/gi, `$1tag=${tag}`);
  return `${match[1]}${match[2]}${query}${match[4] ?? ''}`;
}

/** A shop link as it is typed: http:// in front without a scheme, `tag` in Amazon links. */
export const cleanShopLink = (raw: string, tag: string): string => withAffiliateTag(withScheme(raw), tag);

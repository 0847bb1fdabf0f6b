import { AMAZON_REGIONS } from '../../catalogue/catalogue.public';

/** The fixed tag advertisers' Amazon links carry (spec section 5): the catalogue's US tag. */
export const CREATIVE_AFFILIATE_TAG = AMAZON_REGIONS.us.tag;

/** Amazon's storefronts and their subdomains (www., smile. ...), on any of its country domains. */
const AMAZON_HOST = /^(?:[a-z0-9-]+\.)*amazon\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/i;

/**
 * An advertiser's link with every Amazon affiliate tag value (`tag=`) replaced by ours (spec section 5: affiliate
 * tag values in links are replaced by a fixed tag). Only the values change: the rest of the link keeps its exact text
 * (no re-encoding of the query), a link without a tag gets none added here (the lists add the visitor's regional tag
 * when they show it), and links to other shops, or text that is no web address, are returned as they are.
 */
export function withOurAffiliateTag(link: string): string {
  const match = /^(https?:\/\/[^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(link);
  if (match === null || match[3] === undefined) return link;
  let host: string;
  try {
    host = new URL(link).hostname;
  } catch {
    return link;
  }
  if (!AMAZON_HOST.test(host)) return link;
  const query = match[3].replace(/([?&])tag=[^&]*/gi, `$1tag=${CREATIVE_AFFILIATE_TAG}`);
  return `${match[1]}${match[2]}${query}${match[4] ?? ''}`;
}

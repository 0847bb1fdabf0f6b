import { AFFILIATE_PROGRAMS, AFFILIATE_SORT_CODES, type Country } from '@emberhold/contracts';

/** The fixed regional Amazon storefronts and affiliate tags (spec section 9), from the affiliate programs' definition. */
export const AMAZON_REGIONS: Readonly<Record<Country, { host: string; tag: string }>> = AFFILIATE_PROGRAMS;
export const UK_AFFILIATE_TAG = AMAZON_REGIONS.uk.tag;
export const CA_AFFILIATE_TAG = AMAZON_REGIONS.ca.tag;

/** Affiliate sort codes of spec section 9; week variants take 6 to 9. */
export const SORT_CODES = AFFILIATE_SORT_CODES;

export const SUBTAG_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export interface LinkContext {
  country: Country;
  sortCode: number;
  subtag?: string | undefined;
}

const AMAZON_HOST = /^(?:www\.)?amazon\.(?:com|co\.uk|ca)$/i;

/** Whether the link leads to an Amazon storefront (it gets one on every country's). Answered from the links known. */
export function isAmazonLink(link: string): boolean {
  return regionalLink(link, 'us') !== null;
}

/**
 * The outbound link a visitor gets: Amazon links move to the visitor's regional storefront with its fixed tag and
 * carry `ascsubtag=emb-<sort code>[-<subtag>]` so earnings reports attribute the click; other shops' links and
 * relative links are left as they are.
 */
export function affiliateLink(link: string, context: LinkContext): string {
  const regional = regionalLink(link, context.country);
  if (regional === null) return link;
  const subtag = context.subtag !== undefined && SUBTAG_PATTERN.test(context.subtag) ? `-${context.subtag}` : '';
  // The sort code and subtag are URL-safe by construction ([0-9] and SUBTAG_PATTERN), so no encoding is needed.
  return `${regional}${regional.includes('?') ? '&' : '?'}ascsubtag=emb-${context.sortCode}${subtag}`;
}

/** Regional storefront links by `${country} ${link}`: a page of posts rewrites the same few hundred links all day. */
const regionalLinks = new Map<string, string | null>();
const REGIONAL_LINKS_KEPT = 20_000;

/** The link on the country's storefront with its tag and without any ascsubtag, or null when it is not Amazon's. */
function regionalLink(link: string, country: Country): string | null {
  const key = `${country} ${link}`;
  const known = regionalLinks.get(key);
  if (known !== undefined) return known;
  const url = safeUrl(link);
  let regional: string | null = null;
  if (url !== null && AMAZON_HOST.test(url.hostname)) {
    const region = AMAZON_REGIONS[country];
    url.hostname = region.host;
    url.protocol = 'https:';
    url.searchParams.set('tag', region.tag);
    url.searchParams.delete('ascsubtag');
    regional = url.toString();
  }
  if (regionalLinks.size >= REGIONAL_LINKS_KEPT) regionalLinks.clear();
  regionalLinks.set(key, regional);
  return regional;
}

/** A banner's link for a country: the regional one when the banner has it, else the default. */
export function regionalBannerLink(banner: { link: string; ukLink: string | null; caLink: string | null }, country: Country): string {
  if (country === 'uk' && banner.ukLink) return banner.ukLink;
  if (country === 'ca' && banner.caLink) return banner.caLink;
  return banner.link;
}

function safeUrl(link: string): URL | null {
  if (!/^https?:\/\//i.test(link)) return null;
  try {
    return new URL(link);
  } catch {
    return null;
  }
}

import type { SiteCountry } from '../events/envelope';

/**
 * The retailer's affiliate programs (Amazon Associates, one per country) the site earns from, with the fixed tag the
 * site's own links carry in each (spec section 9) and the currency its reports are in. The one place these are defined.
 */
export const AFFILIATE_PROGRAMS = {
  us: { host: 'www.amazon.com', tag: 'emberhold-20', currency: 'USD', symbol: '$', name: 'Amazon.com' },
  uk: { host: 'www.amazon.co.uk', tag: 'emberhold-21', currency: 'GBP', symbol: '£', name: 'Amazon.co.uk' },
  ca: { host: 'www.amazon.ca', tag: 'emberhold0c-20', currency: 'CAD', symbol: 'CA$', name: 'Amazon.ca' },
} as const satisfies Record<SiteCountry, { host: string; tag: string; currency: string; symbol: string; name: string }>;

export type AffiliateProgram = keyof typeof AFFILIATE_PROGRAMS;
export const affiliatePrograms = Object.keys(AFFILIATE_PROGRAMS) as AffiliateProgram[];
export type AffiliateCurrency = (typeof AFFILIATE_PROGRAMS)[AffiliateProgram]['currency'];
export const affiliateCurrencies = ['USD', 'GBP', 'CAD'] as const satisfies readonly AffiliateCurrency[];

/** An Amazon tracking id (tag): letters, digits and hyphens, as the retailer issues them (`emberhold-20`). */
export const AFFILIATE_TAG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,62}[A-Za-z0-9]$/;

/** The program whose own tag this is, or null for a tag that is not one of the site's own. */
export function programOfSiteTag(tag: string): AffiliateProgram | null {
  return affiliatePrograms.find((program) => AFFILIATE_PROGRAMS[program].tag === tag) ?? null;
}

/**
 * The `ascsubtag` the site's outbound links carry: `emb-<sort code>` and, once the visit has one, `-<visit subtag>`
 * (see the catalogue's affiliate links and the tracking context's subtags). Parsed back from a report row's subtag.
 */
export function parseSiteSubtag(subtag: string): { sortCode: number; visitSubtag: string | null } | null {
  const match = /^emb-(\d{1,3})(?:-([A-Za-z0-9_]{1,64}))?$/.exec(subtag);
  if (!match) return null;
  return { sortCode: Number(match[1]), visitSubtag: match[2] ?? null };
}

/**
 * The sort code an outbound link carries per list sort (spec section 9), as the catalogue's links write it: the import
 * job maps a report row's sort code back to the clicks of the visit made from such a list. The four windowed score
 * sorts (the week variants) take 6-9, one code each, so a report row names which of them the click came from.
 */
export const AFFILIATE_SORT_CODES = {
  new: 1,
  high: 2,
  low: 3,
  random: 4,
  clicks_score_amazon_available: 5,
  popular: 5,
  clicks_all: 5,
  clicks_score_week: 6,
  clicks_score_month: 7,
  week_score: 8,
  earnings_score: 9,
  related: 10,
  instagram: 11,
} as const satisfies Readonly<Record<string, number>>;

/** The week variants (spec section 9: sort codes 6-9). */
export const WEEK_VARIANT_SORTS = ['clicks_score_week', 'clicks_score_month', 'week_score', 'earnings_score'] as const;

/** The sort code of a list sort's links, or undefined for a sort that has none. */
export function sortCodeOf(sort: string): number | undefined {
  return Object.hasOwn(AFFILIATE_SORT_CODES, sort) ? AFFILIATE_SORT_CODES[sort as keyof typeof AFFILIATE_SORT_CODES] : undefined;
}

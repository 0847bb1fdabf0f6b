import { listSortNames } from '@emberhold/contracts';

/** The countries with their own path prefix (/uk/..., /ca/...); the US has none. */
export const PREFIXED_COUNTRIES = ['uk', 'ca'] as const;
export type PrefixedCountry = (typeof PREFIXED_COUNTRIES)[number];


/** Index lists reachable at a fixed first segment, with their page titles. */
export const INDEX_LISTS: Record<string, string> = {
  new: 'Newest gifts',
  popular: 'Popular gifts',
  random: 'Random gifts',
  'all-time-popular': 'All-time popular gifts',
  over1k: 'Gifts over a thousand',
  wctr: 'Popular this week',
  mctr: 'Popular this month',
  'shop-instagram': 'Shop the Instagram gifts',
};

/** The sort each index list opens in (spec section 2); `home` is the root list. */
export const INDEX_DEFAULT_SORTS: Record<string, string> = {
  home: 'new',
  new: 'new',
  popular: 'clicks_score_amazon_available',
  random: 'random',
  'all-time-popular': 'clicks_all',
  wctr: 'clicks_score_week',
  mctr: 'clicks_score_month',
  'shop-instagram': 'instagram',
};

export const STATIC_PAGES: Record<string, { title: string; description: string }> = {
  about: { title: 'About', description: 'Who picks the gifts of Emberhold Gifts, and how.' },
  'privacy-policy': { title: 'Privacy policy', description: 'What Emberhold Gifts collects about visitors and why.' },
  'product-pitch-terms-and-conditions': {
    title: 'Product pitch terms and conditions',
    description: 'The terms for advertising a product on Emberhold Gifts.',
  },
  'product-pitch': {
    title: 'Pitch your product',
    description: 'Put your product in front of fans of The Emberhold Saga: plans, options and what advertisers say.',
  },
  aff: { title: 'Affiliates', description: 'Affiliate earnings and reports.' },
  contact: { title: 'Contact us', description: 'Questions, suggestions or a problem with the site: write to the Emberhold Gifts team.' },
  'submit-product': { title: 'Submit a product', description: 'Found a gift fans of The Emberhold Saga would love? Suggest it to our editors.' },
};

/**
 * First path segments that belong to the site itself (accounts, advertising, admin ...): never post slugs. Their
 * pages are private or personal, so they are served with the default head and kept out of search indexes.
 */
export const PRIVATE_SECTIONS = new Set([
  'wishlist',
  'login',
  'logout',
  'register',
  'forgot',
  'reset',
  'profile',
  'confirm-subscribe',
  'fail-social-login',
  'success-social-login',
  'boost-promo',
  'promo-setup',
  'admin',
  'unlisted-content',
]);

/** Old or malformed addresses the spec sends elsewhere (spec section 2, Redirects). */
const REDIRECTS: Record<string, string> = { search: '/', ssna: '/product-pitch', submit: '/product-pitch', '!': '/', '_=_': '/' };

export type SiteRoute =
  | { kind: 'index'; country?: PrefixedCountry; list: string | undefined; sort?: string; page?: number }
  | { kind: 'price-list'; country?: PrefixedCountry; sort?: string; page?: number }
  | { kind: 'gifts-landing'; country?: PrefixedCountry; sort?: string; page?: number }
  | { kind: 'gift-list'; country?: PrefixedCountry; parent?: string; list: string; sort?: string; page?: number }
  | { kind: 'post'; country?: PrefixedCountry; slug: string; boost?: boolean }
  | { kind: 'blog' }
  | { kind: 'blog-post'; slug: string }
  | { kind: 'giveaways'; page?: number }
  | { kind: 'giveaway'; slug: string }
  | { kind: 'search'; country?: PrefixedCountry; term: string }
  | { kind: 'static'; page: string; path: string }
  | { kind: 'private'; path: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

const NOT_FOUND: SiteRoute = { kind: 'not-found' };

function isSort(value: string | undefined): value is string {
  return value !== undefined && (listSortNames as readonly string[]).includes(value);
}

/** A page number of a URL: a positive integer without sign or leading zeros. */
function pageNumber(value: string | undefined): number | undefined {
  return value !== undefined && /^[1-9]\d{0,5}$/.test(value) ? Number(value) : undefined;
}

/** Reads the optional `sort/{sort}` and `page/{page}` tails of a list URL; undefined when anything else is left. */
function listTail(rest: string[], allowSort: boolean): { sort?: string; page?: number } | undefined {
  const tail: { sort?: string; page?: number } = {};
  let at = 0;
  if (allowSort && rest[at] === 'sort') {
    if (!isSort(rest[at + 1])) return undefined;
    tail.sort = rest[at + 1];
    at += 2;
  }
  if (rest[at] === 'page') {
    const page = pageNumber(rest[at + 1]);
    if (page === undefined) return undefined;
    tail.page = page;
    at += 2;
  }
  return at === rest.length ? tail : undefined;
}

/** A segment that still holds a template placeholder ({{slug}}, ${slug}, :slug) was built by a broken link. */
function isPlaceholder(segment: string): boolean {
  return /\{\{|\}\}|\$\{|^:/.test(segment);
}

/** Works out which page of the site a request path (without its query) asks for. */
export function parseSiteRoute(path: string): SiteRoute {
  let segments: string[];
  try {
    segments = path.split('/').filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment));
  } catch {
    return NOT_FOUND;
  }
  if (segments.some(isPlaceholder)) return { kind: 'redirect', location: '/' };

  let country: PrefixedCountry | undefined;
  if ((PREFIXED_COUNTRIES as readonly string[]).includes(segments[0] ?? '')) {
    country = segments.shift() as PrefixedCountry;
  }
  const [first, ...rest] = segments;
  const withCountry = <T extends object>(route: T): T & { country?: PrefixedCountry } => (country ? { ...route, country } : route);

  if (first === undefined) return withCountry({ kind: 'index', list: undefined });
  if (first === 'page') {
    const tail = listTail(segments, false);
    return tail ? withCountry({ kind: 'index', list: undefined, ...tail }) : NOT_FOUND;
  }
  if (first in INDEX_LISTS) {
    const tail = listTail(rest, false);
    return tail ? withCountry({ kind: 'index', list: first, ...tail }) : NOT_FOUND;
  }
  if (first === 'wishlisted-price') {
    const sort = isSort(rest[0]) ? rest.shift() : undefined;
    const tail = listTail(rest, false);
    return tail ? withCountry({ kind: 'price-list', ...(sort ? { sort } : {}), ...tail }) : NOT_FOUND;
  }
  if (first === 'gifts') return giftsRoute(rest, withCountry);
  if (first === 'search') {
    if (rest.length === 0) return { kind: 'redirect', location: country ? `/${country}/` : '/' };
    return rest.length === 1 ? withCountry({ kind: 'search', term: rest[0]! }) : NOT_FOUND;
  }
  if (country === undefined) {
    const route = sectionRoute(first, rest);
    if (route) return route;
  }
  if (first === '404' || first in STATIC_PAGES || PRIVATE_SECTIONS.has(first) || first in REDIRECTS) return NOT_FOUND;
  if (rest.length === 0) return withCountry({ kind: 'post', slug: first });
  if (rest.length === 1 && rest[0] === 'boost' && country === undefined) return { kind: 'post', slug: first, boost: true };
  return NOT_FOUND;
}

function giftsRoute(rest: string[], withCountry: <T extends object>(route: T) => T & { country?: PrefixedCountry }): SiteRoute {
  const [list, nested] = rest;
  if (list === undefined || list === 'sort' || list === 'page') {
    const tail = listTail(rest, true);
    return tail ? withCountry({ kind: 'gifts-landing', ...tail }) : NOT_FOUND;
  }
  if (nested === undefined || nested === 'sort' || nested === 'page') {
    const tail = listTail(rest.slice(1), true);
    return tail ? withCountry({ kind: 'gift-list', list, ...tail }) : NOT_FOUND;
  }
  const tail = listTail(rest.slice(2), true);
  return tail ? withCountry({ kind: 'gift-list', parent: list, list: nested, ...tail }) : NOT_FOUND;
}

/** Routes that exist only without a country prefix. */
function sectionRoute(first: string, rest: string[]): SiteRoute | undefined {
  const path = `/${[first, ...rest].map(encodeURIComponent).join('/')}`;
  if (first in REDIRECTS && rest.length === 0) return { kind: 'redirect', location: REDIRECTS[first]! };
  if (first === 'blog') {
    if (rest.length === 0) return { kind: 'blog' };
    return rest.length === 1 ? { kind: 'blog-post', slug: rest[0]! } : NOT_FOUND;
  }
  if (first === 'giveaways') {
    if (rest.length === 0) return { kind: 'giveaways' };
    const page = pageNumber(rest[0]);
    return rest.length === 1 && page !== undefined ? { kind: 'giveaways', page } : NOT_FOUND;
  }
  if (first === 'giveaway') return rest.length === 1 ? { kind: 'giveaway', slug: rest[0]! } : NOT_FOUND;
  if (first === 'product-pitch') return rest.length === 0 ? { kind: 'static', page: first, path } : { kind: 'private', path };
  if (first in STATIC_PAGES) return rest.length === 0 ? { kind: 'static', page: first, path } : NOT_FOUND;
  if (PRIVATE_SECTIONS.has(first)) return { kind: 'private', path };
  return undefined;
}

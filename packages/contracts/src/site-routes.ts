import type { Country } from './api/catalogue-api';

/**
 * The site's addresses (spec section 2), one table for the site's router and for the server that answers each address
 * with its status and head: the lists and the sort each opens in, the static pages, the sections that are not catalogue
 * pages, the redirects, which page a path names (parseSiteRoute), the path of a page (sitePath) and the patterns the
 * router matches (sitePatterns).
 *
 * It imports nothing at runtime, so the site reads this file itself (@emberhold/contracts/src/site-routes) instead of
 * the package index, which carries zod and the event schemas no page needs.
 */

/** Sorts a /sort/{sort} segment may name: every sort of the catalogue API (spec section 2). */
export const LIST_SORTS = [
  'new',
  'popular',
  'random',
  'high',
  'low',
  'clicks_score_amazon_available',
  'clicks_all',
  'clicks_score_week',
  'clicks_score_month',
  'instagram',
] as const;
export type ListSortName = (typeof LIST_SORTS)[number];

export function isListSort(value: string | undefined): value is ListSortName {
  return value !== undefined && (LIST_SORTS as readonly string[]).includes(value);
}

/** The US site lives at the root; only the other variants have a path prefix of their own: /uk/... and /ca/... */
export const DEFAULT_COUNTRY = 'us' satisfies Country;
export const PREFIXED_COUNTRIES = ['uk', 'ca'] as const satisfies readonly Country[];
export type PrefixedCountry = (typeof PREFIXED_COUNTRIES)[number];

function isPrefixedCountry(segment: string | undefined): segment is PrefixedCountry {
  return (PREFIXED_COUNTRIES as readonly (string | undefined)[]).includes(segment);
}

export function countryFromPath(pathname: string): Country {
  const first = pathname.split('/')[1];
  return isPrefixedCountry(first) ? first : DEFAULT_COUNTRY;
}

/** Prefixes an absolute site path with the country segment when the country has one. */
export function withCountry(path: string, country: Country): string {
  return country === DEFAULT_COUNTRY ? path : `/${country}${path}`;
}

/** Spec section 2: the sort each list opens in. */
export const DEFAULT_SORTS = {
  home: 'new',
  new: 'new',
  popular: 'clicks_score_amazon_available',
  random: 'random',
  allTimePopular: 'clicks_all',
  wctr: 'clicks_score_week',
  mctr: 'clicks_score_month',
  shopInstagram: 'instagram',
  giftsLanding: 'clicks_score_amazon_available',
  giftList: 'popular',
  wishlistedPrice: 'popular',
  // The spec does not show /over1k/'s sort ("not shown (sort)"): dearest first suits a list picked by its price.
  over1k: 'high',
} as const satisfies Record<string, ListSortName>;

/** The index lists: the first path segment of each (the home list has none) and the title of its page. */
export const INDEX_LISTS = {
  home: { segment: undefined, title: undefined },
  new: { segment: 'new', title: 'Newest gifts' },
  popular: { segment: 'popular', title: 'Popular gifts' },
  random: { segment: 'random', title: 'Random gifts' },
  allTimePopular: { segment: 'all-time-popular', title: 'All-time popular gifts' },
  // Gifts priced over a thousand in the visitor's currency (INDEX_LIST_PRICE_FLOORS), dearest first.
  over1k: { segment: 'over1k', title: 'Gifts over a thousand' },
  wctr: { segment: 'wctr', title: 'Popular this week' },
  mctr: { segment: 'mctr', title: 'Popular this month' },
  shopInstagram: { segment: 'shop-instagram', title: 'Shop the Instagram gifts' },
} as const satisfies Record<string, { segment: string | undefined; title: string | undefined }>;
export type IndexListName = keyof typeof INDEX_LISTS;

/**
 * The index lists that hold only posts from a price up, in the visitor's currency ($1,000, £1,000, C$1,000). The site
 * reads them from the gifts API with that minimum (GET /api/gifts/all/{sort}/{page}/?min=&country=, see
 * indexListApiPath), since the plain list API (/api/lists/{sort}/{page}/) has no price filter.
 */
export const INDEX_LIST_PRICE_FLOORS: Readonly<Partial<Record<IndexListName, number>>> = { over1k: 1000 };

/**
 * The API address of one page of an index list, as the site fetches it and the server preloads it (a page's head). The
 * random sort also carries the visitor's session seed, which only the site knows (`seed`).
 */
export function indexListApiPath(list: IndexListName, sort: ListSortName, page: number, country: Country, seed?: string): string {
  const floor = INDEX_LIST_PRICE_FLOORS[list];
  const query = new URLSearchParams(floor === undefined ? { country } : { min: String(floor), country });
  if (seed !== undefined && seed !== '') query.set('seed', seed);
  return floor === undefined ? `/api/lists/${sort}/${page}/?${query}` : `/api/gifts/all/${sort}/${page}/?${query}`;
}

/** The index lists the site shows: those with a sort to open in. */
export type ShownIndexList = IndexListName & keyof typeof DEFAULT_SORTS;

function isShown(list: IndexListName): list is ShownIndexList {
  return Object.hasOwn(DEFAULT_SORTS, list);
}

export const SHOWN_INDEX_LISTS = (Object.keys(INDEX_LISTS) as IndexListName[]).filter(isShown);

const INDEX_LIST_BY_SEGMENT: ReadonlyMap<string, IndexListName> = new Map(
  (Object.keys(INDEX_LISTS) as IndexListName[]).flatMap((list) => {
    const segment = INDEX_LISTS[list].segment;
    return segment === undefined ? [] : [[segment, list] as const];
  }),
);

export const STATIC_PAGES = {
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
  // The spec has an airline landing page and a simple static page but shows neither path. /airline/ is the page an
  // airline partner links its passengers to (in-flight magazine, seat-back screen): gifts to take on board or send home,
  // with a few that fit in a carry-on. The simple static page is /faq/: a plain page of text with no data behind it,
  // answering what visitors ask most, at the address they guess first.
  airline: {
    title: 'Gifts for the journey',
    description: 'Flying with our airline partner? Gifts from The Emberhold Saga to take on board or send home, and picks that fit in a carry-on.',
  },
  faq: { title: 'Questions and answers', description: 'How Emberhold Gifts picks its gifts, where you buy them and what the prices mean.' },
} as const satisfies Record<string, { title: string; description: string }>;
export type StaticPageName = keyof typeof STATIC_PAGES;

function isStaticPage(segment: string): segment is StaticPageName {
  return Object.hasOwn(STATIC_PAGES, segment);
}

/**
 * First path segments that belong to the site itself (accounts, advertising, admin ...): never post slugs. Their
 * pages are private or personal, so they are served with the default head and kept out of search indexes.
 */
export const PRIVATE_SECTIONS: ReadonlySet<string> = new Set([
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
  'promo-setup',
  'admin',
  'unlisted-content',
  'unsubscribe',
]);

/** Old or malformed one-segment addresses the spec sends elsewhere (spec section 2, Redirects). */
export const REDIRECTS: Readonly<Record<string, string>> = { search: '/', ssna: '/product-pitch', submit: '/product-pitch', '!': '/', '_=_': '/' };

function isRedirect(segment: string): boolean {
  return Object.hasOwn(REDIRECTS, segment);
}

export type SiteRoute =
  | { kind: 'index'; country?: PrefixedCountry; list: IndexListName; page?: number }
  | { kind: 'price-list'; country?: PrefixedCountry; sort?: ListSortName; page?: number }
  | { kind: 'gifts-landing'; country?: PrefixedCountry; sort?: ListSortName; page?: number }
  | { kind: 'gift-list'; country?: PrefixedCountry; parent?: string; list: string; sort?: ListSortName; page?: number }
  | { kind: 'post'; country?: PrefixedCountry; slug: string; boost?: undefined }
  // The boost purchase page exists only at the root (spec section 2: /{slug}/boost).
  | { kind: 'post'; country?: undefined; slug: string; boost: true }
  | { kind: 'blog' }
  | { kind: 'blog-post'; slug: string }
  | { kind: 'giveaways'; page?: number }
  | { kind: 'giveaway'; slug: string }
  // The public pages selling boosts (spec section 2): their prices, the free dates and the posts to boost, paged.
  | { kind: 'boost-promo'; page?: number }
  | { kind: 'search'; country?: PrefixedCountry; term: string }
  | { kind: 'static'; page: StaticPageName }
  | { kind: 'private'; path: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/** The routes that name a page (every one but a redirect). */
export type PageRoute = Exclude<SiteRoute, { kind: 'redirect' }>;

/** The routes of the lists, each with its sort and page. */
export type ListRoute = Extract<SiteRoute, { kind: 'index' | 'price-list' | 'gifts-landing' | 'gift-list' }>;

const NOT_FOUND: SiteRoute = { kind: 'not-found' };

/** A page number of a URL: a positive integer without sign or leading zeros. 1 when absent, null when it is no page number. */
export function parsePage(segment: string | undefined): number | null {
  if (segment === undefined) return 1;
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : null;
}

/** Reads the optional `sort/{sort}` and `page/{page}` tails of a list URL; undefined when anything else is left. */
function listTail(rest: string[], allowSort: boolean): { sort?: ListSortName; page?: number } | undefined {
  const tail: { sort?: ListSortName; page?: number } = {};
  let at = 0;
  if (allowSort && rest[at] === 'sort') {
    const sort = rest[at + 1];
    if (!isListSort(sort)) return undefined;
    tail.sort = sort;
    at += 2;
  }
  if (rest[at] === 'page') {
    const page = rest[at + 1] === undefined ? null : parsePage(rest[at + 1]);
    if (page === null) return undefined;
    tail.page = page;
    at += 2;
  }
  return at === rest.length ? tail : undefined;
}

/** A segment that still holds a template placeholder ({{slug}}, ${slug}, :slug) was built by a broken link. */
function isPlaceholder(segment: string): boolean {
  return /\{\{|\}\}|\$\{|^:/.test(segment);
}

/** The search term of `?s=` or `?search=` on a home page (spec section 2: the home screen's search redirect). */
function homeSearchTerm(search: string): string {
  const query = new URLSearchParams(search);
  return (query.get('s') ?? query.get('search') ?? '').trim();
}

/**
 * Works out which page of the site a path asks for. With the query (`search`, as in `?s=dragon`), a home page that
 * carries a search term is a redirect to the search page; without it, the home page itself.
 */
export function parseSiteRoute(path: string, search = ''): SiteRoute {
  let segments: string[];
  try {
    segments = path.split('/').filter((segment) => segment !== '').map((segment) => decodeURIComponent(segment));
  } catch {
    return NOT_FOUND;
  }
  if (segments.some(isPlaceholder)) return { kind: 'redirect', location: '/' };

  const country = isPrefixedCountry(segments[0]) ? (segments.shift() as PrefixedCountry) : undefined;
  const [first, ...rest] = segments;
  const localised = <T extends object>(route: T): T & { country?: PrefixedCountry } => (country ? { ...route, country } : route);

  if (first === undefined) {
    const term = homeSearchTerm(search);
    if (term) return { kind: 'redirect', location: sitePath(localised({ kind: 'search', term })) };
    return localised({ kind: 'index', list: 'home' });
  }
  if (first === 'page') {
    const tail = listTail(segments, false);
    return tail ? localised({ kind: 'index', list: 'home', ...tail }) : NOT_FOUND;
  }
  const indexList = INDEX_LIST_BY_SEGMENT.get(first);
  if (indexList !== undefined) {
    // No sort for an index list here (see sitePatterns).
    const tail = listTail(rest, false);
    return tail ? localised({ kind: 'index', list: indexList, ...tail }) : NOT_FOUND;
  }
  if (first === 'wishlisted-price') {
    const sort = isListSort(rest[0]) ? (rest.shift() as ListSortName) : undefined;
    const tail = listTail(rest, false);
    return tail ? localised({ kind: 'price-list', ...(sort ? { sort } : {}), ...tail }) : NOT_FOUND;
  }
  if (first === 'gifts') return giftsRoute(rest, localised);
  if (first === 'search') {
    if (rest.length === 0) return { kind: 'redirect', location: country ? `/${country}/` : '/' };
    return rest.length === 1 ? localised({ kind: 'search', term: rest[0]! }) : NOT_FOUND;
  }
  if (country === undefined) {
    const route = sectionRoute(first, rest);
    if (route) return route;
  }
  if (first === '404' || first === 'boost-promo' || isStaticPage(first) || PRIVATE_SECTIONS.has(first) || isRedirect(first)) return NOT_FOUND;
  if (rest.length === 0) return localised({ kind: 'post', slug: first });
  if (rest.length === 1 && rest[0] === 'boost' && country === undefined) return { kind: 'post', slug: first, boost: true };
  return NOT_FOUND;
}

function giftsRoute(rest: string[], localised: <T extends object>(route: T) => T & { country?: PrefixedCountry }): SiteRoute {
  const [list, nested] = rest;
  if (list === undefined || list === 'sort' || list === 'page') {
    const tail = listTail(rest, true);
    return tail ? localised({ kind: 'gifts-landing', ...tail }) : NOT_FOUND;
  }
  if (nested === undefined || nested === 'sort' || nested === 'page') {
    const tail = listTail(rest.slice(1), true);
    return tail ? localised({ kind: 'gift-list', list, ...tail }) : NOT_FOUND;
  }
  const tail = listTail(rest.slice(2), true);
  return tail ? localised({ kind: 'gift-list', parent: list, list: nested, ...tail }) : NOT_FOUND;
}

/** Routes that exist only without a country prefix. */
function sectionRoute(first: string, rest: string[]): SiteRoute | undefined {
  const path = `/${[first, ...rest].map(encodeURIComponent).join('/')}`;
  if (isRedirect(first) && rest.length === 0) return { kind: 'redirect', location: REDIRECTS[first]! };
  if (first === 'blog') {
    if (rest.length === 0) return { kind: 'blog' };
    return rest.length === 1 ? { kind: 'blog-post', slug: rest[0]! } : NOT_FOUND;
  }
  if (first === 'giveaways' || first === 'boost-promo') return numberedPage(first, rest);
  if (first === 'giveaway') return rest.length === 1 ? { kind: 'giveaway', slug: rest[0]! } : NOT_FOUND;
  // The advertising landing is a static page; the funnel and dashboards below it are private.
  if (first === 'product-pitch') return rest.length === 0 ? { kind: 'static', page: first } : { kind: 'private', path };
  if (isStaticPage(first)) return rest.length === 0 ? { kind: 'static', page: first } : NOT_FOUND;
  if (PRIVATE_SECTIONS.has(first)) return { kind: 'private', path };
  return undefined;
}

type NumberedPageRoute = Extract<SiteRoute, { kind: 'giveaways' | 'boost-promo' }>;

/** A section whose pages are numbered by a bare segment: /{section}/ and /{section}/{page}. */
function numberedPage(kind: NumberedPageRoute['kind'], rest: string[]): SiteRoute {
  if (rest.length === 0) return { kind };
  const page = parsePage(rest[0]);
  return rest.length === 1 && page !== null ? { kind, page } : NOT_FOUND;
}

/** Segments encoded for a URL, ending in a slash as the site's catalogue addresses do. */
function slashed(segments: Array<string | undefined>, tail: { sort?: string; page?: number } = {}): string {
  const parts = segments.filter((segment): segment is string => segment !== undefined);
  if (tail.sort) parts.push('sort', tail.sort);
  if (tail.page) parts.push('page', String(tail.page));
  return parts.length ? `/${parts.map(encodeURIComponent).join('/')}/` : '/';
}

/**
 * The path of a page, as the server names it in canonical URLs: the inverse of parseSiteRoute, which reads every route
 * it returns (a redirect excepted) back from that path unchanged. The sort and page a route carries are kept, even the
 * default sort and page 1; listPath leaves those out.
 */
export function sitePath(route: PageRoute): string {
  switch (route.kind) {
    case 'index':
      return slashed([route.country, INDEX_LISTS[route.list].segment], route);
    case 'price-list':
      return slashed([route.country, 'wishlisted-price', route.sort], { page: route.page });
    case 'gifts-landing':
      return slashed([route.country, 'gifts'], route);
    case 'gift-list':
      return slashed([route.country, 'gifts', route.parent, route.list], route);
    case 'post':
      return route.boost ? `/${encodeURIComponent(route.slug)}/boost` : slashed([route.country, route.slug]);
    case 'blog':
      return '/blog/';
    case 'blog-post':
      return `/blog/${encodeURIComponent(route.slug)}`;
    case 'giveaways':
    case 'boost-promo':
      return route.page ? `/${route.kind}/${route.page}` : `/${route.kind}/`;
    case 'giveaway':
      return `/giveaway/${encodeURIComponent(route.slug)}`;
    case 'search':
      return `${route.country ? `/${route.country}` : ''}/search/${encodeURIComponent(route.term)}`;
    case 'static':
      return route.page === 'product-pitch' ? '/product-pitch' : `/${route.page}/`;
    case 'private':
      return route.path;
    case 'not-found':
      return '/404/';
  }
}

/** The sort a list opens in; undefined for a list whose sort the spec does not show. */
export function defaultSortOf(route: ListRoute): ListSortName | undefined {
  switch (route.kind) {
    case 'index':
      return isShown(route.list) ? DEFAULT_SORTS[route.list] : undefined;
    case 'price-list':
      return DEFAULT_SORTS.wishlistedPrice;
    case 'gifts-landing':
      return DEFAULT_SORTS.giftsLanding;
    case 'gift-list':
      return DEFAULT_SORTS.giftList;
  }
}

/** The address the site links a list page by: its default sort and a first page are left out, so each has one address. */
export function listPath(route: ListRoute): string {
  const page = route.page !== undefined && route.page > 1 ? route.page : undefined;
  if (route.kind === 'index') return sitePath({ ...route, page });
  const sort = route.sort === defaultSortOf(route) ? undefined : route.sort;
  return sitePath({ ...route, sort, page });
}

/** A list at `base` with its /page/:page, /sort/:sort and /sort/:sort/page/:page variants, in the router's syntax. */
function listPatterns(base: string): string[] {
  return [`${base}/`, `${base}/page/:page`, `${base}/sort/:sort`, `${base}/sort/:sort/page/:page`];
}

/**
 * The patterns (react-router's `:param` syntax) the site's router matches the catalogue pages of one country by. They
 * name the pages parseSiteRoute reads from the same segments, with one difference: an index list also matches a
 * /sort/:sort tail and the site shows the list in that sort, while parseSiteRoute reads no sort for an index list, so
 * the server answers such an address 404 (spec section 2 gives every list a sort; the site links only to gift lists'
 * sorts).
 */
export function sitePatterns(country: Country) {
  const prefix = withCountry('', country);
  return {
    index: (list: ShownIndexList) => {
      const segment = INDEX_LISTS[list].segment;
      return listPatterns(segment === undefined ? prefix : `${prefix}/${segment}`);
    },
    giftsLanding: listPatterns(`${prefix}/gifts`),
    giftList: listPatterns(`${prefix}/gifts/:list`),
    nestedGiftList: listPatterns(`${prefix}/gifts/:parent/:list`),
    priceList: ['', '/:sort', '/page/:page', '/:sort/page/:page'].map((tail) => `${prefix}/wishlisted-price${tail}`),
    search: `${prefix}/search/:term`,
    post: `${prefix}/:slug`,
  };
}

/** The pages that exist only at the root (no country prefix), in the router's syntax. */
export const ROOT_PATTERNS = {
  blog: '/blog',
  blogPost: '/blog/:slug',
  giveaways: '/giveaways',
  giveawaysPage: '/giveaways/:page',
  giveaway: '/giveaway/:slug',
  notFound: '/404',
  boost: '/:slug/boost',
  boostPromo: '/boost-promo',
  boostPromoPage: '/boost-promo/:page',
  staticPage: (page: StaticPageName) => `/${page}`,
};

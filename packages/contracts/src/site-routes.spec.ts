import {
  countryFromPath,
  DEFAULT_SORTS,
  INDEX_LISTS,
  indexListApiPath,
  isListSort,
  listPath,
  parsePage,
  parseSiteRoute,
  PREFIXED_COUNTRIES,
  PRIVATE_SECTIONS,
  REDIRECTS,
  ROOT_PATTERNS,
  SHOWN_INDEX_LISTS,
  sitePath,
  sitePatterns,
  STATIC_PAGES,
  withCountry,
  type PageRoute,
} from './site-routes';

/** Where an address sends the visitor, or null when it is a page of its own. */
function redirectOf(path: string, search = ''): string | null {
  const route = parseSiteRoute(path, search);
  return route.kind === 'redirect' ? route.location : null;
}

describe('reading a site address', () => {
  it('reads a single segment as a post, with or without a country prefix', () => {
    expect(parseSiteRoute('/dragon-mug/')).toEqual({ kind: 'post', slug: 'dragon-mug' });
    expect(parseSiteRoute('/uk/dragon-mug/')).toEqual({ kind: 'post', slug: 'dragon-mug', country: 'uk' });
    expect(parseSiteRoute('/dragon-mug/boost')).toEqual({ kind: 'post', slug: 'dragon-mug', boost: true });
    expect(parseSiteRoute('/uk/dragon-mug/boost').kind).toBe('not-found');
  });

  it('never looks up a reserved site section as a post', () => {
    for (const path of ['/login/', '/wishlist/', '/admin/approve/', '/product-pitch/dashboard/', '/profile']) {
      expect(parseSiteRoute(path).kind).toBe('private');
    }
    expect(parseSiteRoute('/about/')).toEqual({ kind: 'static', page: 'about' });
    expect(parseSiteRoute('/404/').kind).toBe('not-found');
    expect(parseSiteRoute('/uk/login/').kind).toBe('not-found');
    expect(parseSiteRoute('/uk/boost-promo/').kind).toBe('not-found');
  });

  it('reads index lists with their page variants', () => {
    expect(parseSiteRoute('/')).toEqual({ kind: 'index', list: 'home' });
    expect(parseSiteRoute('/ca/page/3')).toEqual({ kind: 'index', list: 'home', page: 3, country: 'ca' });
    expect(parseSiteRoute('/popular/page/2/')).toEqual({ kind: 'index', list: 'popular', page: 2 });
    expect(parseSiteRoute('/all-time-popular/')).toEqual({ kind: 'index', list: 'allTimePopular' });
    expect(parseSiteRoute('/new/page/0/').kind).toBe('not-found');
    expect(parseSiteRoute('/new/sort/low/').kind).toBe('not-found');
  });

  it('reads gift lists, nested ones and their sort and page variants', () => {
    expect(parseSiteRoute('/gifts/')).toEqual({ kind: 'gifts-landing' });
    expect(parseSiteRoute('/gifts/sort/high/page/2')).toEqual({ kind: 'gifts-landing', sort: 'high', page: 2 });
    expect(parseSiteRoute('/gifts/mugs/')).toEqual({ kind: 'gift-list', list: 'mugs' });
    expect(parseSiteRoute('/uk/gifts/house/mugs/sort/low/page/4/')).toEqual({
      kind: 'gift-list',
      country: 'uk',
      parent: 'house',
      list: 'mugs',
      sort: 'low',
      page: 4,
    });
    expect(parseSiteRoute('/gifts/mugs/sort/sideways/').kind).toBe('not-found');
    expect(parseSiteRoute('/gifts/a/b/c/').kind).toBe('not-found');
  });

  it('reads the price list with its optional sort and page', () => {
    expect(parseSiteRoute('/wishlisted-price/')).toEqual({ kind: 'price-list' });
    expect(parseSiteRoute('/ca/wishlisted-price/low/page/2/')).toEqual({ kind: 'price-list', country: 'ca', sort: 'low', page: 2 });
    expect(parseSiteRoute('/wishlisted-price/sideways/').kind).toBe('not-found');
    expect(parseSiteRoute('/wishlisted-price/sort/low/').kind).toBe('not-found');
  });

  it('reads content pages', () => {
    expect(parseSiteRoute('/blog/')).toEqual({ kind: 'blog' });
    expect(parseSiteRoute('/blog/winter-gifts')).toEqual({ kind: 'blog-post', slug: 'winter-gifts' });
    expect(parseSiteRoute('/giveaways/2')).toEqual({ kind: 'giveaways', page: 2 });
    expect(parseSiteRoute('/giveaway/dragon-egg')).toEqual({ kind: 'giveaway', slug: 'dragon-egg' });
    expect(parseSiteRoute('/boost-promo/')).toEqual({ kind: 'boost-promo' });
    expect(parseSiteRoute('/boost-promo/2')).toEqual({ kind: 'boost-promo', page: 2 });
    expect(parseSiteRoute('/boost-promo/2/boost').kind).toBe('not-found');
    expect(parseSiteRoute('/search/dragon%20mug')).toEqual({ kind: 'search', term: 'dragon mug' });
    expect(parseSiteRoute('/uk/blog/winter-gifts').kind).toBe('not-found');
  });

  it('serves the contact and submit-product pages and the community account pages, never as posts', () => {
    expect(parseSiteRoute('/contact/')).toEqual({ kind: 'static', page: 'contact' });
    expect(parseSiteRoute('/submit-product/')).toEqual({ kind: 'static', page: 'submit-product' });
    expect(parseSiteRoute('/contact/extra').kind).toBe('not-found');
    expect(parseSiteRoute('/uk/contact/').kind).toBe('not-found');
    expect(parseSiteRoute('/confirm-subscribe/abc123/')).toEqual({ kind: 'private', path: '/confirm-subscribe/abc123' });
    expect(parseSiteRoute('/success-social-login').kind).toBe('private');
    expect(parseSiteRoute('/fail-social-login').kind).toBe('private');
  });

  it('treats an undecodable address as not found', () => {
    expect(parseSiteRoute('/%E0%A4%A/').kind).toBe('not-found');
  });

  it('reads no page of its own from the names objects inherit', () => {
    for (const name of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      expect(parseSiteRoute(`/${name}/`)).toEqual({ kind: 'post', slug: name });
    }
  });
});

describe('page numbers', () => {
  it('accepts only positive whole numbers of up to six digits, without sign or leading zeros', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage('7')).toBe(7);
    expect(parsePage('999999')).toBe(999999);
    for (const bad of ['0', '01', '-1', '+2', '1.5', '1234567', 'x', '']) expect(parsePage(bad)).toBeNull();
  });

  it('answers a list or giveaways address with a bad page number 404', () => {
    for (const path of ['/page/0/', '/popular/page/01/', '/gifts/page/x/', '/gifts/mugs/sort/low/page/1234567/', '/wishlisted-price/page/-1/', '/new/page/', '/giveaways/0', '/boost-promo/0', '/boost-promo/x']) {
      expect([path, parseSiteRoute(path).kind]).toEqual([path, 'not-found']);
    }
  });
});

describe('country prefixes', () => {
  it('reads uk and ca from the first path segment', () => {
    expect(countryFromPath('/uk/')).toBe('uk');
    expect(countryFromPath('/ca/popular/page/2/')).toBe('ca');
    expect(PREFIXED_COUNTRIES).toEqual(['uk', 'ca']);
  });

  it('treats every other path as the US site', () => {
    expect(countryFromPath('/')).toBe('us');
    expect(countryFromPath('/ukulele-of-the-seven-hearths/')).toBe('us');
    expect(parseSiteRoute('/us/new/')).toEqual({ kind: 'not-found' });
  });

  it('prefixes links only for non-US variants', () => {
    expect(withCountry('/new/', 'us')).toBe('/new/');
    expect(withCountry('/new/', 'uk')).toBe('/uk/new/');
  });

  it('keeps the country of every catalogue page, and has the content pages only at the root', () => {
    expect(parseSiteRoute('/ca/gifts/')).toEqual({ kind: 'gifts-landing', country: 'ca' });
    expect(parseSiteRoute('/uk/search/cloak')).toEqual({ kind: 'search', term: 'cloak', country: 'uk' });
    expect(parseSiteRoute('/ca/wctr/')).toEqual({ kind: 'index', list: 'wctr', country: 'ca' });
    for (const path of ['/uk/giveaway/dragon-egg', '/ca/about/', '/uk/product-pitch', '/uk/ssna/']) {
      expect([path, parseSiteRoute(path).kind]).toEqual([path, 'not-found']);
    }
  });
});

describe('redirects', () => {
  it('sends /search/, /!/ and /_=_/ home, and a country’s /search/ to its home', () => {
    expect(redirectOf('/search/')).toBe('/');
    expect(redirectOf('/search')).toBe('/');
    expect(redirectOf('/!/')).toBe('/');
    expect(redirectOf('/_=_/')).toBe('/');
    expect(redirectOf('/uk/search/')).toBe('/uk/');
  });

  it('sends /ssna/ and /submit/ to the product pitch', () => {
    expect(redirectOf('/ssna/')).toBe('/product-pitch');
    expect(redirectOf('/submit/')).toBe('/product-pitch');
    expect(Object.keys(REDIRECTS).sort()).toEqual(['!', '_=_', 'search', 'ssna', 'submit']);
  });

  it('sends an unresolved template placeholder path home', () => {
    expect(redirectOf('/{{post.slug}}/')).toBe('/');
    expect(redirectOf('/%7B%7Bslug%7D%7D/')).toBe('/');
    expect(redirectOf('/uk/%7b%7bslug%7d%7d')).toBe('/');
    expect(redirectOf('/gifts/%24%7Bslug%7D/')).toBe('/');
    expect(redirectOf('/:slug/')).toBe('/');
  });

  it('turns a search query on the home page into the search URL, keeping the country', () => {
    expect(redirectOf('/', '?s=dragon mug')).toBe('/search/dragon%20mug');
    expect(redirectOf('/uk/', '?search=cloak')).toBe('/uk/search/cloak');
    expect(redirectOf('/', '?s=')).toBeNull();
    expect(redirectOf('/', '?s=%20%20')).toBeNull();
  });

  it('leaves every other page alone', () => {
    expect(redirectOf('/')).toBeNull();
    expect(redirectOf('/search/dragon')).toBeNull();
    expect(redirectOf('/gifts/', '?s=x')).toBeNull();
    expect(redirectOf('/page/2/', '?s=x')).toBeNull();
  });
});

describe('building a site address', () => {
  const routes: PageRoute[] = [
    { kind: 'index', list: 'home' },
    { kind: 'index', list: 'home', page: 2, country: 'uk' },
    ...(Object.keys(INDEX_LISTS) as (keyof typeof INDEX_LISTS)[]).map((list): PageRoute => ({ kind: 'index', list, page: 3 })),
    { kind: 'price-list' },
    { kind: 'price-list', country: 'ca', sort: 'high', page: 2 },
    { kind: 'gifts-landing' },
    { kind: 'gifts-landing', country: 'uk', sort: 'clicks_score_amazon_available', page: 1 },
    { kind: 'gift-list', list: 'mugs' },
    { kind: 'gift-list', country: 'ca', parent: 'house', list: 'mugs', sort: 'low', page: 4 },
    { kind: 'gift-list', list: 'café & mugs' },
    { kind: 'post', slug: 'dragon-mug' },
    { kind: 'post', slug: 'dragon-mug', country: 'uk' },
    { kind: 'post', slug: 'dragon-mug', boost: true },
    { kind: 'blog' },
    { kind: 'blog-post', slug: 'winter-gifts' },
    { kind: 'giveaways' },
    { kind: 'giveaways', page: 2 },
    { kind: 'giveaway', slug: 'dragon-egg' },
    { kind: 'boost-promo' },
    { kind: 'boost-promo', page: 3 },
    { kind: 'search', term: 'dragon mug' },
    { kind: 'search', term: 'a/b?c', country: 'ca' },
    ...(Object.keys(STATIC_PAGES) as (keyof typeof STATIC_PAGES)[]).map((page): PageRoute => ({ kind: 'static', page })),
    ...[...PRIVATE_SECTIONS].map((section): PageRoute => ({ kind: 'private', path: `/${section}` })),
    { kind: 'private', path: '/product-pitch/payment/x1012' },
    { kind: 'private', path: '/wishlist/42/list/7' },
    { kind: 'not-found' },
  ];

  it.each(routes.map((route): [string, PageRoute] => [sitePath(route), route]))('reads %s back as the route it was built from', (path, route) => {
    expect(parseSiteRoute(path)).toEqual(route);
  });

  it('names pages as their canonical URLs do', () => {
    expect(sitePath({ kind: 'index', list: 'home' })).toBe('/');
    expect(sitePath({ kind: 'index', list: 'popular', page: 3, country: 'uk' })).toBe('/uk/popular/page/3/');
    expect(sitePath({ kind: 'gift-list', parent: 'house', list: 'mugs', sort: 'low', page: 2, country: 'uk' })).toBe('/uk/gifts/house/mugs/sort/low/page/2/');
    expect(sitePath({ kind: 'price-list', sort: 'low', page: 2 })).toBe('/wishlisted-price/low/page/2/');
    expect(sitePath({ kind: 'post', slug: 'dragon-mug', boost: true })).toBe('/dragon-mug/boost');
    expect(sitePath({ kind: 'blog-post', slug: 'winter gifts' })).toBe('/blog/winter%20gifts');
    expect(sitePath({ kind: 'static', page: 'product-pitch' })).toBe('/product-pitch');
    expect(sitePath({ kind: 'static', page: 'about' })).toBe('/about/');
    expect(sitePath({ kind: 'not-found' })).toBe('/404/');
    expect(sitePath({ kind: 'boost-promo' })).toBe('/boost-promo/');
    expect(sitePath({ kind: 'boost-promo', page: 2 })).toBe('/boost-promo/2');
  });
});

describe('list addresses the site links to', () => {
  it('uses the default sorts of the spec', () => {
    expect(DEFAULT_SORTS.home).toBe('new');
    expect(DEFAULT_SORTS.popular).toBe('clicks_score_amazon_available');
    expect(DEFAULT_SORTS.giftList).toBe('popular');
    expect(DEFAULT_SORTS.giftsLanding).toBe('clicks_score_amazon_available');
    expect(DEFAULT_SORTS.random).toBe('random');
    expect(DEFAULT_SORTS.allTimePopular).toBe('clicks_all');
    expect(DEFAULT_SORTS.wctr).toBe('clicks_score_week');
    expect(DEFAULT_SORTS.mctr).toBe('clicks_score_month');
    expect(DEFAULT_SORTS.shopInstagram).toBe('instagram');
    expect(DEFAULT_SORTS.over1k).toBe('high');
    expect(SHOWN_INDEX_LISTS).toContain('over1k');
  });

  it('reads the over-a-thousand list from the gifts API with its price floor, the others from the list API', () => {
    expect(indexListApiPath('over1k', 'high', 2, 'uk')).toBe('/api/gifts/all/high/2/?min=1000&country=uk');
    expect(indexListApiPath('popular', 'clicks_score_amazon_available', 3, 'uk')).toBe('/api/lists/clicks_score_amazon_available/3/?country=uk');
    expect(indexListApiPath('random', 'random', 1, 'us', 'abc')).toBe('/api/lists/random/1/?country=us&seed=abc');
    expect(parseSiteRoute('/ca/over1k/page/2/')).toEqual({ kind: 'index', list: 'over1k', country: 'ca', page: 2 });
  });

  it('builds page and sort URLs, leaving the default sort out', () => {
    expect(listPath({ kind: 'gift-list', list: 'dragons', sort: 'popular', page: 1 })).toBe('/gifts/dragons/');
    expect(listPath({ kind: 'gift-list', list: 'dragons', sort: 'low', page: 3 })).toBe('/gifts/dragons/sort/low/page/3/');
    expect(listPath({ kind: 'index', list: 'home', page: 2 })).toBe('/page/2/');
    expect(listPath({ kind: 'gifts-landing', sort: 'clicks_score_amazon_available' })).toBe('/gifts/');
    expect(listPath({ kind: 'gifts-landing', sort: 'popular' })).toBe('/gifts/sort/popular/');
    expect(listPath({ kind: 'gift-list', parent: 'house', list: 'mugs', sort: 'clicks_score_amazon_available', country: 'uk' })).toBe(
      '/uk/gifts/house/mugs/sort/clicks_score_amazon_available/',
    );
  });

  it('accepts only known sorts', () => {
    expect(isListSort('clicks_all')).toBe(true);
    expect(isListSort('cheapest')).toBe(false);
    expect(isListSort(undefined)).toBe(false);
  });
});

describe('router patterns', () => {
  /** Fills a pattern's params in, as a visitor's address would. */
  function fill(pattern: string, params: Record<string, string>): string {
    return pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? name);
  }
  const params = { list: 'mugs', parent: 'house', sort: 'low', page: '2', term: 'cloak', slug: 'dragon-mug' };

  it('name the same catalogue pages for the site as for the server, in every country', () => {
    for (const country of ['us', 'uk', 'ca'] as const) {
      const patterns = sitePatterns(country);
      const kinds = (list: string[]) => list.map((pattern) => parseSiteRoute(fill(pattern, params)).kind);
      expect(kinds(patterns.giftsLanding)).toEqual(['gifts-landing', 'gifts-landing', 'gifts-landing', 'gifts-landing']);
      expect(kinds([...patterns.giftList, ...patterns.nestedGiftList]).every((kind) => kind === 'gift-list')).toBe(true);
      expect(kinds(patterns.priceList).every((kind) => kind === 'price-list')).toBe(true);
      expect(parseSiteRoute(fill(patterns.search, params))).toEqual(parseSiteRoute(withCountry('/search/cloak', country)));
      expect(parseSiteRoute(fill(patterns.post, params)).kind).toBe('post');
      for (const list of SHOWN_INDEX_LISTS) {
        const [first, paged, sorted] = patterns.index(list).map((pattern) => fill(pattern, params));
        expect(parseSiteRoute(first!)).toEqual(parseSiteRoute(withCountry(sitePath({ kind: 'index', list }), country)));
        expect(parseSiteRoute(paged!)).toMatchObject({ kind: 'index', list, page: 2 });
        // The one difference (sitePatterns): the site shows an index list in any sort; the server reads none.
        expect(parseSiteRoute(sorted!).kind).toBe('not-found');
      }
    }
  });

  it('name the root-only pages as the server reads them', () => {
    expect(parseSiteRoute(fill(ROOT_PATTERNS.blogPost, params))).toEqual({ kind: 'blog-post', slug: 'dragon-mug' });
    expect(parseSiteRoute(fill(ROOT_PATTERNS.giveawaysPage, params))).toEqual({ kind: 'giveaways', page: 2 });
    expect(parseSiteRoute(fill(ROOT_PATTERNS.boost, params))).toEqual({ kind: 'post', slug: 'dragon-mug', boost: true });
    expect(parseSiteRoute(ROOT_PATTERNS.boostPromo)).toEqual({ kind: 'boost-promo' });
    expect(parseSiteRoute(fill(ROOT_PATTERNS.boostPromoPage, params))).toEqual({ kind: 'boost-promo', page: 2 });
    expect(parseSiteRoute(ROOT_PATTERNS.notFound).kind).toBe('not-found');
    for (const page of Object.keys(STATIC_PAGES) as (keyof typeof STATIC_PAGES)[]) {
      expect(parseSiteRoute(ROOT_PATTERNS.staticPage(page))).toEqual({ kind: 'static', page });
    }
  });
});

import { parseSiteRoute } from './site-route';

describe('reading a site address', () => {
  it('reads a single segment as a post, with or without a country prefix', () => {
    expect(parseSiteRoute('/dragon-mug/')).toEqual({ kind: 'post', slug: 'dragon-mug' });
    expect(parseSiteRoute('/uk/dragon-mug/')).toEqual({ kind: 'post', slug: 'dragon-mug', country: 'uk' });
    expect(parseSiteRoute('/dragon-mug/boost')).toEqual({ kind: 'post', slug: 'dragon-mug', boost: true });
  });

  it('never looks up a reserved site section as a post', () => {
    for (const path of ['/login/', '/wishlist/', '/admin/approve/', '/product-pitch/dashboard/', '/profile']) {
      expect(parseSiteRoute(path).kind).toBe('private');
    }
    expect(parseSiteRoute('/about/')).toEqual({ kind: 'static', page: 'about', path: '/about' });
    expect(parseSiteRoute('/404/').kind).toBe('not-found');
    expect(parseSiteRoute('/uk/login/').kind).toBe('not-found');
  });

  it('reads index lists with their page variants', () => {
    expect(parseSiteRoute('/')).toEqual({ kind: 'index', list: undefined });
    expect(parseSiteRoute('/ca/page/3')).toEqual({ kind: 'index', list: undefined, page: 3, country: 'ca' });
    expect(parseSiteRoute('/popular/page/2/')).toEqual({ kind: 'index', list: 'popular', page: 2 });
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

  it('reads content pages', () => {
    expect(parseSiteRoute('/blog/')).toEqual({ kind: 'blog' });
    expect(parseSiteRoute('/blog/winter-gifts')).toEqual({ kind: 'blog-post', slug: 'winter-gifts' });
    expect(parseSiteRoute('/giveaways/2')).toEqual({ kind: 'giveaways', page: 2 });
    expect(parseSiteRoute('/giveaway/dragon-egg')).toEqual({ kind: 'giveaway', slug: 'dragon-egg' });
    expect(parseSiteRoute('/search/dragon%20mug')).toEqual({ kind: 'search', term: 'dragon mug' });
  });

  it('serves the contact and submit-product pages and the community account pages, never as posts', () => {
    expect(parseSiteRoute('/contact/')).toEqual({ kind: 'static', page: 'contact', path: '/contact' });
    expect(parseSiteRoute('/submit-product/')).toEqual({ kind: 'static', page: 'submit-product', path: '/submit-product' });
    expect(parseSiteRoute('/contact/extra').kind).toBe('not-found');
    expect(parseSiteRoute('/uk/contact/').kind).toBe('not-found');
    expect(parseSiteRoute('/confirm-subscribe/abc123/')).toEqual({ kind: 'private', path: '/confirm-subscribe/abc123' });
    expect(parseSiteRoute('/success-social-login').kind).toBe('private');
    expect(parseSiteRoute('/fail-social-login').kind).toBe('private');
  });

  it('sends the spec redirects and broken template links to their targets', () => {
    expect(parseSiteRoute('/search/')).toEqual({ kind: 'redirect', location: '/' });
    expect(parseSiteRoute('/ssna/')).toEqual({ kind: 'redirect', location: '/product-pitch' });
    expect(parseSiteRoute('/submit/')).toEqual({ kind: 'redirect', location: '/product-pitch' });
    expect(parseSiteRoute('/_=_/')).toEqual({ kind: 'redirect', location: '/' });
    expect(parseSiteRoute('/%7B%7Bslug%7D%7D/')).toEqual({ kind: 'redirect', location: '/' });
  });

  it('treats an undecodable address as not found', () => {
    expect(parseSiteRoute('/%E0%A4%A/').kind).toBe('not-found');
  });
});

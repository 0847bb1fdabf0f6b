import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { apiForThisFile } from './api-under-test.test-support';

const builtSite = join(__dirname, '..', '..', 'frontend', 'dist', 'index.html');

interface Head {
  title: string | undefined;
  description: string | undefined;
  canonical: string | undefined;
  robots: string | undefined;
  og: Record<string, string>;
  jsonLd: unknown[];
}

function unescape(value: string): string {
  return value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
}

/** Reads the head the way a crawler without JavaScript does: from the HTML as served. */
function readHead(html: string): Head {
  const og: Record<string, string> = {};
  for (const [, property, content] of html.matchAll(/<meta property="([^"]+)" content="([^"]*)">/g)) og[property!] = unescape(content!);
  const attribute = (pattern: RegExp) => {
    const match = pattern.exec(html)?.[1];
    return match === undefined ? undefined : unescape(match);
  };
  return {
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)">/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)">/),
    robots: attribute(/<meta name="robots" content="([^"]*)">/),
    og,
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(([, json]) => JSON.parse(json!)),
  };
}

/**
 * The API read a page starts with: preloaded with the shell, or (with the site's server renderer built) none, the page
 * carrying what it was rendered from (server-rendered-pages.spec).
 */
function firstReads(html: string, preloaded: string[]): string[] {
  return html.includes('data-ssr="hydrate"') ? [] : preloaded;
}

describe('site pages as a crawler sees them', () => {
  const origin = 'http://gifts.test:8080';

  beforeAll(() => {
    if (!existsSync(builtSite)) {
      throw new Error(`${builtSite} is missing: the site pages need the built frontend; run "npm run build -w frontend" first`);
    }
  });

  const product = apiForThisFile({ mode: 'embedded', env: { PUBLIC_URL: origin } });

  async function get(url: string) {
    const response = await product.app.inject({ method: 'GET', url, headers: { host: 'gifts.test:8080' } });
    return { status: response.statusCode, headers: response.headers, head: readHead(response.body), body: response.body };
  }

  async function ratedPost() {
    const post = await product.infrastructure.prisma.post.findFirst({
      where: { status: 'published', type: 'post', ratingCount: { gt: 0 }, price: { not: null }, image: { not: null } },
      orderBy: { id: 'asc' },
    });
    expect(post).not.toBeNull();
    return post!;
  }

  it('gives a post page its title, description, canonical URL, product Open Graph tags and Product structured data', async () => {
    const post = await ratedPost();
    const page = await get(`/${post.slug}/`);
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    // The site's root, with the page rendered into it when the server renderer is built (server-rendered-pages.spec).
    expect(page.body).toContain('<div id="root"');
    expect(page.head.title).toBe(`${post.title} | Emberhold Gifts`);
    expect(page.head.description).toBe(post.content.length <= 160 ? post.content : `${post.content.slice(0, 157).trimEnd()}...`);
    expect(page.head.canonical).toBe(`${origin}/${post.slug}/`);
    expect(page.head.robots).toBeUndefined();
    expect(page.head.og).toMatchObject({
      'og:type': 'product',
      'og:title': `${post.title} | Emberhold Gifts`,
      'og:url': `${origin}/${post.slug}/`,
      'og:image': new URL(post.image!, origin).toString(),
    });
    expect(page.head.og['og:image']).toMatch(/^https?:\/\//);

    expect(page.head.jsonLd).toHaveLength(1);
    expect(page.head.jsonLd[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: post.title,
      image: [new URL(post.image!, origin).toString()],
      offers: { '@type': 'Offer', price: Number(post.price).toFixed(2), priceCurrency: 'USD' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: Math.round(post.rating * 10) / 10, reviewCount: post.ratingCount },
    });
  });

  it('leaves the aggregate rating out of the structured data of a post nobody has rated', async () => {
    const post = await product.infrastructure.prisma.post.findFirst({ where: { status: 'published', type: 'post' }, orderBy: { id: 'desc' } });
    await product.infrastructure.prisma.post.update({ where: { id: post!.id }, data: { slug: `${post!.slug}-unrated`, ratingCount: 0 } });
    const page = await get(`/${post!.slug}-unrated/`);
    expect(page.status).toBe(200);
    expect(page.head.jsonLd[0]).not.toHaveProperty('aggregateRating');
  });

  it('keeps the country prefix in the canonical URL of a regional post page', async () => {
    const post = await ratedPost();
    const page = await get(`/uk/${post.slug}/`);
    expect(page.status).toBe(200);
    expect(page.head.canonical).toBe(`${origin}/uk/${post.slug}/`);
    expect(page.head.jsonLd[0]).toMatchObject({ offers: { priceCurrency: 'USD' } });
  });

  it('answers an unknown post with a 404 and the noindexed not-found page in the same shell', async () => {
    const page = await get('/no-such-gift-in-the-realm/');
    expect(page.status).toBe(404);
    expect(page.body).toContain('<div id="root"');
    expect(page.body).toMatch(/<script type="module"[^>]* src="\/assets\//);
    expect(page.head.title).toBe('Page not found | Emberhold Gifts');
    expect(page.head.robots).toBe('noindex');
    expect(page.head.canonical).toBe(`${origin}/404/`);
    expect(page.head.jsonLd).toEqual([]);
  });

  it('never reads a reserved site section as a post slug', async () => {
    const post = await ratedPost();
    await product.infrastructure.prisma.post.update({ where: { id: post.id }, data: { slug: 'login' } });
    try {
      const page = await get('/login/');
      expect(page.status).toBe(200);
      expect(page.head.jsonLd).toEqual([]);
      expect(page.head.robots).toBe('noindex');
    } finally {
      await product.infrastructure.prisma.post.update({ where: { id: post.id }, data: { slug: post.slug } });
    }
  });

  it('serves a real gift list, its nested address and its uk variant, each canonical to itself', async () => {
    const nested = await product.infrastructure.prisma.category.findFirst({ where: { parentSlug: { not: null } }, orderBy: { id: 'asc' } });
    expect(nested).not.toBeNull();
    const path = `/gifts/${nested!.parentSlug}/${nested!.slug}/`;
    const page = await get(path);
    expect(page.status).toBe(200);
    expect(page.head.title).toBe(`${nested!.name} | Emberhold Gifts`);
    expect(page.head.canonical).toBe(`${origin}${path}`);
    expect(page.head.og['og:url']).toBe(`${origin}${path}`);

    const regional = await get(`/uk${path}sort/low/page/2`);
    expect(regional.status).toBe(200);
    expect(regional.head.canonical).toBe(`${origin}/uk${path}sort/low/page/2/`);
    expect(regional.head.title).toContain(nested!.name);

    const top = await product.infrastructure.prisma.category.findFirst({ where: { parentSlug: null }, orderBy: { id: 'asc' } });
    const topPage = await get(`/gifts/${top!.slug}/`);
    expect(topPage.status).toBe(200);
    expect(topPage.head.canonical).toBe(`${origin}/gifts/${top!.slug}/`);
  });

  it('answers an unknown gift list, or a list under the wrong parent, with a 404', async () => {
    expect((await get('/gifts/no-such-guide/')).status).toBe(404);
    const nested = await product.infrastructure.prisma.category.findFirst({ where: { parentSlug: { not: null } } });
    const wrong = await get(`/gifts/not-its-parent/${nested!.slug}/`);
    expect(wrong.status).toBe(404);
    expect(wrong.head.robots).toBe('noindex');
    const unknownNested = await get(`/gifts/${nested!.parentSlug}/not-a-guide/`);
    expect(unknownNested.status).toBe(404);
    expect(unknownNested.head.title).toBe('Page not found | Emberhold Gifts');
    expect((await get(`/uk/gifts/${nested!.parentSlug}/not-a-guide/sort/low/`)).status).toBe(404);
    expect((await get('/ca/gifts/not-a-guide/')).status).toBe(404);
  });

  it('serves a published blog post and answers an unknown one with a 404', async () => {
    const blogPost = await product.infrastructure.prisma.blogPost.findFirst({ where: { status: 'published' } });
    expect(blogPost).not.toBeNull();
    const page = await get(`/blog/${blogPost!.slug}`);
    expect(page.status).toBe(200);
    expect(page.head.title).toBe(`${blogPost!.title} | Emberhold Gifts`);
    expect(page.head.canonical).toBe(`${origin}/blog/${blogPost!.slug}`);
    expect(page.head.og['og:type']).toBe('article');

    const missing = await get('/blog/no-such-story');
    expect(missing.status).toBe(404);
    expect(missing.head.robots).toBe('noindex');
  });

  it('serves a giveaway and answers an unknown one with a 404', async () => {
    const giveaway = await product.infrastructure.prisma.giveaway.findFirst();
    expect((await get(`/giveaway/${giveaway!.slug}`)).status).toBe(200);
    expect((await get('/giveaway/no-such-prize')).status).toBe(404);
  });

  it('gives index lists and their page variants their own canonical URLs', async () => {
    const home = await get('/');
    expect(home.status).toBe(200);
    expect(home.head.canonical).toBe(`${origin}/`);
    expect((await get('/ca/')).head.canonical).toBe(`${origin}/ca/`);
    const popular = await get('/uk/popular/page/3/');
    expect(popular.status).toBe(200);
    expect(popular.head.canonical).toBe(`${origin}/uk/popular/page/3/`);
    expect(popular.head.title).toBe('Popular gifts (page 3) | Emberhold Gifts');
    expect((await get('/new/page/zero/')).status).toBe(404);
  });

  it('serves the gifts-over-a-thousand list in every country, and preloads its first page from the gifts API with its floor', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]*)" as="fetch" crossorigin="anonymous">/g)].map(([, href]) => unescape(href!));
    const over1k = await get('/over1k/');
    expect(over1k.status).toBe(200);
    expect(over1k.head.title).toBe('Gifts over a thousand | Emberhold Gifts');
    expect(over1k.head.canonical).toBe(`${origin}/over1k/`);
    expect(preloads(over1k.body)).toEqual(firstReads(over1k.body, ['/api/gifts/all/high/1/?min=1000&country=us']));
    const uk = await get('/uk/over1k/page/2/');
    expect(uk.status).toBe(200);
    expect(uk.head.title).toBe('Gifts over a thousand (page 2) | Emberhold Gifts');
    expect(uk.head.canonical).toBe(`${origin}/uk/over1k/page/2/`);
    expect((await get('/ca/over1k/')).status).toBe(200);
    const api = await get('/api/gifts/all/high/1/?min=1000&country=us');
    expect(api.status).toBe(200);
  });

  it('serves the airline landing page and the questions-and-answers page with their own heads, at the root only', async () => {
    const airline = await get('/airline/');
    expect(airline.status).toBe(200);
    expect(airline.head.title).toBe('Gifts for the journey | Emberhold Gifts');
    expect(airline.head.description).toContain('carry-on');
    expect(airline.head.canonical).toBe(`${origin}/airline/`);
    const faq = await get('/faq/');
    expect(faq.status).toBe(200);
    expect(faq.head.title).toBe('Questions and answers | Emberhold Gifts');
    expect(faq.head.canonical).toBe(`${origin}/faq/`);
    expect((await get('/uk/airline/')).status).toBe(404);
  });

  it('serves the boost promo pages with their own head, canonical to themselves, and preloads their posts', async () => {
    const first = await get('/boost-promo/');
    expect(first.status).toBe(200);
    expect(first.head.title).toBe('Boost a post | Emberhold Gifts');
    expect(first.head.description).toContain('boost prices');
    expect(first.head.canonical).toBe(`${origin}/boost-promo/`);
    expect(first.head.robots).toBeUndefined();
    const second = await get('/boost-promo/2');
    expect(second.status).toBe(200);
    expect(second.head.title).toBe('Boost a post (page 2) | Emberhold Gifts');
    expect(second.head.canonical).toBe(`${origin}/boost-promo/2`);
    expect(second.body).toContain('<link rel="preload" href="/api/lists/new/2/?country=us" as="fetch" crossorigin="anonymous">');
    expect((await get('/boost-promo/0')).status).toBe(404);
    expect((await get('/uk/boost-promo/')).status).toBe(404);
  });

  it('starts fetching the first page of an index list with the page itself, never the seeded random one', async () => {
    const preloads = (html: string) => [...html.matchAll(/<link rel="preload" href="([^"]*)" as="fetch" crossorigin="anonymous">/g)].map(([, href]) => href);
    const home = (await get('/')).body;
    expect(preloads(home)).toEqual(firstReads(home, ['/api/lists/new/1/?country=us']));
    const popular = (await get('/uk/popular/page/3/')).body;
    expect(preloads(popular)).toEqual(firstReads(popular, ['/api/lists/clicks_score_amazon_available/3/?country=uk']));
    expect(preloads((await get('/random/')).body)).toEqual([]);
    // What is preloaded is what the API serves.
    const api = await get('/api/lists/new/1/?country=us');
    expect(api.status).toBe(200);
    expect(JSON.parse(api.body).posts.length).toBeGreaterThan(0);
  });

  it('redirects the addresses the spec sends elsewhere', async () => {
    const ssna = await get('/ssna/');
    expect(ssna.status).toBe(301);
    expect(ssna.headers.location).toBe('/product-pitch');
    const search = await get('/search/?s=dragon');
    expect(search.status).toBe(301);
    expect(search.headers.location).toBe('/?s=dragon');
    // Where that leads: the home page's search term goes to its results (the search form without script).
    const home = await get('/?s=dragon%20mug');
    expect(home.status).toBe(301);
    expect(home.headers.location).toBe('/search/dragon%20mug');
    expect((await get('/?s=')).status).toBe(200);
  });
});

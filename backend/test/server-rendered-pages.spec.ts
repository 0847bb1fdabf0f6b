import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { apiForThisFile } from './api-under-test.test-support';

/** The built site and its server renderer (npm run build -w frontend), or a build made elsewhere (EMBERHOLD_SITE_DIST). */
const siteDist = process.env.EMBERHOLD_SITE_DIST ?? join(__dirname, '..', '..', 'frontend', 'dist');
const serverEntry = join(process.env.EMBERHOLD_SITE_SERVER_DIST ?? `${siteDist}-server`, 'entry-server.cjs');

function unescape(value: string): string {
  return value
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCharCode(parseInt(code, 16)))
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** What a visitor without JavaScript gets: the root element's HTML as served, and the text in it. */
function rootOf(html: string): { html: string; text: string } {
  const start = html.indexOf('<div id="root"');
  const end = html.indexOf('</body>');
  expect(start).toBeGreaterThan(0);
  const root = html.slice(start, end);
  const text = unescape(root.replace(/<script[\s\S]*?<\/script>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  return { html: root, text };
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map(([, href]) => unescape(href!));
}

describe('server-rendered pages, as a visitor without JavaScript reads them', () => {
  beforeAll(() => {
    if (!existsSync(serverEntry)) {
      throw new Error(`${serverEntry} is missing: these pages need the site's server renderer; run "npm run build -w frontend" first`);
    }
  });

  const product = apiForThisFile({ mode: 'embedded' });

  async function page(url: string, cookie?: string) {
    const response = await product.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    return { status: response.statusCode, body: response.body, ...rootOf(response.body) };
  }

  async function api<T>(url: string): Promise<T> {
    return (await product.app.inject({ method: 'GET', url })).json() as T;
  }

  interface ApiPost {
    title: string;
    slug: string;
    image: string;
    link: string;
    price: number | null;
    rating: number;
    rating_count: number;
  }

  it('renders the home page with the first page of the newest gifts as cards linking to their pages, and hands the data over', async () => {
    const { posts } = await api<{ posts: ApiPost[] }>('/api/lists/new/1/?country=us');
    expect(posts.length).toBeGreaterThan(4);
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('data-ssr="hydrate"');
    expect(home.text).toContain('Fresh from the forge');
    for (const post of posts) expect(home.text).toContain(post.title);
    const links = hrefs(home.html);
    for (const post of posts.slice(0, 5)) expect(links).toContain(`/${post.slug}/`);
    // The cards' data goes with the page, so the browser does not ask for it again.
    const state = /<script type="application\/json" id="emberhold-query-state">([^<]*)<\/script>/.exec(home.body)?.[1];
    expect(state).toBeDefined();
    const queries = (JSON.parse(state!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
    expect(queries.map((q) => q.queryKey)).toContainEqual(['post-list', 'lists:new:us:1', 1]);
  });

  it('renders the first page of an index list, a sorted page and a regional list', async () => {
    const popular = await api<{ posts: ApiPost[] }>('/api/lists/popular/1/?country=us');
    expect((await page('/popular/')).text).toContain(popular.posts[0]!.title);
    const second = await api<{ posts: ApiPost[] }>('/api/lists/new/2/?country=uk');
    const regional = await page('/uk/new/page/2/');
    expect(regional.status).toBe(200);
    for (const post of second.posts) expect(regional.text).toContain(post.title);
    expect(hrefs(regional.html)).toContain(`/uk/${second.posts[0]!.slug}/`);
  });

  it('links every list page to the next (and a later page to the previous) for visitors without scripts', async () => {
    const home = await page('/');
    expect(home.html).toMatch(/<noscript>.*href="\/page\/2\/" rel="next"/s);
    const second = await page('/popular/page/2/');
    expect(second.html).toMatch(/<noscript>.*href="\/popular\/" rel="prev".*href="\/popular\/page\/3\/" rel="next"/s);
    const guide = await page('/gifts/sort/low/');
    expect(guide.html).toMatch(/<noscript>.*href="\/gifts\/sort\/low\/page\/2\/" rel="next"/s);
    // Each of those pages exists and shows its own cards.
    const next = await page('/popular/page/3/');
    expect(next.status).toBe(200);
    const { posts } = await api<{ posts: ApiPost[] }>('/api/lists/clicks_score_amazon_available/3/?country=us');
    for (const post of posts) expect(next.text).toContain(post.title);
  });

  it('renders the random list in the order of the visitor’s session seed, and leaves it to the browser without one', async () => {
    const seed = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
    const { posts } = await api<{ posts: ApiPost[] }>(`/api/lists/random/1/?country=us&seed=${seed}`);
    const seeded = await page('/random/', `session_id=${seed}`);
    const at = posts.slice(0, 3).map((post) => seeded.html.indexOf(`href="/${post.slug}/"`));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    const unseeded = await page('/random/');
    expect(unseeded.status).toBe(200);
    expect(unseeded.text).toContain('A roll of the dragon dice');
    expect(unseeded.text).not.toContain(posts[0]!.title);
  });

  it('renders a gift guide, a nested guide and the guides landing with their first cards', async () => {
    const nested = await product.infrastructure.prisma.category.findFirst({ where: { parentSlug: { not: null } }, include: { parent: true } });
    expect(nested).not.toBeNull();
    const guide = await api<{ posts: ApiPost[]; category: { name: string } }>(`/api/gifts/${nested!.slug}/popular/1/?country=us&parent_list=${nested!.parent!.slug}`);
    const rendered = await page(`/gifts/${nested!.parent!.slug}/${nested!.slug}/`);
    expect(rendered.status).toBe(200);
    expect(rendered.text).toContain(guide.category.name);
    for (const post of guide.posts) expect(rendered.text).toContain(post.title);
    const landing = await api<{ posts: ApiPost[] }>('/api/gifts/all/clicks_score_amazon_available/1/?country=us');
    const gifts = await page('/gifts/');
    for (const post of landing.posts) expect(gifts.text).toContain(post.title);
  });

  it('hands a gift guide’s first page over once: each of its posts is in the page’s query state one time', async () => {
    const guide = await product.infrastructure.prisma.category.findFirst({ where: { parentSlug: null }, orderBy: { id: 'asc' } });
    expect(guide).not.toBeNull();
    for (const [url, read] of [
      [`/gifts/${guide!.slug}/`, `/api/gifts/${guide!.slug}/popular/1/?country=us`],
      ['/gifts/', '/api/gifts/all/clicks_score_amazon_available/1/?country=us'],
    ] as const) {
      const { posts } = await api<{ posts: ApiPost[] }>(read);
      expect(posts.length).toBeGreaterThan(0);
      const rendered = await page(url);
      expect(rendered.status).toBe(200);
      const state = /<script type="application\/json" id="emberhold-query-state">([^<]*)<\/script>/.exec(rendered.body)?.[1];
      expect(state).toBeDefined();
      // Every post the page's queries hold (the editorial feature aside: it may be one of the list's too), by slug.
      const held = new Map<string, number>();
      const visit = (value: unknown): void => {
        if (Array.isArray(value)) value.forEach(visit);
        else if (value !== null && typeof value === 'object') {
          const record = value as Record<string, unknown>;
          if (typeof record.slug === 'string' && typeof record.title === 'string' && 'link' in record) held.set(record.slug, (held.get(record.slug) ?? 0) + 1);
          Object.values(record).forEach(visit);
        }
      };
      const queries = (JSON.parse(state!) as { queries: { queryKey: unknown[]; state: { data: unknown } }[] }).queries;
      for (const query of queries.filter((q) => q.queryKey[0] !== 'featured')) visit(query.state.data);
      expect({ url, held: posts.map((post) => [post.slug, held.get(post.slug)]) }).toEqual({ url, held: posts.map((post) => [post.slug, 1]) });
      for (const post of posts) expect(rendered.text).toContain(post.title);
    }
  });

  it('renders the price page and a search with their first cards', async () => {
    const price = await api<{ posts: ApiPost[] }>('/api/gifts/all/low/1/?country=us');
    const priced = await page('/wishlisted-price/');
    expect(priced.status).toBe(200);
    expect(priced.text).toContain('Gifts by price');
    expect(price.posts.length).toBeGreaterThan(0);
    const word = price.posts[0]!.title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? 'dragon';
    const found = await api<{ posts: ApiPost[] }>(`/api/search/${encodeURIComponent(word)}/1?country=us`);
    expect(found.posts.length).toBeGreaterThan(0);
    const search = await page(`/search/${encodeURIComponent(word)}`);
    expect(search.status).toBe(200);
    for (const post of found.posts) expect(search.text).toContain(post.title);
  });

  it('searches without JavaScript: the search form sends the term to the country’s home page, which redirects to the results', async () => {
    const guides = await page('/uk/gifts/');
    const form = /<form [^>]*role="search"[^>]*>/.exec(guides.html)?.[0] ?? '';
    expect(/ action="([^"]*)"/.exec(form)?.[1]).toBe('/uk/');
    expect(/<input [^>]*name="s"/.test(guides.html)).toBe(true);
    const { posts } = await api<{ posts: ApiPost[] }>('/api/gifts/all/low/1/?country=uk');
    const word = posts[0]!.title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? 'dragon';
    // What a browser sends for the form: GET {action}?s={term}.
    const submitted = await product.app.inject({ method: 'GET', url: `/uk/?s=${encodeURIComponent(word)}` });
    expect([301, 302, 303, 307, 308]).toContain(submitted.statusCode);
    const location = String(submitted.headers.location);
    expect(location).toMatch(new RegExp(`^/uk/search/${encodeURIComponent(word)}/?$`));
    const results = await page(location);
    expect(results.status).toBe(200);
    const found = await api<{ posts: ApiPost[] }>(`/api/search/${encodeURIComponent(word)}/1?country=uk`);
    expect(found.posts.length).toBeGreaterThan(0);
    for (const post of found.posts) expect(results.text).toContain(post.title);
  });

  it('renders a product page with its title, image, price, rating, description and buy link', async () => {
    const row = await product.infrastructure.prisma.post.findFirst({
      where: { status: 'published', type: 'post', nsfw: false, ratingCount: { gt: 0 }, price: { not: null }, image: { not: null } },
      orderBy: { id: 'asc' },
    });
    expect(row).not.toBeNull();
    const { post } = await api<{ post: ApiPost & { content: string } }>(`/api/posts/${row!.slug}/?country=us`);
    const rendered = await page(`/${row!.slug}/`);
    expect(rendered.status).toBe(200);
    expect(rendered.html).toMatch(new RegExp(`<h1[^>]*>${post.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/&/g, '&amp;').replace(/'/g, '&#x27;')}</h1>`));
    expect(rendered.html).toContain(`src="${post.image}"`);
    const shownPrice = /data-testid="post-price"[^>]*>([^<]+)</.exec(rendered.html)?.[1];
    expect(shownPrice).toContain(post.price!.toFixed(2).replace(/\.00$/, ''));
    expect(hrefs(rendered.html)).toContain(post.link);
    expect(rendered.text).toContain(`${post.rating_count}`);
    const firstWords = post.content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 40);
    expect(rendered.text).toContain(unescape(firstWords));
  });

  it('renders a lazily loaded part of a page whole, the first time the renderer meets it and every time after', async () => {
    const giveaway = await product.infrastructure.prisma.giveaway.findFirst({ where: { endsAt: { gt: new Date() } }, orderBy: { id: 'asc' } });
    expect(giveaway).not.toBeNull();
    // Before any other test opens a giveaway: the first render meets the entry's lazily loaded code for the first time.
    // A cookie the page reads makes each render the visitor's own, so every request here is a render, not a kept page.
    for (const cookie of ['nsfw=1', 'nsfw=1', 'nsfw=1']) {
      const rendered = await page(`/giveaway/${giveaway!.slug}`, cookie);
      expect(rendered.status).toBe(200);
      expect(rendered.html).toContain('data-giveaway-entry="open"');
      expect(rendered.text).toContain('Enter giveaway');
      // No part given up to the browser: that would show its placeholder until the script has run.
      expect(rendered.html).not.toContain('<!--$!-->');
    }
  });

  it('renders the blog, a blog post’s article, the giveaways and a static page', async () => {
    const blogPost = await product.infrastructure.prisma.blogPost.findFirst({ where: { status: 'published' }, orderBy: { id: 'asc' } });
    expect(blogPost).not.toBeNull();
    const blog = await page('/blog');
    expect(blog.status).toBe(200);
    expect(blog.text).toContain(blogPost!.title);
    const article = await page(`/blog/${blogPost!.slug}`);
    expect(article.status).toBe(200);
    const words = blogPost!.content.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 40);
    expect(article.text).toContain(unescape(words));
    const giveaway = await product.infrastructure.prisma.giveaway.findFirst({ orderBy: { id: 'asc' } });
    expect(giveaway).not.toBeNull();
    expect((await page('/giveaways')).text).toContain(giveaway!.title);
    expect((await page(`/giveaway/${giveaway!.slug}`)).text).toContain(giveaway!.title);
    expect((await page('/about/')).text).toMatch(/about/i);
  });

  it('answers a missing post, guide and blog post with 404 and the rendered not-found page', async () => {
    for (const url of ['/no-such-gift-in-the-realm/', '/gifts/no-such-guide/', '/blog/no-such-story']) {
      const missing = await page(url);
      expect(missing.status).toBe(404);
      expect(missing.text).toMatch(/not found|nowhere/i);
      // Rendered for a 404 address, so the browser renders its page anew rather than hydrating.
      expect(missing.html).not.toContain('data-ssr="hydrate"');
    }
  });

  it('leaves private pages as the shell the browser renders', async () => {
    const login = await page('/login/');
    expect(login.status).toBe(200);
    expect(login.html.startsWith('<div id="root"></div>')).toBe(true);
  });

  it('renders a page once for every visitor who has picked nothing, a visitor with a variant afresh, and again after a purge', async () => {
    /** When the server rendered the page it sent: a page served from the rendered-page cache keeps its first render's. */
    const renderedAt = (body: string) => {
      const state = /<script type="application\/json" id="emberhold-query-state">([\s\S]*?)<\/script>/.exec(body)?.[1];
      expect(state).toBeDefined();
      return (JSON.parse(state!) as { renderedAt: number }).renderedAt;
    };
    /** Until the clock has moved past `time`, so a fresh render cannot share its millisecond. */
    const after = (time: number) => {
      while (Date.now() <= time) {
        // The next millisecond is at most one away.
      }
    };
    const first = renderedAt((await page('/gifts/')).body);
    after(first);
    expect(renderedAt((await page('/gifts/')).body)).toBe(first);
    // Logged in: the render is of public data either way, so the login cookies do not make the page the visitor's own.
    expect(renderedAt((await page('/gifts/', 'emberhold_session=abc; emberhold_csrf=def')).body)).toBe(first);
    // A visitor who shows mature gifts (or holds any cookie the page may read) gets a page of their own.
    const own = renderedAt((await page('/gifts/', 'nsfw=1')).body);
    expect(own).toBeGreaterThan(first);

    const admin = await product.registerAdmin('ssr-purger');
    after(own);
    expect((await admin.post('/api/user/dev_purge/', { urls: ['/gifts/'] })).statusCode).toBe(200);
    expect(renderedAt((await page('/gifts/')).body)).toBeGreaterThan(first);
  });

  it('sends a shared page compressed in the encoding the browser takes best, the same page in each', async () => {
    const plain = await product.app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toContain('data-ssr="hydrate"');
    const decoders = { br: brotliDecompressSync, gzip: gunzipSync } as const;
    for (const [accept, encoding] of [['gzip, deflate, br, zstd', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0.5, gzip', 'gzip']] as const) {
      const response = await product.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(decoders[encoding](response.rawPayload).toString('utf8')).toBe(plain.body);
    }
    // A page of the visitor's own is compressed on its way out, as every other answer.
    const own = await product.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip', cookie: 'nsfw=1' } });
    expect(own.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(own.rawPayload).toString('utf8')).toContain('data-ssr="hydrate"');
    // A missing page is kept too, still with its 404.
    const missing = await product.app.inject({ method: 'GET', url: '/no-such-gift-at-all/', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(brotliDecompressSync(missing.rawPayload).toString('utf8')).toMatch(/not found|nowhere/i);
  });
});

import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type BrowserContext, type Page } from 'playwright-core';
import { pageAtRest } from '../support/page-states';
import { siteForThisFile, type PageErrors } from '../support/site-under-test';

interface ListedPost {
  id: number;
  slug: string;
  title: string;
  price: number;
}

const SEEDED_POSTS = 120;
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * The visitor's first journey, against the product as a user starts it in the embedded mode (one process, data in
 * a fresh directory, seeded on first start) and a real Chromium: the home page lists the newest seeded gifts, a
 * card opens its post page, and an unknown address shows the not-found page.
 */
describe('the home page journey in a browser', () => {
  const site = siteForThisFile({ posts: SEEDED_POSTS });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit());
  });

  afterEach(async () => {
    await context.close();
    // An uncaught exception in the page fails the test even when what it asserted still rendered.
    expect(errors.pageErrors).toEqual([]);
  });

  async function newestPosts(): Promise<ListedPost[]> {
    const response = await fetch(`${site.origin}/api/lists/new/1/`);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { posts: ListedPost[] };
    expect(body.posts.length).toBeGreaterThan(0);
    return body.posts;
  }

  it('shows the newest seeded posts in the order the API lists them, each with its title', async () => {
    const posts = await newestPosts();
    await page.goto('/');
    const cards = page.locator('article[data-post-id]');
    await cards.first().waitFor();

    const shownIds = await cards.evaluateAll((elements) => elements.map((element) => Number(element.getAttribute('data-post-id'))));
    expect(shownIds).toEqual(posts.map((post) => post.id));
    for (const post of posts) {
      const heading = page.locator(`article[data-post-id="${post.id}"] h2`);
      expect(await heading.textContent()).toBe(post.title);
      expect(await heading.isVisible()).toBe(true);
    }
    expect(await page.title()).toContain('Emberhold Gifts');
  });

  it('arrives with the first page of the list in its HTML, and never asks for it again', async () => {
    const [first] = await newestPosts();
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/lists/new/1/') listRequests.push(request.url());
    });
    const consoleWarnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') consoleWarnings.push(message.text());
    });
    const response = await page.goto('/');
    // Rendered on the server: the cards are in the HTML as it arrives, before any script has run.
    expect(await response!.text()).toContain(`href="/${first!.slug}/"`);
    await page.locator('article[data-post-id]').first().waitFor();
    // Loaded, and the work after the list's first render (its effects, the requests they start) done: a request for
    // the list would have been sent by now.
    await page.waitForLoadState('load');
    await pageAtRest(page);
    // The page came with the data it was rendered from: no request for it, and no preload left unused.
    expect(listRequests).toEqual([]);
    expect(consoleWarnings.filter((text) => text.includes('preload'))).toEqual([]);
  });

  it('opens the post page with its title and price when a card is clicked', async () => {
    const [, post] = await newestPosts();
    await page.goto('/');
    await page.locator(`article[data-post-id="${post!.id}"]`).click();

    await page.waitForURL(`${site.origin}/${post!.slug}/`);
    const article = page.locator(`article[data-post-id="${post!.id}"]`);
    await article.locator('h1').waitFor();
    expect(await article.locator('h1').textContent()).toBe(post!.title);
    expect(await article.getByText(usd.format(post!.price), { exact: true }).isVisible()).toBe(true);
    expect(await page.title()).toBe(`${post!.title} | Emberhold Gifts`);
  });

  it('shows the not-found page for the address of a post that does not exist', async () => {
    await page.goto('/no-such-gift-in-the-realm/');
    const heading = page.getByRole('heading', { name: 'This path leads nowhere' });
    await heading.waitFor();
    expect(await heading.isVisible()).toBe(true);
    expect(await page.locator('article[data-post-id]').count()).toBe(0);
    expect(await page.title()).toBe('Page not found | Emberhold Gifts');

    await page.getByRole('link', { name: 'Back to the gifts' }).click();
    await page.locator('article[data-post-id]').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('serves the files at the root of the built site as themselves, and hashed assets with long caching', async () => {
    const favicon = await fetch(`${site.origin}/favicon.svg`);
    expect(favicon.status).toBe(200);
    expect(favicon.headers.get('content-type')).toBe('image/svg+xml');
    expect(await favicon.text()).toContain('<svg');

    const html = await (await fetch(`${site.origin}/`)).text();
    const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await fetch(`${site.origin}${script}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');

    // Scripts go out compressed at build time: brotli to browsers that take it, gzip to the others, with Vary.
    const plain = await asset.text();
    const brotli = await rawGet(`${site.origin}${script}`, 'br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain);
    expect(brotli.body.length).toBeLessThan(plain.length / 3);
    const gzip = await rawGet(`${site.origin}${script}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(plain);
    // API answers are compressed per request when they are worth it.
    const list = await rawGet(`${site.origin}/api/lists/new/1/`, 'gzip');
    expect(list.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(list.body).toString()).posts.length).toBeGreaterThan(0);

    // The build manifest is for the server, not for visitors; unknown paths are pages of the site.
    const manifest = await fetch(`${site.origin}/.vite/manifest.json`);
    expect(manifest.headers.get('content-type')).toContain('text/html');
    const missingAsset = await fetch(`${site.origin}/assets/no-such-file.js`);
    expect(missingAsset.status).toBe(404);
  });
});

/** A GET that leaves the body as it came over the wire (fetch would decompress it and hide the encoding). */
function rawGet(url: string, acceptEncoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

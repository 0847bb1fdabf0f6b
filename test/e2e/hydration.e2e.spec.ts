import type { ConsoleMessage, Page, Request } from 'playwright-core';
import { pageAtRest } from '../support/page-states';
import { siteForThisFile, type RegisteredAccount, type Visit } from '../support/site-under-test';

interface ListedPost {
  slug: string;
  title: string;
}

/**
 * React's words for a page whose server HTML the browser could not take over (development and production builds):
 * a mismatch makes it throw the server's HTML away and render again, which is the content flash this guards against.
 */
const HYDRATION_TROUBLE =
  /hydrat|did not match|does not match|server rendered|Minified React error #(?:418|419|421|422|423|425)\b|react\.dev\/errors\/(?:418|419|421|422|423|425)\b/i;

/** What the browser says while a page loads and hydrates: console lines of every kind and uncaught errors. */
function watchHydration(page: Page): { heard: string[]; reads: string[]; stop: () => void } {
  const heard: string[] = [];
  const reads: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (HYDRATION_TROUBLE.test(message.text())) heard.push(`${message.type()}: ${message.text()}`);
  };
  const onError = (error: Error) => {
    if (HYDRATION_TROUBLE.test(`${error.message}\n${error.stack ?? ''}`)) heard.push(`pageerror: ${error.message}`);
  };
  // The API reads the page makes (path and query), from its load on.
  const onRequest = (request: Request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname.startsWith('/api/')) reads.push(`${url.pathname}${url.search}`);
  };
  page.on('console', onConsole);
  page.on('pageerror', onError);
  page.on('request', onRequest);
  const stop = () => {
    page.off('console', onConsole);
    page.off('pageerror', onError);
    page.off('request', onRequest);
  };
  return { heard, reads, stop };
}

/**
 * Each kind of visitor page, as the server renders it and the browser then hydrates it, logged out and logged in: React
 * reports no hydration trouble, the page keeps the content it arrived with, and the data the page came with is not
 * asked for again.
 */
describe('server-rendered pages hydrate in the browser', () => {
  const site = siteForThisFile({ posts: 120 });
  let account: RegisteredAccount;
  let newest: ListedPost[];
  let pages: { name: string; path: string; content: string; served: string[] }[];

  beforeAll(async () => {
    account = await site.register('hydrated');
    newest = ((await (await fetch(`${site.origin}/api/lists/new/1/?country=us`)).json()) as { posts: ListedPost[] }).posts;
    const post = newest[0]!;
    const popular = ((await (await fetch(`${site.origin}/api/lists/popular/1/?country=us`)).json()) as { posts: ListedPost[] }).posts;
    const landing = ((await (await fetch(`${site.origin}/api/gifts/all/clicks_score_amazon_available/1/?country=us`)).json()) as { posts: ListedPost[] }).posts;
    const blog = ((await (await fetch(`${site.origin}/api/blog/`)).json()) as { posts: { slug: string; title: string }[] }).posts;
    const giveaways = ((await (await fetch(`${site.origin}/api/giveaways/1`)).json()) as { giveaways: { slug: string; title: string }[] }).giveaways;
    const word = post.title.split(/\s+/).find((w) => /^[A-Za-z]{5,}$/.test(w))!;
    pages = [
      { name: 'home', path: '/', content: post.title, served: ['/api/lists/new/1/?country=us'] },
      { name: 'an index list', path: '/popular/', content: popular[0]!.title, served: ['/api/lists/popular/1/?country=us'] },
      { name: 'the gift guides', path: '/gifts/', content: landing[0]!.title, served: ['/api/gifts/all/clicks_score_amazon_available/1/?country=us', '/api/blog/'] },
      { name: 'the price page', path: '/wishlisted-price/', content: 'Gifts by price', served: [] },
      { name: 'a search', path: `/search/${word}`, content: post.title, served: [`/api/search/${word}/1?country=us`] },
      { name: 'a product page', path: `/${post.slug}/`, content: post.title, served: [`/api/posts/${post.slug}/?country=us`] },
      { name: 'the blog', path: '/blog/', content: blog[0]!.title, served: ['/api/blog/'] },
      { name: 'a blog post', path: `/blog/${blog[0]!.slug}`, content: blog[0]!.title, served: [`/api/blog/${blog[0]!.slug}`] },
      { name: 'the giveaways', path: '/giveaways/', content: giveaways[0]!.title, served: ['/api/giveaways/1'] },
      { name: 'a giveaway', path: `/giveaway/${giveaways[0]!.slug}`, content: giveaways[0]!.title, served: [`/api/giveaway/${giveaways[0]!.slug}`] },
      { name: 'a static page', path: '/about/', content: 'About', served: [] },
      { name: 'the questions and answers', path: '/faq/', content: 'Questions and answers', served: [] },
      { name: 'the journey gifts', path: '/airline/', content: 'Gifts for the journey', served: [] },
      { name: 'the product pitch', path: '/product-pitch', content: 'Product pitch', served: [] },
      { name: 'a later page of the gift guides', path: '/gifts/sort/low/page/2/', content: 'Gift guides', served: [] },
    ];
  });

  async function visitEach(visit: Visit, state: 'logged-in' | 'logged-out', visited = pages) {
    const { page, context } = visit;
    try {
      for (const { name, path, content, served } of visited) {
        const { heard, reads, stop } = watchHydration(page);
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        // Rendered on the server: the content is in the HTML as it arrives, before any script ran.
        expect(await response!.text()).toContain('data-ssr="hydrate"');
        // Hydrated: the auth check ran from the hydrated layout and the masthead says who is here.
        await page.locator(`header [data-account-state="${state}"]`).waitFor();
        await page.getByText(content, { exact: false }).first().waitFor();
        await pageAtRest(page);
        expect({ name, heard }).toEqual({ name, heard: [] });
        // What the server rendered the page from came with it; the browser did not ask again.
        for (const path of served) expect({ name, refetched: reads.filter((read) => read === path) }).toEqual({ name, refetched: [] });
        stop();
      }
    } finally {
      await context.close();
    }
  }

  it('takes over every kind of visitor page without a mismatch or a second read, for a visitor', async () => {
    await visitEach(await site.newVisit(), 'logged-out');
  });

  it('takes over every kind of visitor page without a mismatch or a second read, for a logged-in user', async () => {
    await visitEach(await site.signedInVisit(account), 'logged-in');
  });

  it('takes over the pages of a visitor with choices of their own: the UK site, mature gifts shown, Show more gifts', async () => {
    const visit = await site.newVisit({ scrollVariant: 'button' });
    await visit.context.addCookies([
      { name: 'site_country', value: 'uk', url: site.origin },
      { name: 'nsfw', value: '1', url: site.origin },
    ]);
    const uk = ((await (await fetch(`${site.origin}/api/lists/new/1/?country=uk&nsfw=1`)).json()) as { posts: ListedPost[] }).posts;
    const post = uk[0]!;
    await visitEach(visit, 'logged-out', [
      { name: 'home', path: '/', content: post.title, served: ['/api/lists/new/1/?country=uk&nsfw=1'] },
      { name: 'a product page', path: `/${post.slug}/`, content: post.title, served: [`/api/posts/${post.slug}/?country=uk`] },
      { name: 'the gift guides', path: '/gifts/', content: 'Gift guides', served: ['/api/blog/'] },
    ]);
  });

  it('continues a server-rendered list in the browser: its next page loads as the reader nears the end', async () => {
    const { page, context } = await site.newVisit();
    try {
      await page.goto('/');
      await page.locator('header [data-account-state="logged-out"]').waitFor();
      const cards = page.locator('article[data-post-id]');
      expect(await cards.count()).toBe(newest.length);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForFunction((count) => document.querySelectorAll('article[data-post-id]').length > count, newest.length);
    } finally {
      await context.close();
    }
  });
});

import { join } from 'node:path';
import { type BrowserContext, type Page } from 'playwright-core';
import { scrollListUntil } from '../support/page-states';
import { PHONE, shotsDir, siteForThisFile, type PageErrors } from '../support/site-under-test';

interface ListedPost {
  id: number;
  slug: string;
  link: string;
}

const SEEDED_POSTS = 120;
const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;
const CHROMIUM_COOKIE_CAP_S = 400 * 24 * 60 * 60;

/**
 * Browsing the catalogue in a real Chromium against the product started as a user starts it: infinite scroll on the
 * home page, the /uk variant, the client redirects, the mobile menu and search box, and the cookie banner.
 */
describe('browsing the catalogue in a browser', () => {
  const site = siteForThisFile({ posts: SEEDED_POSTS });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  async function open(options: { mobile?: boolean; countryCookie?: string } = {}): Promise<void> {
    ({ context, page, errors } = await site.newVisit(options.mobile ? PHONE : {}));
    if (options.countryCookie) await context.addCookies([{ name: 'country', value: options.countryCookie, url: site.origin }]);
  }

  afterEach(async () => {
    await context?.close();
    expect(errors.pageErrors).toEqual([]);
  });

  async function apiPosts(path: string): Promise<ListedPost[]> {
    const response = await fetch(`${site.origin}${path}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { posts: ListedPost[] }).posts;
  }

  const shownIds = () => page.locator('article[data-post-id]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))));
  const pathname = () => new URL(page.url()).pathname;

  it('adds the next pages of the home list as the visitor scrolls, each once, and stops at the end', async () => {
    await open();
    const first = await apiPosts('/api/lists/new/1/');
    const second = await apiPosts('/api/lists/new/2/');
    await page.goto('/');
    await page.locator('article[data-post-id]').first().waitFor();
    expect(await shownIds()).toEqual(first.map((p) => p.id));

    await page.mouse.wheel(0, 100_000);
    await page.locator(`article[data-post-id="${second[0]!.id}"]`).waitFor();
    expect((await shownIds()).slice(0, first.length + second.length)).toEqual([...first, ...second].map((p) => p.id));
    await page.screenshot({ path: join(shotsDir, 'home-scrolled.png'), animations: 'disabled' });

    // Keep scrolling until the first empty page ends the list: every seeded post shown exactly once.
    await scrollListUntil(page, 'article[data-post-id]');
    await page.locator('[data-list-end]').waitFor({ state: 'attached' });
    const all = await shownIds();
    expect(new Set(all).size).toBe(all.length);
    expect(all).toHaveLength(SEEDED_POSTS);
    expect(await page.getByText('You have reached the end of this list.').isVisible()).toBe(true);
  });

  it('serves the UK variant under /uk/, asking the API for uk and keeping the prefix on links', async () => {
    await open();
    const listCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lists/')) listCalls.push(request.url());
    });
    const response = await page.goto('/uk/');
    await page.locator('article[data-post-id]').first().waitFor();
    // The UK list: asked for with country=uk, or (the page rendered on the server) carried in the page from that call.
    const carried = (await response!.text()).includes('"queryKey":["post-list","lists:new:uk:1",1]');
    expect(carried || listCalls.some((url) => url.includes('country=uk'))).toBe(true);
    const href = await page.locator('article[data-post-id] h2 a').first().getAttribute('href');
    expect(href).toMatch(/^\/uk\/[^/]+\/$/);
    await page.screenshot({ path: join(shotsDir, 'uk-home.png'), animations: 'disabled' });

    await page.locator('article[data-post-id] h2 a').first().click();
    await page.locator('article[data-post-id] h1').waitFor();
    expect(pathname()).toBe(href);
  });

  it('redirects the retired and malformed addresses of the spec', async () => {
    await open();
    const cases: [string, string][] = [
      ['/search/', '/'],
      ['/!/', '/'],
      ['/_=_/', '/'],
      ['/%7B%7Bpost.slug%7D%7D/', '/'],
      ['/ssna/', '/product-pitch'],
      ['/submit/', '/product-pitch'],
      ['/no/such/place/here/', '/'],
      ['/?s=dragon', '/search/dragon'],
      ['/uk/?search=cloak', '/uk/search/cloak'],
    ];
    for (const [from, to] of cases) {
      await page.goto(from);
      await page.waitForURL((url) => url.pathname === to);
      expect([from, pathname()]).toEqual([from, to]);
    }
  });

  it('sends a post page opened with ?r=y straight to the product link', async () => {
    await open();
    const [post] = await apiPosts('/api/lists/new/1/');
    const outbound = new URL(post!.link);
    // The outbound shop is outside the test machine; answer for it so the navigation can complete.
    await context.route(`${outbound.origin}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>shop</title>' }));
    await page.goto(`/${post!.slug}/?r=y`);
    await page.waitForURL((url) => url.origin === outbound.origin);
    expect(page.url()).toBe(post!.link);
  });

  it('opens and closes the mobile menu and the search box, focusing the search input', async () => {
    await open({ mobile: true });
    await page.goto('/');
    await page.locator('article[data-post-id]').first().waitFor();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    await page.screenshot({ path: join(shotsDir, 'mobile-menu.png'), animations: 'disabled' });
    await page.getByTestId('mobile-menu-overlay').click({ position: { x: 380, y: 800 } });
    await menu.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('link', { name: 'Popular' }).click();
    await page.waitForURL((url) => url.pathname === '/popular/');
    expect(await menu.count()).toBe(0);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const input = page.locator('#mobile-search input[type="search"]');
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'mobile-search.png'), animations: 'disabled' });
    await page.getByTestId('mobile-search-overlay').click({ position: { x: 380, y: 800 } });
    await input.waitFor({ state: 'detached' });

    // Searching moves to /search/{term} inside the app: the page is not reloaded.
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await input.fill('dragon');
    await input.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/dragon');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  });

  it('shows the cookie banner to European visitors until they dismiss it, for ten years', async () => {
    await open({ countryCookie: 'de' });
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.waitFor();
    await page.screenshot({ path: join(shotsDir, 'cookie-banner.png'), animations: 'disabled' });
    await banner.getByRole('button', { name: 'Got it' }).click();
    await banner.waitFor({ state: 'detached' });
    const dismissed = (await context.cookies()).find((c) => c.name === 'cookie_banner_dismissed');
    expect(dismissed?.value).toBe('1');
    // The site asks for ten years; Chromium caps every cookie at 400 days, so that is the most it can keep.
    expect(dismissed!.expires - Date.now() / 1000).toBeGreaterThan(Math.min(TEN_YEARS_S, CHROMIUM_COOKIE_CAP_S) - 3600);

    await page.reload();
    await page.locator('article[data-post-id]').first().waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('shows no cookie banner to a US visitor, and shows it on the /uk/ site when no country cookie says otherwise', async () => {
    await open();
    await page.goto('/');
    await page.locator('article[data-post-id]').first().waitFor();
    expect(await page.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0);
    await page.goto('/uk/');
    await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
  });
});

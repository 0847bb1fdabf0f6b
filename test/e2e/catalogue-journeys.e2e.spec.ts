import { join } from 'node:path';
import { type BrowserContext, type Page, type Request } from 'playwright-core';
import { seedStart } from '../../backend/src/catalogue/domain/random-walk';
import { listAtRest, scrollListUntil, scrollWindowTo } from '../support/page-states';
import { PHONE, shotsDir, siteForThisFile, type PageErrors } from '../support/site-under-test';

interface ListedPost {
  id: number;
  slug: string;
  title: string;
  price: number | null;
  currency?: string;
  images: { src: string }[];
}

const SEEDED_POSTS = 120;
const ONE_DAY_S = 24 * 60 * 60;
const LOCALES: Record<string, string> = { USD: 'en-US', GBP: 'en-GB', CAD: 'en-CA' };
const money = (price: number, currency = 'USD') =>
  new Intl.NumberFormat(LOCALES[currency], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price);

/**
 * The catalogue journeys a visitor takes, in a real Chromium against the product started as a user starts it:
 * filtering by price, searching (also misspelt), opening a post, nested gift guides, the session-stable random sort,
 * coming back to a list where it was left, the scroll-reactive shell and the mobile menu by keyboard.
 */
describe('catalogue journeys in a browser', () => {
  const site = siteForThisFile({ posts: SEEDED_POSTS });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  async function open(options: { mobile?: boolean } = {}): Promise<void> {
    ({ context, page, errors } = await site.newVisit(options.mobile ? PHONE : {}));
  }

  afterEach(async () => {
    await context?.close();
    expect(errors.pageErrors).toEqual([]);
  });

  async function api<T>(path: string): Promise<T> {
    const response = await fetch(`${site.origin}${path}`);
    expect([path, response.status]).toEqual([path, 200]);
    return (await response.json()) as T;
  }

  /** Ids of the list's own posts, in order: without the editorial feature and the native ads placed between them. */
  const listedIds = () =>
    page.locator('article[data-post-id]:not([data-featured])').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))));
  const pathname = () => new URL(page.url()).pathname;
  const shot = (name: string) => page.screenshot({ path: join(shotsDir, name), animations: 'disabled' });

  it('filters a gift list by price: the slider changes the API request and every shown price stays within it', async () => {
    await open();
    const giftCalls: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/gifts/')) giftCalls.push(new URL(request.url()));
    });
    await page.goto('/gifts/');
    await page.locator('article[data-post-id]').first().waitFor();
    expect(await page.getByTestId('price-max').textContent()).toBe('Max');
    expect(await page.getByTestId('price-min').textContent()).toBe('$20');

    // Keyboard only: Home puts the upper thumb on the floor, two steps right make it $40.
    const upper = page.getByRole('slider', { name: /^To/ });
    const filteredCall = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname.includes('/api/gifts/') && url.searchParams.get('max') === '40';
    });
    await upper.focus();
    await upper.press('Home');
    await upper.press('ArrowRight');
    await upper.press('ArrowRight');
    expect(await page.getByTestId('price-max').textContent()).toBe('$40');
    await page.waitForURL((url) => url.searchParams.get('max') === '40');
    await filteredCall;
    const filtered = giftCalls.filter((url) => url.searchParams.get('max') === '40');
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered[0]!.searchParams.get('min')).toBe('20');

    const expected = await api<{ posts: ListedPost[] }>('/api/gifts/all/clicks_score_amazon_available/1/?min=20&max=40&country=us');
    expect(expected.posts.length).toBeGreaterThan(0);
    await page.locator(`article[data-post-id="${expected.posts[0]!.id}"]`).first().waitFor();
    const shown = await listedIds();
    expect(shown.slice(0, expected.posts.length)).toEqual(expected.posts.map((p) => p.id));
    const prices = await page
      .locator('article[data-post-id]:not([data-featured])')
      .evaluateAll((els) => els.map((el) => el.querySelector('[class*="price"]')?.textContent ?? ''));
    for (const text of prices.filter(Boolean)) {
      const value = Number(text.replace(/[^0-9.]/g, ''));
      expect([text, value >= 20 && value <= 40]).toEqual([text, true]);
    }
    await page.locator('article[data-post-id]').first().scrollIntoViewIfNeeded();
    await shot('journey-price-filter.png');
  });

  it('shows UK prices and the slider in pounds, asking the API with the country', async () => {
    await open();
    const giftCalls: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/gifts/')) giftCalls.push(new URL(request.url()));
    });
    await page.goto('/uk/gifts/?min=30&max=80');
    await page.locator('article[data-post-id]').first().waitFor();
    expect(await page.getByTestId('price-min').textContent()).toBe('£30');
    expect(await page.getByTestId('price-max').textContent()).toBe('£80');
    expect(giftCalls.some((url) => url.searchParams.get('country') === 'uk' && url.searchParams.get('max') === '80')).toBe(true);
    const expected = await api<{ posts: ListedPost[] }>('/api/gifts/all/clicks_score_amazon_available/1/?min=30&max=80&country=uk');
    const first = expected.posts.find((p) => p.price !== null)!;
    const card = page.locator(`article[data-post-id="${first.id}"]:not([data-featured])`);
    expect(await card.getByText(money(first.price!, first.currency ?? 'GBP'), { exact: true }).isVisible()).toBe(true);
    expect(first.currency).toBe('GBP');
    await shot('journey-uk-prices.png');
  });

  it('places native ads at 3, 7 and 12 and the featured gift at 5 on the first page of a gift list', async () => {
    await open();
    const ads = await api<{ ads: unknown[] }>('/api/user/native_ad/');
    const featured = await api<{ featured: { display_gifts: boolean; post: { id: number } | null }[] }>('/api/lists/featured');
    await page.goto('/gifts/');
    await page.locator('article[data-post-id]').first().waitFor();
    // Each page asks for its own ads (one-time offers); their slots are held open until they arrive.
    if (ads.ads.length > 0) await page.locator('article[data-ad-id]').first().waitFor();
    expect(await page.locator('[data-ad-placeholder]').count()).toBe(0);
    const kinds = await page
      .locator('article[data-post-id]')
      .first()
      .locator('..')
      .evaluate((grid) => [...grid.children].slice(0, 15).map((el) => (el.hasAttribute('data-ad-id') ? 'ad' : el.hasAttribute('data-featured') ? 'featured' : 'post')));
    const adSlots = [2, 6, 11].slice(0, Math.min(3, ads.ads.length));
    for (const index of adSlots) expect([index, kinds[index]]).toEqual([index, 'ad']);
    expect(kinds.filter((k) => k === 'ad')).toHaveLength(adSlots.length);
    if (featured.featured.some((f) => f.display_gifts && f.post)) expect(kinds.indexOf('featured')).toBe(4);
    const gridTop = await page.locator('article[data-post-id]').first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    await scrollWindowTo(page, gridTop - 130);
    await shot('journey-list-inserts.png');
  });

  it('searches for a product word, finds it misspelt, says so when nothing matches, all without reloading', async () => {
    await open();
    const { posts } = await api<{ posts: ListedPost[] }>('/api/lists/new/1/');
    // A long word of a product title makes a search a visitor could type, and a misspelling of it.
    const word = posts
      .flatMap((p) => p.title.split(/[^A-Za-z]+/))
      .filter((w) => w.length >= 7)
      .sort((a, b) => b.length - a.length)[0]!;
    expect(word).toBeDefined();
    const misspelt = word.slice(0, 3) + word.slice(4);

    await page.goto('/');
    await page.locator('article[data-post-id]').first().waitFor();
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    const searchBox = page.locator('header').getByRole('searchbox', { name: 'Search gifts' });

    await searchBox.fill(word);
    await searchBox.press('Enter');
    await page.waitForURL((url) => url.pathname === `/search/${word}`);
    // The first result may also be on the home list just left: wait for the search page itself first.
    await page.getByRole('heading', { name: `“${word}”` }).waitFor();
    const found = await api<{ posts: ListedPost[] }>(`/api/search/${encodeURIComponent(word)}/1`);
    expect(found.posts.length).toBeGreaterThan(0);
    await page.locator(`article[data-post-id="${found.posts[0]!.id}"]`).waitFor();
    expect((await listedIds()).slice(0, found.posts.length)).toEqual(found.posts.map((p) => p.id));
    await shot('journey-search.png');

    await searchBox.fill(misspelt);
    await searchBox.press('Enter');
    await page.waitForURL((url) => url.pathname === `/search/${misspelt}`);
    await page.getByRole('heading', { name: `“${misspelt}”` }).waitFor();
    await page.locator('article[data-post-id]').first().waitFor();
    const titles = await page.locator('article[data-post-id] h2').allTextContents();
    expect(titles.some((t) => t.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    await shot('journey-search-misspelt.png');

    await searchBox.fill('qzxvjkwpfq');
    await searchBox.press('Enter');
    await page.getByRole('heading', { name: 'No results found. :(' }).waitFor();
    expect(await page.locator('article[data-post-id]').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    await shot('journey-search-none.png');
  });

  it('opens a post from a list card: title, price, gallery, then related items fetched half a second later', async () => {
    await open();
    const calls: Request[] = [];
    page.on('request', (request) => {
      if (/\/api\/(posts|related)\//.test(request.url())) calls.push(request);
    });
    await page.goto('/gifts/');
    const card = page.locator('article[data-post-id]:not([data-featured])').first();
    await card.waitFor();
    const id = Number(await card.getAttribute('data-post-id'));
    await card.locator('h2 a').click();
    await page.locator(`main article[data-post-id="${id}"] h1`).waitFor();
    const { post } = await api<{ post: ListedPost }>(`/api/posts/${pathname().split('/')[1]}/`);
    expect(post.id).toBe(id);
    expect(await page.locator('main h1').textContent()).toBe(post.title);
    if (post.price !== null) expect(await page.getByTestId('post-price').textContent()).toBe(money(post.price, post.currency));
    expect(await page.locator(`main article[data-post-id="${id}"] img[alt="${post.title.replace(/"/g, '\\"')}"]`).first().isVisible()).toBe(true);
    if (post.images.length > 1) expect(await page.getByRole('group', { name: 'Photos' }).getByRole('button').count()).toBe(Math.min(5, post.images.length));

    const related = page.getByTestId('related-posts');
    await related.locator('article[data-post-id]').first().waitFor();
    // When each call started by the browser's clock (its timing, known once answered): times taken as the test hears of
    // the requests would count its own delays in hearing of them.
    const startedAt = async (request: Request) => {
      await request.response();
      return request.timing().startTime;
    };
    const postCall = calls.find((request) => request.url().includes('/api/posts/'))!;
    const relatedCall = calls.find((request) => request.url().includes('/api/related/'))!;
    expect(new URL(relatedCall.url()).pathname).toBe(`/api/related/${id}/1/`);
    expect(new URL(relatedCall.url()).searchParams.get('items')).toBe('100');
    const [postAt, relatedAt] = [await startedAt(postCall), await startedAt(relatedCall)];
    expect(postAt).toBeGreaterThan(0);
    expect(relatedAt - postAt).toBeGreaterThanOrEqual(450);
    const relatedIds = await related.locator('article[data-post-id]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))));
    expect(relatedIds).not.toContain(id);

    // Wider than 990 px the details stick 184 px from the top.
    const details = page.locator('main h1').locator('..');
    expect(await details.evaluate((el) => [getComputedStyle(el).position, getComputedStyle(el).top])).toEqual(['sticky', '184px']);
    await shot('journey-post.png');
    await related.scrollIntoViewIfNeeded();
    await shot('journey-post-related.png');
    await page.setViewportSize({ width: 980, height: 900 });
    expect(await details.evaluate((el) => getComputedStyle(el).position)).toBe('static');
  });

  it('walks from a gift guide into its nested guide, and shows the latest blog posts on the gift guides landing', async () => {
    await open();
    const giftCalls: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/gifts/')) giftCalls.push(new URL(request.url()));
    });
    const blog = await api<{ posts: { title: string }[] }>('/api/blog/');
    await page.goto('/gifts/');
    const latest = page.getByTestId('latest-blog-posts');
    await latest.waitFor();
    expect(await latest.locator('h3').allTextContents()).toEqual(blog.posts.slice(0, 3).map((p) => p.title));
    await shot('journey-gifts-landing.png');
    // The landing lists the top guides; each leads to its own page.
    expect(await page.getByRole('navigation', { name: 'Gift guides inside this one' }).getByRole('link', { name: 'Gifts for Him' }).getAttribute('href')).toBe('/gifts/for-him/');

    await page.goto('/gifts/for-him/');
    await page.getByRole('heading', { level: 1, name: 'Gifts for Him' }).waitFor();
    const nested = page.getByRole('navigation', { name: 'Gift guides inside this one' });
    await nested.getByRole('link', { name: 'Gifts for Dragon Riders' }).click();
    await page.waitForURL((url) => url.pathname === '/gifts/for-him/gifts-for-dragon-riders/');
    await page.getByRole('heading', { level: 1, name: 'Gifts for Dragon Riders' }).waitFor();
    await page.locator('article[data-post-id]').first().waitFor();
    expect(giftCalls.some((url) => url.pathname.startsWith('/api/gifts/gifts-for-dragon-riders/popular/1') && url.searchParams.get('parent_list') === 'for-him')).toBe(true);
    expect(await page.getByRole('link', { name: 'Gifts for Him' }).first().getAttribute('href')).toBe('/gifts/for-him/');
    expect(await page.getByTestId('latest-blog-posts').count()).toBe(0);
    await shot('journey-nested-guide.png');
  });

  it('keeps the random sort in one order for the session: no post twice across pages, the same order after a reload', async () => {
    await open();
    const seeds = new Set<string | null>();
    page.on('request', (request) => {
      if (request.url().includes('/api/lists/random/')) seeds.add(new URL(request.url()).searchParams.get('seed'));
    });
    await page.goto('/random/');
    await page.locator('article[data-post-id]').first().waitFor();
    const firstPage = await listedIds();
    await scrollListUntil(page, 'article[data-post-id]:not([data-featured])', firstPage.length * 3);
    const shown = await listedIds();
    expect(shown.length).toBeGreaterThanOrEqual(firstPage.length * 3);
    expect(new Set(shown).size).toBe(shown.length);
    expect(seeds.size).toBe(1);
    const [seed] = [...seeds];
    expect(seed).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    const session = (await context.cookies()).find((c) => c.name === 'session_id')!;
    expect(session.value).toBe(seed);
    expect(Math.abs(session.expires - Date.now() / 1000 - ONE_DAY_S)).toBeLessThan(120);
    await shot('journey-random.png');

    await page.reload();
    await page.locator('article[data-post-id]').first().waitFor();
    // The first page in the same order (the page arrives rendered, so the next page may already be on its way under it,
    // the window being restored to where the visitor was).
    expect((await listedIds()).slice(0, firstPage.length)).toEqual(firstPage);

    // Another visitor (another session) starts elsewhere in the order. Two random sessions may start between the same
    // two posts (about 1 in 120 here), so the other visitor's session is one that starts half the order away.
    const distance = (candidate: string) => {
      const d = Math.abs(seedStart(candidate) - seedStart(seed!));
      return Math.min(d, 1 - d);
    };
    const otherSeed = Array.from({ length: 64 }, (_, i) => `other-visitor-${i}`).reduce((best, candidate) => (distance(candidate) > distance(best) ? candidate : best));
    const other = await site.newContext();
    await other.addCookies([{ name: 'session_id', value: otherSeed, url: site.origin }]);
    const otherPage = await other.newPage();
    await otherPage.goto('/random/');
    await otherPage.locator('article[data-post-id]').first().waitFor();
    const otherIds = await otherPage.locator('article[data-post-id]:not([data-featured])').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))));
    await other.close();
    expect(otherIds.length).toBe(firstPage.length);
    expect(otherIds.filter((id) => firstPage.includes(id))).toEqual([]);
  });

  it('brings the visitor back to where they were in a list on Back, and opens the list afresh at the top from a link', async () => {
    await open();
    await page.goto('/new/');
    await page.locator('article[data-post-id]').first().waitFor();
    await scrollListUntil(page, 'article[data-post-id]:not([data-featured])', 40);
    // Back up the list, and what the window's place asks for loaded: what the reader leaves is what Back brings back.
    const before = await scrollWindowTo(page, 2600);
    expect(before).toBeGreaterThan(2000);
    await listAtRest(page);
    const count = (await listedIds()).length;
    // A card in view, opened by its title.
    const target = page.locator('article[data-post-id]:not([data-featured])').filter({ has: page.locator('h2 a') });
    const visible = await target.evaluateAll((els) => els.findIndex((el) => el.getBoundingClientRect().top > 100 && el.getBoundingClientRect().bottom < window.innerHeight));
    await target.nth(visible).locator('h2 a').click();
    await page.locator('main article[data-post-id] h1').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/new/');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
    expect((await listedIds()).length).toBe(count);
    await shot('journey-scroll-restored.png');

    // A link to the same list (not Back) opens it afresh: the first page only, at the top.
    const { posts: firstPage } = await api<{ posts: ListedPost[] }>('/api/lists/new/1/?country=us');
    await target.nth(visible).locator('h2 a').click();
    await page.locator('main article[data-post-id] h1').waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'New', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/new/');
    await page.locator('article[data-post-id]').first().waitFor();
    // At the top, with only what the top of the list asks for loaded.
    await page.waitForFunction(() => window.scrollY < 5);
    await listAtRest(page);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(5);
    expect(await listedIds()).toEqual(firstPage.map((p) => p.id));
    await shot('journey-list-from-link.png');
  });

  it('shrinks the desktop masthead past 100 px and the mobile nav on the way down, expanding it on the way up', async () => {
    await open();
    await page.goto('/');
    await page.locator('article[data-post-id]').first().waitFor();
    const masthead = page.locator('header').first();
    expect(await masthead.getAttribute('data-shrunk')).toBeNull();
    // Frames drawn after the scroll event: the masthead has reacted to 90 px, if it was going to.
    expect(await scrollWindowTo(page, 90)).toBe(90);
    expect(await masthead.getAttribute('data-shrunk')).toBeNull();
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.waitForFunction(() => document.querySelector('header')?.hasAttribute('data-shrunk'));
    await shot('journey-masthead-shrunk.png');
    await context.close();

    await open({ mobile: true });
    await page.goto('/');
    await page.locator('article[data-post-id]').first().waitFor();
    const bar = page.locator('[class*="mobileNav"]').first();
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.waitForFunction(() => document.querySelector('[class*="mobileNav"]')?.hasAttribute('data-shrunk'));
    await shot('journey-mobile-nav-shrunk.png');
    await page.evaluate(() => window.scrollTo(0, 450));
    await page.waitForFunction(() => !document.querySelector('[class*="mobileNav"]')?.hasAttribute('data-shrunk'));
    expect(await bar.isVisible()).toBe(true);
  });

  it('works the mobile menu and search box from the keyboard, keeping focus inside and returning it on Escape', async () => {
    await open({ mobile: true });
    await page.goto('/');
    await page.locator('article[data-post-id]').first().waitFor();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');

    for (let i = 0; i < 5 && (await focused()) !== 'Open menu'; i += 1) await page.keyboard.press('Tab');
    expect(await focused()).toBe('Open menu');
    await page.keyboard.press('Enter');
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    expect(await focused()).toBe('Gifts');
    // Focus stays within the open menu: Shift+Tab from its first link goes to the toggle, and on round again.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('Close menu');
    await page.keyboard.press('Shift+Tab');
    expect(await menu.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Close menu');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Popular');
    await shot('journey-mobile-menu-keyboard.png');

    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await focused()).toBe('Open menu');

    await page.keyboard.press('Enter');
    await menu.waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/popular/');
    await menu.waitFor({ state: 'detached' });
    // The address changes before the new page renders; its arrival closes any open search, so wait for it first.
    await page.getByRole('heading', { level: 1, name: 'Most loved in the hall' }).waitFor();

    const searchToggle = page.getByRole('button', { name: 'Search', exact: true });
    await searchToggle.focus();
    await page.keyboard.press('Enter');
    const input = page.locator('#mobile-search input[type="search"]');
    await input.waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await input.waitFor({ state: 'detached' });
    expect(await focused()).toBe('Search');
  });
});

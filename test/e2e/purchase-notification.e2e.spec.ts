import { join } from 'node:path';
import type { PostDto } from '@emberhold/contracts';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { withProductDatabase } from '../support/product-database';
import { expectNoPageErrors, PHONE, shotsDir, siteForThisFile, type Visit } from '../support/site-under-test';

const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;
/** Chromium keeps no cookie longer than 400 days, whatever the site asks for. */
const BROWSER_MAX_S = 400 * 24 * 60 * 60;
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const MATURE_TITLE = 'Wyrmfire Drinking Game (Adults Only)';

/**
 * What a visitor trusts (issue 18), in a real Chromium: the purchase notification after a click out to the retailer
 * (spec section 2, Modals; the disable_purchase_notification cookie of section 9), and mature gifts behind the nsfw
 * cookie (lists leave them out, a mature gift's page shows an interstitial until the visitor shows them).
 */
describe('the purchase notification and mature gifts in a browser', () => {
  // Catalogue caches off: the lists answer with the flag the test sets before any visit.
  const site = siteForThisFile({ posts: 60, env: { CATALOGUE_CACHE_MS: '0' } });
  let gift: PostDto;
  let mature: PostDto;

  const shot = (page: Page, name: string) => page.screenshot({ path: join(shotsDir, `purchase-notification-${name}.png`), animations: 'disabled' });

  async function apiPosts(path: string): Promise<PostDto[]> {
    const response = await fetch(`${site.origin}${path}`);
    return ((await response.json()) as { posts: PostDto[] }).posts;
  }

  beforeAll(async () => {
    // The newest post leads the new list: it becomes an adult gag gift. An Amazon gift is the one bought.
    const posts = await apiPosts('/api/lists/new/1/');
    const [newest] = posts;
    gift = posts.find((post) => post.id !== newest!.id && post.subtagged && /amazon\.com/.test(post.link))!;
    await withProductDatabase(site, (client) => client.query('UPDATE posts SET nsfw = true, title = $2 WHERE id = $1', [newest!.id, MATURE_TITLE]));
    mature = { ...newest!, title: MATURE_TITLE };
  });

  /**
   * The visitor clicks the buy button: the retailer opens in a new tab (answered here, the shop being outside the
   * test machine), which they close to come back to the site's tab. A headless page is never really hidden, so the
   * site's tab reports the switch as a browser does: hidden while the shop's tab was in front, visible again.
   */
  async function clickOutAndComeBack(visit: Visit): Promise<void> {
    const { page, context } = visit;
    const [shop] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: 'Buy on Amazon' }).click()]);
    await shop.waitForLoadState('domcontentloaded');
    expect(new URL(shop.url()).hostname).toBe('www.amazon.com');
    await shop.close();
    await page.bringToFront();
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
      delete (document as { visibilityState?: unknown }).visibilityState;
      document.dispatchEvent(new Event('visibilitychange'));
    });
  }

  /** Records what the site writes to document.cookie, to read the lifetime it asks for (the browser caps what it keeps). */
  async function recordCookieWrites(context: BrowserContext): Promise<void> {
    await context.addInitScript(() => {
      const real = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
      const writes: string[] = [];
      (window as unknown as { cookieWrites: string[] }).cookieWrites = writes;
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get: () => real.get!.call(document) as string,
        set: (value: string) => {
          writes.push(value);
          real.set!.call(document, value);
        },
      });
    });
  }

  /** The cookie is kept, as long as the browser allows, and the site asked for ten years. */
  async function expectTenYearCookie(page: Page, context: BrowserContext, name: string): Promise<void> {
    const cookie = (await context.cookies()).find((c) => c.name === name);
    expect(cookie?.value).toBe('1');
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(BROWSER_MAX_S - 24 * 60 * 60);
    const writes = await page.evaluate(() => (window as unknown as { cookieWrites: string[] }).cookieWrites);
    expect(writes.filter((write) => write.startsWith(`${name}=`))).toContain(`${name}=1; Max-Age=${TEN_YEARS_S}; Path=/; SameSite=Lax`);
  }

  /** Two frames after the tab came back: a notification would have rendered by then. */
  const rendered = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

  for (const [size, options] of [
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const) {
    it(`asks "Found the one?" after a click out to Amazon, and never again after "Don't show this again" (${size})`, async () => {
      const visit = await site.newVisit(options);
      const { page, context } = visit;
      await recordCookieWrites(context);
      await context.route('https://www.amazon.com/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Amazon stand-in</title><p>shop</p>' }));
      await page.goto(`/${gift.slug}/`);
      await page.getByRole('heading', { level: 1, name: gift.title }).waitFor();

      await clickOutAndComeBack(visit);
      const dialog = page.getByRole('dialog', { name: 'Found the one?' });
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(`You went to Amazon for ${gift.title}.`);
      expect(await dialog.textContent()).toContain('If you bought it, Amazon may pay us a small commission. It never changes your price.');
      // Focus is inside, stays inside on Tab, and Escape closes and gives it back to the buy button.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Keep browsing');
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
      await shot(page, size);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Buy on Amazon');

      // Once per click-out: coming back from another tab without one brings nothing.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      await rendered(page);
      expect(await dialog.count()).toBe(0);

      await clickOutAndComeBack(visit);
      await dialog.waitFor();
      await dialog.getByRole('button', { name: "Don't show this again" }).click();
      await dialog.waitFor({ state: 'detached' });
      await expectTenYearCookie(page, context, 'disable_purchase_notification');

      await clickOutAndComeBack(visit);
      await rendered(page);
      expect(await dialog.count()).toBe(0);
      expectNoPageErrors(visit.errors);
      await context.close();
    });
  }

  it('keeps a mature gift out of the lists, behind an interstitial on its page until the visitor shows mature gifts, and the footer switch hides them again', async () => {
    // The list pages on a button (the scroll variant "button"): on the infinite variant, scrolling to the footer loads
    // the next page, and the switch moves away under the pointer until the list has ended.
    const visit = await site.newVisit({ ...DESKTOP, scrollVariant: 'button' });
    const { page, context } = visit;
    await recordCookieWrites(context);
    const card = page.locator(`article[data-post-id="${mature.id}"]`);
    const cards = page.locator('article[data-post-id]');

    // The list as the server renders it (and as the browser would ask for it) leaves the mature gift out.
    await page.goto('/new/');
    await cards.first().waitFor();
    expect(await card.count()).toBe(0);

    await page.goto(`/${mature.slug}/`);
    const interstitial = page.getByRole('region', { name: 'This gift is meant for grown-ups.' });
    await interstitial.waitFor();
    expect(await page.getByRole('link', { name: /^Buy / }).count()).toBe(0);
    expect(await page.locator('[data-track="postpage"]').count()).toBe(0);
    await shot(page, 'mature-interstitial');

    await interstitial.getByRole('button', { name: 'Show mature gifts' }).click();
    await page.getByRole('heading', { level: 1, name: MATURE_TITLE }).waitFor();
    await page.getByRole('link', { name: /^Buy / }).waitFor();
    await expectTenYearCookie(page, context, 'nsfw');

    // The lists now include it: the new list (rendered with the visitor's nsfw cookie) leads with it.
    await page.goto('/new/');
    await card.waitFor();
    const toggle = page.getByRole('switch', { name: 'Show mature gifts' });
    expect(await toggle.isChecked()).toBe(true);

    // The footer's switch turns it off: the site loads again (rendered without the nsfw cookie) without mature gifts.
    // The page before the switch is marked; the mark's going is the new document (a locator waits across navigations).
    await page.evaluate(() => document.documentElement.setAttribute('data-before-switch', ''));
    await toggle.click();
    await page.locator('html[data-before-switch]').waitFor({ state: 'detached' });
    await page.waitForLoadState('load');
    await cards.first().waitFor();
    expect(await card.count()).toBe(0);
    expect(await page.getByRole('switch', { name: 'Show mature gifts' }).isChecked()).toBe(false);
    expect((await context.cookies()).find((c) => c.name === 'nsfw')).toBeUndefined();
    expectNoPageErrors(visit.errors);
    await context.close();
  });
});

import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { PHONE, shotsDir, siteForThisFile, type PageErrors } from '../support/site-under-test';

const PHONE_HEIGHT = 844;

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const locator = page.locator(selector).first();
  await locator.waitFor();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${selector} is not laid out`);
  return box;
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The site on a 390x844 phone in a real Chromium: the gift guides show products in the first screen, and a gift's price
 * and buy button show in it too, clear of the bottom banner (shown once the visitor scrolls after 7 s), which keeps its
 * own room at the end of every page.
 */
describe('the site on a phone', () => {
  const site = siteForThisFile({ posts: 60 });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit(PHONE));
  });

  afterEach(async () => {
    await context?.close();
    expect(errors.pageErrors).toEqual([]);
  });

  const shot = (name: string) => page.screenshot({ path: join(shotsDir, `phone-layout-${name}.png`), animations: 'disabled' });

  it('shows the first gifts of the gift guides in the first screen', async () => {
    await page.goto('/gifts/');
    await page.getByRole('heading', { level: 1, name: 'Gift guides' }).waitFor();
    const card = await boxOf(page, 'article[data-post-id]');
    expect(card.y).toBeLessThan(PHONE_HEIGHT);
    await shot('gifts');
  });

  it('lays the menu’s links and the search out under the bar for a visitor without scripts, and both lead on', async () => {
    await context.close();
    ({ context, page, errors } = await site.newVisit({ ...PHONE, javaScriptEnabled: false }));
    await page.goto('/uk/gifts/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // The toggles cannot open the menu without a script (they are hidden); its links are shown as they are, the UK's
    // own among them.
    await menu.getByRole('link', { name: 'Popular' }).waitFor();
    expect(await page.locator('button[aria-label="Open menu"]').isVisible()).toBe(false);
    expect(await menu.getByRole('link', { name: 'Popular' }).getAttribute('href')).toBe('/uk/popular/');
    await menu.getByRole('link', { name: 'Popular' }).click();
    await page.waitForURL('**/uk/popular/');
    await page.locator('article[data-post-id]').first().waitFor();

    const response = await fetch(`${site.origin}/api/lists/new/1/`);
    const [post] = ((await response.json()) as { posts: Array<{ title: string }> }).posts;
    const word = post!.title.split(/\s+/).find((w) => /^[A-Za-z]{4,}$/.test(w)) ?? 'dragon';
    await menu.getByRole('searchbox', { name: 'Search gifts' }).fill(word);
    await menu.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL(`**/uk/search/${encodeURIComponent(word)}`);
    await page.locator('article[data-post-id]').first().waitFor();
    await shot('no-script-menu');
  });

  it('shows a gift’s price and buy button in the first screen, with the bottom banner covering neither', async () => {
    const response = await fetch(`${site.origin}/api/lists/new/1/`);
    const [post] = ((await response.json()) as { posts: Array<{ slug: string }> }).posts;
    // The bottom banner shows once the visitor scrolls after 7 s on the site: the page's clock passes them at once.
    await page.clock.install();
    await page.goto(`/${post!.slug}/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByTestId('bottom-banner-space').waitFor({ state: 'attached' });
    await page.clock.fastForward(7_000);
    await page.evaluate(() => window.scrollBy(0, 1));
    const banner = await boxOf(page, 'aside[aria-label="Sponsored"]');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(() => window.scrollY === 0);
    const price = await boxOf(page, '[data-testid="post-price"]');
    const buy = await boxOf(page, 'article[data-track="postpage"] a.button');
    expect(buy.y).toBeGreaterThanOrEqual(0);
    expect(buy.y + buy.height).toBeLessThanOrEqual(PHONE_HEIGHT);
    expect(overlaps(price, banner)).toBe(false);
    expect(overlaps(buy, banner)).toBe(false);
    await shot('gift');

    // At the very end of the page (once the related gifts are in) the footer's last line still sits above the banner.
    await page.getByTestId('related-posts').locator('article[data-post-id]').first().waitFor();
    const end = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const footer = document.querySelector('footer')!.getBoundingClientRect();
      const banner = document.querySelector('aside[aria-label="Sponsored"]')!.getBoundingClientRect();
      return { footerBottom: footer.bottom, bannerTop: banner.top, atEnd: Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight };
    });
    expect(end.atEnd).toBe(true);
    expect(end.footerBottom).toBeLessThanOrEqual(end.bannerTop + 1);
  });
});

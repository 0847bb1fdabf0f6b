import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { PHONE, shotsDir, siteForThisFile, type Visit } from '../support/site-under-test';

/** The prices an ad card shows, as numbers, with the currency symbols it uses. */
async function adPrices(page: Page): Promise<Array<{ symbol: string; amount: number }>> {
  const texts = await page.locator('article[data-ad-id]').allTextContents();
  return texts.flatMap((text) => [...text.matchAll(/([$£]|C\$|CA\$)\s?(\d+(?:,\d{3})*\.\d{2})/g)].map((m) => ({ symbol: m[1]!, amount: Number(m[2]!.replace(/,/g, '')) })));
}

/**
 * Native ads in a real Chromium, at a desktop and a phone size (issue 18): a price-filtered list shows only ads within
 * its range, the UK site shows them in pounds, and a list that no ad fits keeps its slots as gifts, with no hole.
 */
describe('native ads where they stand, in a browser', () => {
  const site = siteForThisFile({ posts: 60 });
  let visit: Visit | undefined;

  afterEach(async () => {
    await visit?.context.close();
    expect(visit?.errors.pageErrors ?? []).toEqual([]);
    visit = undefined;
  });

  for (const [size, options] of [['desktop', { viewport: { width: 1366, height: 900 } }], ['phone', PHONE]] as const) {
    it(`shows the UK visitor only ads within a £20–£50 list, in pounds (${size})`, async () => {
      visit = await site.newVisit(options);
      const { page } = visit;
      await page.goto('/uk/gifts/?min=20&max=50');
      await page.locator('article[data-post-id]').first().waitFor();
      await page.locator('article[data-ad-id]').first().waitFor();
      const prices = await adPrices(page);
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) {
        expect(price.symbol).toBe('£');
        expect(price.amount).toBeGreaterThanOrEqual(20);
        expect(price.amount).toBeLessThanOrEqual(50);
      }
      await page.locator('article[data-ad-id]').first().scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(shotsDir, `native-ads-uk-20-50-${size}.png`) });
    });

    it(`keeps the ad slots of a $0–$20 list as gifts when no ad costs that little (${size})`, async () => {
      visit = await site.newVisit(options);
      const { page } = visit;
      const asked = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/native_ad/');
      await page.goto('/wishlisted-price/?from=0&to=20');
      const answer = await (await asked).json() as { ads: unknown[] };
      expect(answer.ads).toEqual([]);
      await page.locator('article[data-post-id]').nth(2).waitFor();
      await page.waitForFunction(() => document.querySelectorAll('[data-ad-placeholder]').length === 0);
      expect(await page.locator('article[data-ad-id]').count()).toBe(0);
      // The first page's cards, in order: twelve gifts, the ad places 3, 7 and 12 among them, and nothing held open.
      const kinds = await page.evaluate(() =>
        Array.from(document.querySelectorAll('article[data-post-id], article[data-ad-id], [data-ad-placeholder]'), (el) =>
          el.hasAttribute('data-ad-placeholder') ? 'hole' : el.hasAttribute('data-ad-id') ? 'ad' : 'gift',
        ).slice(0, 12),
      );
      expect(kinds).toEqual(Array(12).fill('gift'));
      await page.screenshot({ path: join(shotsDir, `native-ads-none-0-20-${size}.png`) });
    });
  }
});

import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { PHONE, shotsDir, siteForThisFile, type PageErrors } from '../support/site-under-test';

/** Addresses DB-IP Lite places in Germany, the United Kingdom and the United States. */
const GERMAN = '5.9.0.1';
const BRITISH = '81.2.69.142';
const AMERICAN = '8.8.8.8';
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

/**
 * Where a visitor is, in a real Chromium: the site runs behind a trusted proxy (the loopback address the browser
 * connects from, TRUSTED_PROXIES), which forwards each visitor's address in X-Forwarded-For, as a load balancer does.
 * The server places the visitor, every page hands the country to the site, and the site picks the cookie banner,
 * the currency and the regional links from it.
 */
describe("the visitor's country in a browser", () => {
  const site = siteForThisFile({ posts: 60, env: { TRUSTED_PROXIES: 'loopback' } });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  async function visitFrom(address: string, options: BrowserContextOptions = DESKTOP): Promise<void> {
    ({ context, page, errors } = await site.newVisit({ ...options, extraHTTPHeaders: { 'X-Forwarded-For': address } }));
  }

  afterEach(async () => {
    await context?.close();
    expect(errors.pageErrors).toEqual([]);
  });

  const countryCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'country')?.value;
  const firstCards = () => page.locator('article[data-post-id]:not([data-ad-id])');
  const cardPrices = () => firstCards().locator('.grid-card-price').allTextContents();
  const shopLink = (store: string) => page.locator('footer').getByRole('link', { name: `Shop Emberhold saga gifts on ${store}` });

  it.each([
    ['1366x900', DESKTOP],
    ['390x844', PHONE],
  ] as const)('shows a German visitor the cookie banner at %s', async (size, options) => {
    await visitFrom(GERMAN, options);
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookie notice' });
    await banner.waitFor();
    expect(await countryCookie()).toBe('DE');
    // Germany gets the US site's dollars: only the UK and Canada have variants of their own.
    await firstCards().locator('.grid-card-price').first().waitFor();
    expect((await cardPrices()).every((price) => price.startsWith('$'))).toBe(true);
    await page.screenshot({ path: join(shotsDir, `visitor-country-de-${size}.png`), animations: 'disabled' });
  });

  it.each([
    ['1366x900', DESKTOP],
    ['390x844', PHONE],
  ] as const)('shows a US visitor no cookie banner at %s', async (_size, options) => {
    await visitFrom(AMERICAN, options);
    await page.goto('/');
    await firstCards().first().waitFor();
    expect(await countryCookie()).toBe('US');
    expect(await page.getByRole('region', { name: 'Cookie notice' }).count()).toBe(0);
  });

  it.each([
    ['1366x900', DESKTOP],
    ['390x844', PHONE],
  ] as const)('shows a British visitor on /gifts/ pounds and the UK storefront at %s', async (size, options) => {
    await visitFrom(BRITISH, options);
    const giftCalls: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/gifts/')) giftCalls.push(new URL(request.url()));
    });
    const response = await page.goto('/gifts/');
    await firstCards().locator('.grid-card-price').first().waitFor();
    expect(await countryCookie()).toBe('GB');
    const prices = await cardPrices();
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.filter((price) => !price.startsWith('£'))).toEqual([]);
    // The UK list: asked for with country=uk, or (the page rendered on the server) carried in the page from that call.
    const carried = (await response!.text()).includes('"queryKey":["gift-head",{"list":"all","sort":"clicks_score_amazon_available","country":"uk"}]');
    expect(carried || giftCalls.length > 0).toBe(true);
    expect(giftCalls.every((url) => url.searchParams.get('country') === 'uk')).toBe(true);
    // The UK is in Europe: the cookie banner shows as well.
    await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
    const link = shopLink('Amazon.co.uk');
    await link.waitFor({ state: 'attached' });
    expect(new URL((await link.getAttribute('href'))!).hostname).toBe('www.amazon.co.uk');
    // A gift's link stays in the variant the visitor sees, rather than leading back to dollars.
    expect(await firstCards().first().locator('a[href]').first().getAttribute('href')).toMatch(/^\/uk\//);
    await page.screenshot({ path: join(shotsDir, `visitor-country-gb-gifts-${size}.png`), animations: 'disabled' });
  });

  it('lets a British visitor pick the US site in the country switch, and keeps the pick on /gifts/', async () => {
    await visitFrom(BRITISH);
    await page.goto('/gifts/');
    const region = page.getByRole('navigation', { name: 'Store region' });
    await region.getByRole('link', { name: 'UK', exact: true }).and(page.locator('[aria-current="true"]')).waitFor();

    await region.getByRole('link', { name: 'US', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await region.getByRole('link', { name: 'US', exact: true }).and(page.locator('[aria-current="true"]')).waitFor();
    expect((await context.cookies()).find((cookie) => cookie.name === 'site_country')?.value).toBe('us');

    await page.goto('/gifts/');
    await firstCards().locator('.grid-card-price').first().waitFor();
    const prices = await cardPrices();
    expect(prices.filter((price) => !price.startsWith('$'))).toEqual([]);
    const link = shopLink('Amazon.com');
    await link.waitFor({ state: 'attached' });
    expect(new URL((await link.getAttribute('href'))!).hostname).toBe('www.amazon.com');
    // Where the visitor is has not changed: the server still says GB, and the cookie banner still shows.
    expect(await countryCookie()).toBe('GB');
    await page.getByRole('region', { name: 'Cookie notice' }).waitFor();
    await page.screenshot({ path: join(shotsDir, 'visitor-country-gb-picked-us.png'), animations: 'disabled' });
  });
});

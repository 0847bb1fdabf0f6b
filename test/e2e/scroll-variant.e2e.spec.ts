import { join } from 'node:path';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { pageAtRest, scrollWindowTo } from '../support/page-states';
import { PHONE, shotsDir, siteForThisFile, type PageErrors } from '../support/site-under-test';

const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;
const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

/**
 * The scroll A/B test in a real Chromium (spec sections 6 and 9): a visitor forced onto the button variant with
 * ?scroll_variant=button keeps it in a 30-day cookie, so their next visit has it without the parameter; scrolling to
 * the end of a list loads nothing more, and "Show more gifts" loads page 2 under page 1 with no gift twice. The
 * visitor's anonymous id is a 10-year user_id cookie, and the session start records the variant.
 */
describe('the button scroll variant in a browser', () => {
  const site = siteForThisFile({ posts: 120 });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  afterEach(async () => {
    await context?.close();
    expect(errors.pageErrors).toEqual([]);
  });

  const listedIds = () => page.locator('article[data-post-id]').evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-post-id'))));
  const cookie = async (name: string) => (await context.cookies()).find((c) => c.name === name);

  async function firstPageIds(): Promise<number[]> {
    const response = await fetch(`${site.origin}/api/lists/new/1/`);
    return ((await response.json()) as { posts: Array<{ id: number }> }).posts.map((post) => post.id);
  }

  for (const [size, options] of [
    ['1366x900', DESKTOP],
    ['390x844', PHONE],
  ] as const) {
    it(`shows Show more gifts instead of loading on scroll, forced by the address and then kept by the cookie (${size})`, async () => {
      // A visitor with no variant yet: the address forces one.
      ({ context, page, errors } = await site.newVisit({ ...options, scrollVariant: null }));
      const listPages: number[] = [];
      page.on('request', (request) => {
        const match = /\/api\/lists\/new\/(\d+)\//.exec(new URL(request.url()).pathname);
        if (match) listPages.push(Number(match[1]));
      });
      const sessionStart = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/user/sessionid');
      await page.goto('/new/?scroll_variant=button');
      await page.locator('article[data-post-id]').first().waitFor();
      const more = page.getByRole('button', { name: 'Show more gifts' });
      await more.waitFor();

      // The session start names the variant shown; its answer leaves a 10-year visitor id, and the variant is kept 30 days.
      const started = await sessionStart;
      expect(started.request().postDataJSON()).toMatchObject({ scroll_variant: 'button' });
      // The server asks for 10 years; Chromium caps any cookie at 400 days, and each visit's session start renews it.
      expect(await started.headerValue('set-cookie')).toMatch(new RegExp(`user_id=[0-9a-f]{32}; Max-Age=${TEN_YEARS_S}; Path=/; SameSite=Lax`));
      await page.waitForFunction(() => document.cookie.includes('user_id='));
      const now = Date.now() / 1000;
      const visitor = await cookie('user_id');
      expect(visitor?.value).toMatch(/^[0-9a-f]{32}$/);
      expect(visitor!.expires).toBeGreaterThan(now + 399 * 86_400);
      expect(visitor!.sameSite).toBe('Lax');
      const variant = await cookie('scroll_variant');
      expect(variant?.value).toBe('button');
      expect(variant!.expires).toBeGreaterThan(now + THIRTY_DAYS_S - 86_400);
      expect(variant!.expires).toBeLessThan(now + THIRTY_DAYS_S + 86_400);

      // At the very end of the list nothing more loads by itself.
      const firstIds = await listedIds();
      expect(firstIds).toEqual(await firstPageIds());
      await scrollWindowTo(page, 1_000_000);
      await pageAtRest(page);
      // Page 1 came rendered with the page (or was read once by the browser); nothing after it.
      expect(listPages.filter((n) => n > 1)).toEqual([]);
      await page.screenshot({ path: join(shotsDir, `scroll-variant-button-${size}.png`), animations: 'disabled' });

      // Show more gifts loads page 2 under page 1: every gift once.
      await more.click();
      await page.locator('article[data-post-id][data-page="2"]').first().waitFor();
      expect(listPages.filter((n) => n > 1)).toEqual([2]);
      const ids = await listedIds();
      expect(ids.slice(0, firstIds.length)).toEqual(firstIds);
      expect(ids.length).toBeGreaterThan(firstIds.length);
      expect(new Set(ids).size).toBe(ids.length);
      await more.waitFor();

      // The next visit, without the parameter: the cookie keeps the variant.
      await page.goto('/new/');
      await page.locator('article[data-post-id]').first().waitFor();
      await more.waitFor();
      listPages.length = 0;
      await scrollWindowTo(page, 1_000_000);
      await pageAtRest(page);
      expect(listPages.filter((n) => n > 1)).toEqual([]);
      await more.click();
      await page.locator('article[data-post-id][data-page="2"]').first().waitFor();
      const again = await listedIds();
      expect(new Set(again).size).toBe(again.length);
      expect(await cookie('user_id')).toMatchObject({ value: visitor!.value });
    });
  }

  it('keeps loading on scroll for a visitor of the infinite variant, with no button', async () => {
    ({ context, page, errors } = await site.newVisit({ ...DESKTOP, scrollVariant: null }));
    await page.goto('/new/?scroll_variant=infinite');
    await page.locator('article[data-post-id]').first().waitFor();
    await scrollWindowTo(page, 1_000_000);
    await page.locator('article[data-post-id][data-page="2"]').first().waitFor();
    expect(await page.getByRole('button', { name: 'Show more gifts' }).count()).toBe(0);
    expect((await cookie('scroll_variant'))?.value).toBe('infinite');
  });
});

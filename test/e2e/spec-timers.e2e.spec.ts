import type { BrowserContext, Page } from 'playwright-core';
import { TEST_PASSWORD } from '../../backend/test/test-constants.test-support';
import { pageAtRest } from '../support/page-states';
import { expectLoggedInAs, expectLoggedOut, siteForThisFile, type PageErrors } from '../support/site-under-test';

/**
 * Two of the spec's timers in a real Chromium (section 9): the auth poll (a login or logout in another tab shows in this
 * one within a second) and the max-label poll (a dragged price thumb's label follows it; the list is asked for once,
 * when the thumb is let go).
 */
describe('the spec timers in a browser', () => {
  const site = siteForThisFile({ posts: 60 });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit({ viewport: { width: 1366, height: 900 } }));
  });

  afterEach(async () => {
    await context?.close();
    expect(errors.pageErrors).toEqual([]);
  });

  it('shows a login and a logout made in another tab without a reload', async () => {
    const account = await site.register('tabfan');
    await page.goto('/');
    await expectLoggedOut(page);

    // Another tab of the same browser logs in (and later out) through the site's own calls.
    const other = await context.newPage();
    await other.goto('/login/');
    const login = await context.request.post('/api/user/login', { form: { username: account.username, password: TEST_PASSWORD } });
    expect(login.status()).toBe(200);
    await expectLoggedInAs(page, account.username);

    const csrf = (await context.cookies()).find((c) => c.name === 'emberhold_csrf')!.value;
    const logout = await context.request.post('/api/user/logout', { headers: { 'x-csrf-token': csrf } });
    expect(logout.status()).toBeLessThan(300);
    await expectLoggedOut(page);
    await other.close();
  });

  it('moves a dragged price thumb’s label with it and asks for the list only when it is let go, with where it ended', async () => {
    const maxes: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.includes('/api/gifts/') && url.searchParams.has('max')) maxes.push(url.searchParams.get('max')!);
    });
    await page.goto('/gifts/');
    await page.locator('article[data-post-id]').first().waitFor();
    expect(await page.getByTestId('price-max').textContent()).toBe('Max');
    const before = maxes.length;

    const upper = page.getByRole('slider', { name: /^To/ });
    const box = (await upper.boundingBox())!;
    const y = box.y + box.height / 2;
    // The upper thumb sits at the right end (Max): take it and drag it left, in steps, as a hand does.
    await page.mouse.move(box.x + box.width - 4, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(box.x + box.width - 4 - step * (box.width * 0.06), y);
    await page.waitForFunction(() => document.querySelector('[data-testid="price-max"]')?.textContent !== 'Max');
    // The label follows the held thumb (on its 50 ms tick) to where the thumb is, and nothing is asked for meanwhile.
    const thumbAt = await upper.inputValue();
    expect(Number(thumbAt)).toBeLessThan(149);
    await page.waitForFunction((value) => document.querySelector('[data-testid="price-max"]')?.textContent === `$${value}`, thumbAt);
    await pageAtRest(page);
    expect(maxes.slice(before)).toEqual([]);

    // Let go: the list is asked for with where the thumb ended, and only that.
    const filtered = page.waitForRequest((request) => new URL(request.url()).searchParams.get('max') === thumbAt);
    await page.mouse.up();
    await filtered;
    await page.waitForURL((url) => url.searchParams.get('max') === thumbAt);
    await pageAtRest(page);
    const asked = maxes.slice(before);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked)).toEqual(new Set([thumbAt]));
    const dragged = `$${thumbAt}`;
    expect(await page.getByTestId('price-max').textContent()).toBe(dragged);
  });
});

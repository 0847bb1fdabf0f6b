import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPrismaClient, type PrismaClient } from '@emberhold/db';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { DESKTOP_CHROME } from '../../backend/test/test-constants.test-support';
import { pageAtRest } from '../support/page-states';
import { productDatabaseUrl } from '../support/product-database';
import {
  expectNoPageErrors,
  settledTitle,
  settledValue,
  shotsDir,
  siteForThisFile,
  type RegisteredAccount,
  type Visit,
} from '../support/site-under-test';

const SEEDED_POSTS = 60;
const IMAGE = '/media/seed/ad/2.svg';
const REASON = 'The image shows a different lantern than the shop sells.';

interface MadeCampaign {
  campaignId: number;
  creativeId: number;
  title: string;
}

/**
 * The campaign dashboards in a real Chromium against the product in the embedded mode (spec sections 2, 4, 6, 8 and
 * 9). An advertiser's campaigns are written into the product's database as the funnel leaves them (paid, waiting for
 * approval); an admin (a user with the access flag) approves one and disapproves another on /admin/approve/. The
 * advertiser's dashboard then shows the running campaign, counts a visitor's native-ad impression on a following poll
 * without reloading (the figure flashes), pauses and resumes it, and offers its breakdowns as tables and CSV files.
 * Receipts list payments with refunds as negative lines; the admins' all-campaigns view is paged in the address.
 * The journeys run in order: each goes on from what the one before did.
 */
describe('campaign dashboards in a browser', () => {
  let db: PrismaClient;
  let advertiser: RegisteredAccount;
  let admin: RegisteredAccount;
  let reader: RegisteredAccount;
  /** Approved on the page, then watched on the dashboard. */
  let lantern: MadeCampaign;
  /** Disapproved on the page with a reason. */
  let cloak: MadeCampaign;
  /** Approved behind the approval page's back: the page's Approve then gets the server's 409. */
  let brooch: MadeCampaign;
  /** The cloak pin's fee, paid and then refunded. */
  let refundOf: number;
  let refundId: number;
  const visits: Visit[] = [];

  // Declared before the site, so it runs before the site stops: the connection closes while its server is up.
  afterAll(async () => {
    await db?.$disconnect();
  });

  const site = siteForThisFile({ posts: SEEDED_POSTS });

  beforeAll(async () => {
    db = createPrismaClient(await productDatabaseUrl(site), { max: 2 });
    [advertiser, admin, reader] = [await site.register('advertiser'), await site.register('admin'), await site.register('reader')];
    await db.user.update({ where: { id: advertiser.userId }, data: { advertiser: true } });
    await db.user.update({ where: { id: admin.userId }, data: { access: true } });
    lantern = await makeCampaign(db, advertiser.userId, 'Wyrmscale Storm Lantern', 1);
    cloak = await makeCampaign(db, advertiser.userId, 'Ashen Court Cloak Pin', 2);
    brooch = await makeCampaign(db, advertiser.userId, 'Hearthstone Brooch', 3);
    // The cloak pin's fee went back to the advertiser when it was turned down.
    refundOf = (await db.payment.findFirstOrThrow({ where: { campaignId: cloak.campaignId }, select: { id: true } })).id;
    refundId = (
      await db.payment.create({
        data: {
        userId: advertiser.userId,
        campaignId: cloak.campaignId,
        provider: 'stripe',
        kind: 'refund',
        status: 'succeeded',
        amountCents: 24_900,
        providerRef: `re_${randomBytes(8).toString('hex')}`,
        idempotencyKey: `refund-${randomBytes(8).toString('hex')}`,
        refundOfId: refundOf,
        },
      })
    ).id;
  });

  afterEach(async () => {
    for (const visit of visits.splice(0)) {
      await visit.context.close();
      // Chromium itself logs the answers that are errors on purpose (a visitor's 401, the refused Approve's 409).
      expectNoPageErrors(visit.errors);
    }
  });

  async function visitAs(account: RegisteredAccount | null, options: { userAgent?: string } = {}): Promise<Visit> {
    const contextOptions = options.userAgent ? { userAgent: options.userAgent } : {};
    const visit = account ? await site.signedInVisit(account, contextOptions) : await site.newVisit(contextOptions);
    visits.push(visit);
    return visit;
  }

  /** A write through the API as the context's logged-in user (with the CSRF token the site would send). */
  async function apiPost(context: BrowserContext, path: string, body: object = {}) {
    const csrf = (await context.cookies()).find((cookie) => cookie.name === 'emberhold_csrf')?.value ?? '';
    return context.request.post(path, { data: body, headers: { 'x-csrf-token': decodeURIComponent(csrf) } });
  }

  /**
   * Follows a link of the masthead's account menu to `path`. It waits for a page at rest (loaded, its fonts and the
   * images in view drawn, nothing left to do) and for the menu, which is drawn once the site knows who is logged in;
   * under load it opens the menu again if it is closed, and clicks again if the page did not move on.
   */
  async function followAccountMenu(page: Page, name: string, path: string): Promise<void> {
    await page.waitForLoadState('load');
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.waitForFunction(() =>
      [...document.images].every((image) => image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top > window.innerHeight)),
    );
    await pageAtRest(page);
    // The menu, with the links the user's flags open, is drawn once the site knows who is logged in; at rest is not
    // enough under load, where that call can still be on its way.
    await page.locator('header [data-account-menu-button]').waitFor();
    const link = page.locator('header').getByRole('link', { name });
    const from = new URL(page.url()).pathname;
    for (let attempt = 1; ; attempt += 1) {
      try {
        if (!(await link.isVisible())) await page.locator('header [data-account-menu-button]').click();
        expect(await link.getAttribute('href', { timeout: 10_000 })).toBe(path);
        await link.click({ timeout: 3_000 });
        // A followed link changes the address at once (the page's code may load after); a click the closing menu
        // swallowed leaves it where it was, and is tried again.
        await page.waitForURL((url) => url.pathname !== from, { timeout: 8_000, waitUntil: 'commit' });
        break;
      } catch (error) {
        if (attempt === 5) throw new Error(`"${name}" did not lead on from ${from} (still at ${page.url()})`, { cause: error });
      }
    }
    expect(new URL(page.url()).pathname).toBe(path);
  }

  const shot = (page: Page | Locator, name: string) =>
    page.screenshot({ path: join(shotsDir, `campaign-dashboard-${name}.png`), animations: name === 'flash' ? 'allow' : 'disabled' });
  const card = (page: Page, campaign: MadeCampaign) => page.locator(`article[data-campaign-id="${campaign.campaignId}"]`);
  const figure = (page: Page, campaign: MadeCampaign, key: string) => card(page, campaign).locator(`[data-figure="${key}"] dd`);
  /**
   * The live region's words once they are `expected`. The list (or card) changes when its query's data arrives and the
   * announcement is a render of its own, so either can show first.
   */
  const announced = (page: Page, expected: string) => settledValue(() => page.locator('[data-announcement]').textContent(), expected);

  it('sends a visitor to log in, and tells a reader the admin pages are not theirs', async () => {
    const { page } = await visitAs(null);
    await page.goto('/product-pitch/dashboard/');
    await page.waitForURL((url) => url.pathname === '/login/' && url.searchParams.get('next') === '/product-pitch/dashboard/');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();

    const { page: readerPage } = await visitAs(reader);
    for (const path of ['/admin/approve/', '/product-pitch/admin-dashboard/', '/product-pitch/admin-dashboard/2']) {
      await readerPage.goto(path);
      await readerPage.getByRole('heading', { name: 'Access denied' }).waitFor();
      expect(await readerPage.getByText('You do not have access to view this page.').isVisible()).toBe(true);
    }
    expect(await settledTitle(readerPage, 'Access denied | Emberhold Gifts')).toBe('Access denied | Emberhold Gifts');
    await shot(readerPage, 'access-denied');

    // A reader without campaigns gets the way to start one.
    await readerPage.goto('/product-pitch/dashboard/');
    await readerPage.getByRole('heading', { name: 'No campaigns yet' }).waitFor();
    expect(await readerPage.getByRole('link', { name: 'Pitch your product' }).getAttribute('href')).toBe('/product-pitch');
    await shot(readerPage, 'empty');
  });

  it('approves one ad and disapproves another with a reason; a creative that moved on meanwhile shows the server refusal', async () => {
    const { page, context } = await visitAs(admin);
    // From a short page at rest, which has nothing left to load under the menu.
    await page.goto('/about/');
    await followAccountMenu(page, 'Approve ads', '/admin/approve/');
    await page.waitForURL((url) => url.pathname === '/admin/approve/');
    await page.getByRole('heading', { name: 'Approve ads' }).waitFor();
    const item = (campaign: MadeCampaign) => page.locator(`[data-creative-id="${campaign.creativeId}"]`);
    for (const campaign of [lantern, cloak, brooch]) await item(campaign).waitFor();

    // Each waiting creative is shown as the native ad it will be, with who made it, its link and when.
    const first = item(lantern);
    expect(await first.getByRole('article', { name: `Sponsored: ${lantern.title}` }).isVisible()).toBe(true);
    expect(await first.locator('dd').allTextContents()).toEqual(
      expect.arrayContaining([advertiser.username, 'https://lantern-isles-supply.example/p/1', `#${lantern.campaignId}`]),
    );
    await shot(page, 'approve-list');

    // Approved elsewhere while this page was open: the page's Approve is refused with the server's words.
    expect((await apiPost(context, `/api/user/creative/${brooch.creativeId}/approve`)).status()).toBe(200);
    await item(brooch).getByRole('button', { name: 'Approve', exact: true }).click();
    const refusal = item(brooch).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('This creative is running, so it cannot be approved.');
    await item(brooch).scrollIntoViewIfNeeded();
    await shot(page, 'approve-refused');

    await first.getByRole('button', { name: 'Approve', exact: true }).click();
    await first.waitFor({ state: 'detached' });
    expect(await announced(page, `Approved “${lantern.title}”. It now runs in the lists.`)).toBe(`Approved “${lantern.title}”. It now runs in the lists.`);

    await item(cloak).getByRole('button', { name: 'Disapprove' }).click();
    const dialog = page.getByRole('dialog', { name: 'Disapprove this ad' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Disapprove' }).click();
    expect(await dialog.locator('[data-field-error="reason"]').textContent()).toBe('Please give a reason for the disapproval.');
    expect(await dialog.getByLabel('Reason').evaluate((field) => field === document.activeElement)).toBe(true);
    await dialog.getByLabel('Reason').fill(REASON);
    // The "required" message goes once there is a reason.
    await dialog.locator('[data-field-error="reason"]').waitFor({ state: 'detached' });
    await shot(page, 'disapprove-dialog');
    await dialog.getByRole('button', { name: 'Disapprove' }).click();
    await dialog.waitFor({ state: 'detached' });
    await item(cloak).waitFor({ state: 'detached' });

    const decided = await db.creative.findMany({ where: { id: { in: [lantern.creativeId, cloak.creativeId] } }, orderBy: { id: 'asc' }, select: { status: true, disapprovalReason: true } });
    expect(decided).toEqual([
      { status: 'running', disapprovalReason: null },
      { status: 'disapproved', disapprovalReason: REASON },
    ]);
    // The brooch goes quiet again, so the lantern is the advertiser's one ad in the lists.
    expect((await apiPost(context, `/api/user/creative/${brooch.creativeId}/pause`)).status()).toBe(200);
    await page.reload();
    await page.getByRole('heading', { name: 'Approve ads' }).waitFor();
    await page.locator('[data-creative-id]').first().waitFor();
    expect(await item(brooch).count()).toBe(0);
  });

  it("shows the advertiser's campaigns and counts a visitor's impression on a following poll, flashing the figure, without reloading", async () => {
    const { page } = await visitAs(advertiser);
    // From a page without native ads: the advertiser's own view of the lantern in a list would count as well.
    await page.goto('/product-pitch');
    await followAccountMenu(page, 'My campaigns', '/product-pitch/dashboard/');
    await page.waitForURL((url) => url.pathname === '/product-pitch/dashboard/');
    await page.getByRole('heading', { name: 'Your campaigns' }).waitFor();
    await card(page, lantern).waitFor();
    expect(await settledTitle(page, 'Your campaigns | Emberhold Gifts')).toBe('Your campaigns | Emberhold Gifts');

    const badge = (campaign: MadeCampaign) => card(page, campaign).locator('[data-status-badge]');
    expect(await badge(lantern).textContent()).toBe('Running');
    expect(await badge(cloak).textContent()).toBe('Disapproved');
    expect(await badge(brooch).textContent()).toBe('Paused');
    expect(await card(page, cloak).getByText(REASON).isVisible()).toBe(true);
    expect(await card(page, lantern).getByRole('heading', { level: 2 }).textContent()).toBe(lantern.title);
    expect(await card(page, lantern).getByText('Fee $249.00').isVisible()).toBe(true);
    expect(await card(page, lantern).getByText(/^Paid [A-Z][a-z]{2} \d{1,2}, \d{4}$/).isVisible()).toBe(true);
    for (const key of ['impressions', 'clicks', 'ctr', 'saves', 'expected_clicks', 'expected_saves', 'click_performance', 'save_performance', 'performance']) {
      expect(await card(page, lantern).locator(`[data-figure="${key}"]`).count()).toBe(1);
    }
    const before = Number((await figure(page, lantern, 'impressions').textContent())!.replace(/,/g, ''));
    await card(page, lantern).scrollIntoViewIfNeeded();
    await shot(page, 'running');

    // The page keeps its state from here on: no reload, and the lantern's card is the same element.
    await page.evaluate((id) => {
      const marked = window as unknown as { notReloaded: boolean; flashes: Array<{ figure: string; on: boolean; animation: string }> };
      marked.notReloaded = true;
      marked.flashes = [];
      document.querySelector(`article[data-campaign-id="${id}"]`)?.setAttribute('data-marked', '');
      new MutationObserver((changes) => {
        for (const change of changes) {
          const element = change.target as HTMLElement;
          if (!element.closest(`article[data-campaign-id="${id}"]`)) continue;
          const style = getComputedStyle(element);
          marked.flashes.push({ figure: element.dataset.figure ?? '', on: element.hasAttribute('data-flashing'), animation: `${style.animationName} ${style.animationDuration}` });
        }
      }).observe(document.querySelector('main')!, { subtree: true, attributes: true, attributeFilter: ['data-flashing'] });
    }, lantern.campaignId);

    // A visitor sees the lantern among the home page's native ads; its impression is sent within a second or so.
    const adId = (await db.nativeAd.findFirstOrThrow({ where: { creativeId: lantern.creativeId }, select: { id: true } })).id;
    const visitor = await visitAs(null, { userAgent: DESKTOP_CHROME });
    const impression = visitor.page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/user/native_ad/tracking/impression/' && JSON.parse(response.request().postData() ?? '{}').ad_id === adId,
    );
    await visitor.page.goto('/');
    const ad = visitor.page.locator(`article[data-ad-id="${adId}"]`).first();
    await ad.waitFor();
    await ad.scrollIntoViewIfNeeded();
    expect((await impression).status()).toBe(200);
    await shot(visitor.page, 'visitor-sees-ad');

    // On a following poll (every 5 s) the count goes up by one, and the figure flashes for 400 ms.
    await page.waitForFunction(
      ({ id, count }) => document.querySelector(`article[data-campaign-id="${id}"] [data-figure="impressions"] dd`)?.textContent === count,
      { id: lantern.campaignId, count: (before + 1).toLocaleString('en-US') },
      { timeout: 30_000, polling: 50 },
    );
    // Caught while it glows, when the screenshot is quick enough (not checked: only for a person to look at).
    if (await card(page, lantern).locator('[data-figure="impressions"][data-flashing]').count()) await shot(card(page, lantern).locator('dl'), 'flash');
    await page.waitForFunction(() => {
      const flashes = (window as unknown as { flashes: Array<{ figure: string; on: boolean }> }).flashes;
      return flashes.some((flash) => flash.figure === 'impressions' && !flash.on);
    });
    // It glowed with the 400 ms flash animation, and went out again by itself (when exactly is the browser's timer,
    // not something a test under load can measure).
    const flashes = await page.evaluate(() => (window as unknown as { flashes: Array<{ figure: string; on: boolean; animation: string }> }).flashes);
    const impressionFlashes = flashes.filter((flash) => flash.figure === 'impressions');
    expect([impressionFlashes[0]?.on, impressionFlashes.at(-1)?.on]).toEqual([true, false]);
    for (const flash of impressionFlashes.filter((f) => f.on)) expect(flash.animation).toMatch(/^\S*figure-flash\S* 0\.4s$/);
    // Only what changed flashed: the impressions and what is computed from them, never the clicks.
    expect(flashes.some((flash) => flash.figure === 'clicks')).toBe(false);
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(await card(page, lantern).getAttribute('data-marked')).toBe('');
  });

  it('pauses and resumes a campaign: its card is replaced with the new status, and a refused move shows the server message', async () => {
    const { page, context } = await visitAs(advertiser);
    await page.goto('/product-pitch/dashboard/');
    await card(page, lantern).waitFor();
    const badge = () => card(page, lantern).locator('[data-status-badge]');

    // The running card is marked: the paused one that replaces it is a new element.
    await card(page, lantern).evaluate((element) => element.setAttribute('data-marked', ''));
    await card(page, lantern).getByRole('button', { name: 'Pause' }).click();
    await page.locator(`article[data-campaign-id="${lantern.campaignId}"][data-status="paused"]`).waitFor();
    expect(await badge().textContent()).toBe('Paused');
    expect(await card(page, lantern).getAttribute('data-marked')).toBeNull();
    // The replaced card's action has focus, and the change is announced.
    const resume = card(page, lantern).getByRole('button', { name: 'Resume' });
    await page.waitForFunction((id) => document.activeElement?.closest(`article[data-campaign-id="${id}"]`) !== null && document.activeElement?.textContent === 'Resume', lantern.campaignId);
    expect(await page.locator('[data-announcement]').textContent()).toBe(`${lantern.title} is paused.`);
    expect(await db.creative.findUniqueOrThrow({ where: { id: lantern.creativeId }, select: { status: true } })).toEqual({ status: 'paused' });
    await card(page, lantern).scrollIntoViewIfNeeded();
    await shot(page, 'paused');

    await resume.click();
    await page.locator(`article[data-campaign-id="${lantern.campaignId}"][data-status="running"]`).waitFor();
    expect(await badge().textContent()).toBe('Running');

    // The page's view is held still while the campaign is paused elsewhere: its Pause is then refused (409).
    const held = await (await context.request.get('/api/user/my-campaigns')).text();
    await page.route('**/api/user/my-campaigns', (route) => route.fulfill({ status: 200, contentType: 'application/json', body: held }));
    expect((await apiPost(context, `/api/user/creative/${lantern.creativeId}/pause`)).status()).toBe(200);
    await card(page, lantern).getByRole('button', { name: 'Pause' }).click();
    const refusal = card(page, lantern).getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe('This creative is paused, so it cannot be paused.');
    await shot(card(page, lantern), 'pause-refused');
    await card(page, lantern).evaluate((element) => element.setAttribute('data-marked', ''));
    await page.unroute('**/api/user/my-campaigns');
    // The next poll brings the real status, and the card is replaced by a paused one.
    await page.locator(`article[data-campaign-id="${lantern.campaignId}"][data-status="paused"]`).waitFor({ timeout: 15_000 });
    expect(await card(page, lantern).getAttribute('data-marked')).toBeNull();
    expect(await card(page, lantern).getByRole('alert').count()).toBe(0);
    expect((await apiPost(context, `/api/user/creative/${lantern.creativeId}/resume`)).status()).toBe(200);
  });

  it('charts a campaign over time and breaks it down by day and by creative, with the same rows as CSV files', async () => {
    const { page } = await visitAs(advertiser);
    await page.goto('/product-pitch/dashboard/');
    const lanternCard = card(page, lantern);
    await lanternCard.waitFor();
    const toggle = lanternCard.getByRole('button', { name: /the chart and breakdowns/ });
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();

    const chart = lanternCard.locator('svg[data-metrics-chart="day"]');
    await chart.waitFor();
    expect(await chart.getAttribute('role')).toBe('img');
    expect(await chart.locator('title').textContent()).toBe('Impressions and clicks per day, the last 30 days');
    expect(await chart.locator('desc').textContent()).toMatch(/^1 impression and 0 clicks over the last 30 days; the busiest day was [A-Z][a-z]{2} \d{1,2} with 1 impression\.$/);
    // The numbers behind the chart, as a table.
    await lanternCard.getByText('Show these figures as a table').click();
    const today = new Date().toISOString().slice(0, 10);
    const todayLabel = new Date(`${today}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
    const chartRow = lanternCard.locator('figure table tbody tr').filter({ has: page.getByRole('rowheader', { name: todayLabel, exact: true }) });
    expect(await chartRow.locator('td').allTextContents()).toEqual(['1', '0', '0.00%', '0']);
    await lanternCard.getByRole('button', { name: 'Last 48 hours' }).click();
    await lanternCard.locator('svg[data-metrics-chart="hour"]').waitFor();
    expect(await lanternCard.getByRole('button', { name: 'Last 48 hours' }).getAttribute('aria-pressed')).toBe('true');
    await lanternCard.locator('svg[data-metrics-chart="hour"]').scrollIntoViewIfNeeded();
    await shot(page, 'chart-hours');
    await lanternCard.getByRole('button', { name: 'Last 30 days' }).click();
    await chart.waitFor();

    const byDay = lanternCard.locator('[data-report="day"]');
    const dayRow = byDay.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: todayLabel, exact: true }) });
    await dayRow.waitFor();
    expect((await dayRow.locator('td').allTextContents()).slice(0, 4)).toEqual(['1', '0', '0.00%', '0']);
    const byCreative = lanternCard.locator('[data-report="creative"]');
    const creativeRow = byCreative.locator('tbody tr').filter({ has: page.getByRole('rowheader', { name: lantern.title }) });
    await creativeRow.waitFor();
    expect((await creativeRow.locator('td').allTextContents()).slice(0, 4)).toEqual(['1', '0', '0.00%', '0']);
    await byDay.scrollIntoViewIfNeeded();
    await shot(page, 'breakdowns');

    // On a phone the card keeps its parts in one column, and the chart is drawn at the phone's width.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction((id) => (document.querySelector(`article[data-campaign-id="${id}"] svg[data-metrics-chart]`)?.getBoundingClientRect().width ?? 999) < 390, lantern.campaignId);
    await shot(lanternCard, 'phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    for (const by of ['day', 'creative'] as const) {
      const link = lanternCard.locator(`[data-report-csv="${by}"]`);
      expect(await link.getAttribute('href')).toBe(`/api/user/campaign/${lantern.campaignId}/report?by=${by}&format=csv`);
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toBe(`campaign-${lantern.campaignId}-by-${by}.csv`);
      const lines = readFileSync((await download.path())!, 'utf8').trim().split(/\r?\n/);
      if (by === 'day') {
        expect(lines[0]).toBe('day,impressions,clicks,ctr,saves,expected_clicks,expected_saves,click_performance,save_performance,performance');
        expect(lines.find((line) => line.startsWith(`${today},`))?.split(',').slice(1, 5)).toEqual(['1', '0', '0', '0']);
      } else {
        expect(lines[0]).toBe('creative_id,title,impressions,clicks,ctr,saves,expected_clicks,expected_saves,click_performance,save_performance,performance');
        expect(lines[1]?.split(',').slice(0, 4)).toEqual([String(lantern.creativeId), lantern.title, '1', '0']);
      }
    }
  });

  it('lists receipts with refunds as negative lines, and prints one receipt without the site around it', async () => {
    const { page } = await visitAs(advertiser);
    await page.goto('/product-pitch/dashboard/');
    await page.getByRole('link', { name: 'Receipts' }).click();
    await page.waitForURL((url) => url.pathname === '/product-pitch/receipts/');
    const rows = page.locator('table[data-receipts] tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(4);
    const refund = page.locator('tr[data-kind="refund"]');
    expect(await refund.locator('[data-amount]').textContent()).toBe('\u2212$249.00');
    expect(await page.locator('tr[data-kind="charge"] [data-amount]').allTextContents()).toEqual(['$249.00', '$249.00', '$249.00']);
    expect(await refund.getByText('Refund', { exact: true }).isVisible()).toBe(true);
    await shot(page, 'receipts');

    const number = (await refund.locator('th a').textContent())!;
    await refund.locator('th a').click();
    await page.waitForURL((url) => url.pathname === `/product-pitch/receipts/${refundId}`);
    await page.locator(`[data-receipt="${number}"]`).waitFor();
    expect(await page.getByRole('heading', { name: 'Refund receipt' }).isVisible()).toBe(true);
    expect(await page.locator('[data-receipt-total]').textContent()).toBe('\u2212$249.00');
    expect(await page.getByRole('link', { name: `receipt #${refundOf}` }).getAttribute('href')).toBe(`/product-pitch/receipts/${refundOf}`);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(true);
    expect(await settledTitle(page, `Receipt ${number} | Emberhold Gifts`)).toBe(`Receipt ${number} | Emberhold Gifts`);
    await shot(page, 'receipt');

    await page.emulateMedia({ media: 'print' });
    expect(await page.locator('header').first().isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator(`[data-receipt="${number}"]`).isVisible()).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'campaign-dashboard-receipt-print.png'), fullPage: true, animations: 'disabled' });
    await page.emulateMedia({ media: 'screen' });
  });

  it("pages through every campaign on the admins' dashboard, the page in the address", async () => {
    // Enough campaigns of another advertiser for a second page (20 a page).
    const other = await site.register('shopkeeper');
    for (let n = 0; n < 21; n += 1) await makeCampaign(db, other.userId, `Emberglass Cup ${n + 1}`, 1, { status: 'running' });
    const { page } = await visitAs(admin);
    await page.goto('/product-pitch/admin-dashboard/');
    await page.getByRole('heading', { name: 'All campaigns' }).waitFor();
    const rows = page.locator('table[data-admin-campaigns] tbody tr');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(20);
    const total = await db.campaign.count();
    expect(await page.getByText(`${total} campaigns, newest first.`, { exact: false }).isVisible()).toBe(true);
    const newest = rows.first();
    expect(await newest.locator('th strong').textContent()).toBe('Emberglass Cup 21');
    expect(await newest.locator('[data-advertiser]').textContent()).toBe(other.username);
    expect(await newest.locator('[data-status-badge]').textContent()).toBe('Running');
    expect(await newest.locator('[data-fee]').textContent()).toBe('$249.00');
    expect(await newest.locator('[data-paid]').textContent()).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await shot(page, 'admin-page-1');

    await page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Page 2' }).click();
    await page.waitForURL((url) => url.pathname === '/product-pitch/admin-dashboard/2');
    await page.locator(`table[data-admin-campaigns] tr[data-campaign-id="${lantern.campaignId}"]`).waitFor();
    expect(await page.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    const lanternRow = page.locator(`tr[data-campaign-id="${lantern.campaignId}"]`);
    expect(await lanternRow.locator('[data-advertiser]').textContent()).toBe(advertiser.username);
    // Status, then impressions.
    expect(await lanternRow.locator('td').nth(1).textContent()).toBe('1');
    await shot(page, 'admin-page-2');
  });

  it('ends a campaign for good after a confirmation: the card says finished and offers nothing more', async () => {
    const candle = await makeCampaign(db, advertiser.userId, 'Hearthfire Candle Trio', 4, { status: 'running' });
    const { page } = await visitAs(advertiser);
    await page.goto('/product-pitch/dashboard/');
    await card(page, candle).getByRole('button', { name: 'End campaign' }).click();
    const dialog = page.getByRole('dialog', { name: `End “${candle.title}”?` });
    await dialog.waitFor();
    await shot(page, 'end-campaign');
    // Kept: nothing changes.
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await db.creative.findUniqueOrThrow({ where: { id: candle.creativeId }, select: { status: true } })).toEqual({ status: 'running' });

    await card(page, candle).getByRole('button', { name: 'End campaign' }).click();
    await dialog.getByRole('button', { name: 'End campaign' }).click();
    await page.locator(`article[data-campaign-id="${candle.campaignId}"][data-status="finished"]`).waitFor();
    expect(await card(page, candle).locator('[data-status-badge]').textContent()).toBe('Finished');
    expect(await card(page, candle).getByRole('button').filter({ hasText: /Pause|Resume|End campaign/ }).count()).toBe(0);
    expect(await announced(page, `${candle.title} is finished.`)).toBe(`${candle.title} is finished.`);
    expect(await db.creative.findUniqueOrThrow({ where: { id: candle.creativeId }, select: { status: true } })).toEqual({ status: 'finished' });
  });

  it('opens the dashboard on the running campaign with traffic, with totals, a needle gauge and its legend, on a phone too', async () => {
    const { page } = await visitAs(advertiser);
    for (const size of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
      await page.setViewportSize(size);
      await page.goto('/product-pitch/dashboard/');
      const cards = page.getByRole('list', { name: 'Campaigns' }).locator('article[data-campaign-id]');
      await cards.first().waitFor();
      expect(await cards.first().getAttribute('data-campaign-id')).toBe(String(lantern.campaignId));
      expect(await cards.first().getByRole('button', { name: 'Hide the chart and breakdowns' }).isVisible()).toBe(true);
      const totals = page.getByRole('region', { name: /^Totals across your \d+ campaigns$/ });
      expect(await totals.locator('[data-total="impressions"] dd').textContent()).toMatch(/^[1-9][\d,]*$/);
      expect(await totals.locator('[data-total="spend"] dd').textContent()).toMatch(/^\$[\d,]+\.\d{2}$/);
      expect(await page.getByText('90% or more: on track').isVisible()).toBe(true);
      const needles = cards.first().locator('[data-needle]');
      expect(await needles.count()).toBe(3);
      for (const rotation of await needles.evaluateAll((found) => found.map((needle) => Number(needle.getAttribute('data-rotation'))))) {
        expect(Math.abs(rotation)).toBeLessThanOrEqual(90);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `dashboard-${size.width}`);
    }
  });

  it("searches and filters the admins' dashboard, the search kept in the address, on a phone too", async () => {
    const { page } = await visitAs(admin);
    await page.goto('/product-pitch/admin-dashboard/');
    const rows = page.locator('table[data-admin-campaigns] tbody tr');
    await rows.first().waitFor();
    await page.getByLabel('Title or advertiser email').fill('storm lantern');
    await page.getByRole('button', { name: 'Search campaigns' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'storm lantern');
    await page.getByText('1 campaign found', { exact: false }).waitFor();
    expect(await rows.count()).toBe(1);
    expect(await rows.first().getAttribute('data-campaign-id')).toBe(String(lantern.campaignId));

    // The advertiser's name filters by them; clearing the words keeps the advertiser.
    await rows.first().locator('[data-advertiser]').click();
    await page.waitForURL((url) => url.searchParams.get('advertiser') === String(advertiser.userId));
    await page.getByLabel('Title or advertiser email').fill('');
    await page.getByRole('button', { name: 'Search campaigns' }).click();
    await page.waitForURL((url) => !url.searchParams.has('q') && url.searchParams.get('advertiser') === String(advertiser.userId));
    const own = await db.campaign.count({ where: { advertiserId: advertiser.userId } });
    await page.getByText(`${own} campaigns found`, { exact: false }).waitFor();
    expect(await rows.locator('[data-advertiser]').allTextContents()).toEqual(Array.from({ length: own }, () => advertiser.username));

    // Kept on reload, and usable on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await page.getByText(`${own} campaigns found`, { exact: false }).waitFor();
    const picked = page.getByLabel('Advertiser', { exact: true });
    // The choices name the advertisers once their list is in.
    await picked.locator('option', { hasText: advertiser.username }).waitFor({ state: 'attached' });
    expect(await picked.inputValue()).toBe(String(advertiser.userId));
    expect(await picked.locator('option:checked').textContent()).toBe(`${advertiser.username} (${own} ${own === 1 ? 'campaign' : 'campaigns'})`);
    expect(await page.getByRole('button', { name: 'Search campaigns' }).isVisible()).toBe(true);
    await shot(page, 'admin-search-390');
    await page.getByRole('link', { name: 'Clear', exact: true }).click();
    await page.waitForURL((url) => url.search === '');
    await page.getByText(`${await db.campaign.count()} campaigns, newest first.`, { exact: false }).waitFor();
  });
});

/** A campaign as the funnel leaves it once paid: its creative waits for approval, its fee paid by card. */
async function makeCampaign(db: PrismaClient, advertiserId: number, title: string, shop: number, options: { status?: 'pending_approval' | 'running' } = {}): Promise<MadeCampaign> {
  const paidAt = new Date();
  const campaign = await db.campaign.create({
    data: {
      advertiserId,
      tempId: randomBytes(12).toString('hex'),
      feeCents: 24_900,
      paidAt,
      creatives: {
        create: {
          title,
          content: `${title}: made by hand in the Lantern Isles, for the reader who keeps the old watches.`,
          price: '48.00',
          link: `https://lantern-isles-supply.example/p/${shop}`,
          image: IMAGE,
          status: options.status ?? 'pending_approval',
        },
      },
      payments: {
        create: {
          userId: advertiserId,
          provider: 'stripe',
          kind: 'charge',
          status: 'succeeded',
          amountCents: 24_900,
          providerRef: `pi_${randomBytes(8).toString('hex')}`,
          idempotencyKey: `campaign-${randomBytes(8).toString('hex')}`,
          createdAt: paidAt,
        },
      },
    },
    include: { creatives: { select: { id: true } } },
  });
  return { campaignId: campaign.id, creativeId: campaign.creatives[0]!.id, title };
}

import { join } from 'node:path';
import { createPrismaClient, type PrismaClient } from '@emberhold/db';
import { DESKTOP_CHROME, TEST_PASSWORD as PASSWORD } from '../../backend/test/test-constants.test-support';
import { productDatabaseUrl } from '../support/product-database';
import { expectNoPageErrors, shotsDir, siteForThisFile, type RegisteredAccount, type Visit } from '../support/site-under-test';

/**
 * The staff funnel report in a real Chromium (spec section 6: admins): on a freshly seeded product the demo funnels
 * are charted step by step with the share that went on, and tabled by week; another range is read on choice; a user
 * without the access flag is told so.
 */
describe('the advertiser funnel report in a browser', () => {
  let db: PrismaClient;
  let admin: RegisteredAccount;
  let user: RegisteredAccount;
  const visits: Visit[] = [];
  const site = siteForThisFile({ posts: 60 });

  beforeAll(async () => {
    db = createPrismaClient(await productDatabaseUrl(site), { max: 2 });
    [admin, user] = [await site.register('funnelstaff'), await site.register('funneluser')];
    await db.user.update({ where: { id: admin.userId }, data: { access: true } });
  });

  afterAll(async () => {
    await db?.$disconnect();
  });

  afterEach(async () => {
    for (const visit of visits.splice(0)) {
      await visit.context.close();
      expectNoPageErrors(visit.errors);
    }
  });

  async function visit(account: RegisteredAccount): Promise<Visit> {
    const opened = await site.newVisit({ userAgent: DESKTOP_CHROME });
    visits.push(opened);
    const response = await opened.context.request.post('/api/user/login', { form: { username: account.username, password: PASSWORD } });
    expect(response.status()).toBe(200);
    return opened;
  }

  it('charts the demo funnels step by step and tables them by week, for the range staff choose', async () => {
    const { page } = await visit(admin);
    expect((await page.goto('/admin/funnel/'))?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Advertiser funnel' }).waitFor();
    const chart = page.getByRole('list', { name: 'Funnels reaching each step' });
    await chart.waitFor();
    const steps = await chart.getByRole('listitem').allTextContents();
    expect(steps.map((text) => text.replace(/[\d,.%↓]+/g, '').replace('went on', '').trim())).toEqual(['Started', 'Ad saved', 'Signed up', 'Payment started', 'Paid']);
    const started = Number((await chart.locator('[data-funnel-step="started"]').textContent())!.replace(/\D/g, ''));
    expect(started).toBeGreaterThan(0);
    expect(await page.locator('[data-funnel-weeks] tbody tr').count()).toBe(12);
    await page.screenshot({ path: join(shotsDir, 'staff-funnel-report.png'), animations: 'disabled', fullPage: true });

    await page.getByLabel('Show the last').selectOption('4');
    await page.getByRole('heading', { name: 'The last 4 weeks' }).waitFor();
    await page.waitForURL(/\/admin\/funnel\/\?weeks=4$/);
    expect(await page.locator('[data-funnel-weeks] tbody tr').count()).toBe(4);
  });

  it('tells a user without the access flag they may not see it', async () => {
    const { page } = await visit(user);
    await page.goto('/admin/funnel/');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  });
});

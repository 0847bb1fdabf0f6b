import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { formatAffiliateReport } from '@emberhold/contracts';
import { createPrismaClient } from '@emberhold/db';
import type { Page } from 'playwright-core';
import { DESKTOP_CHROME } from '../../backend/test/test-constants.test-support';
import { productDatabaseUrl } from '../support/product-database';
import { expectNoPageErrors, shotsDir, siteForThisFile, type RegisteredAccount, type Visit } from '../support/site-under-test';

/** The month before this one, as the report's period (its first day) and as the page writes it ("Oct 2026"). */
function lastMonth(): { period: string; yearMonth: string; label: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const period = first.toISOString().slice(0, 10);
  return { period, yearMonth: period.slice(0, 7), label: new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', timeZone: 'UTC' }).format(first) };
}

/**
 * Affiliate earnings in a real Chromium against the product (spec sections 2, 3, 6 and 7): an admin imports a report
 * file of the retailer's for a tag of its own, gives the tag to a reader and records a payment; the reader then opens
 * /aff/ and sees the month's figures, the commission chart and what is still owed (earned − paid).
 */
describe('affiliate earnings in a browser', () => {
  let admin: RegisteredAccount;
  let reader: RegisteredAccount;
  const visits: Visit[] = [];
  // A US tag: the 'u' keeps random hex from ending in 0c, which marks an Amazon.ca tag (0c-20).
  const tag = `e2e${randomBytes(3).toString('hex')}u-20`;
  const month = lastMonth();

  const site = siteForThisFile({ posts: 50 });

  beforeAll(async () => {
    [admin, reader] = [await site.register('affstaff'), await site.register('affreader')];
    // The access flag is the admins' (spec section 6); an admin gives it from the database.
    const db = createPrismaClient(await productDatabaseUrl(site), { max: 1 });
    await db.user.update({ where: { id: admin.userId }, data: { access: true } });
    await db.$disconnect();
  });

  afterEach(async () => {
    for (const visit of visits.splice(0)) {
      await visit.context.close();
      expectNoPageErrors(visit.errors);
    }
  });

  async function visitAs(account: RegisteredAccount): Promise<Visit> {
    const visit = await site.signedInVisit(account, { userAgent: DESKTOP_CHROME });
    visits.push(visit);
    return visit;
  }

  const shot = (page: Page, name: string) => page.screenshot({ path: join(shotsDir, `affiliates-${name}.png`), animations: 'disabled', fullPage: true });

  it("imports a report, gives its tag to a reader with a payment, and the reader's /aff/ shows the month, the chart and the balance", async () => {
    const { page } = await visitAs(admin);
    const opened = await page.goto('/admin/affiliates/');
    expect(opened?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Affiliates' }).waitFor();

    // The retailer's monthly report for the tag, with its title line, as staff download it.
    const report = formatAffiliateReport(
      {
        program: 'us',
        grain: 'month',
        rows: [{ tag, period: month.period, clicks: 400, ordered_units: 12, shipped_units: 11, returned_units: 1, sales_amount: '480.00', commission: '19.20' }],
      },
      'csv-title',
    );
    const importing = page.getByRole('region', { name: 'Import a report' });
    await importing.getByLabel('Report file').setInputFiles({ name: `${tag}.csv`, mimeType: 'text/csv', buffer: Buffer.from(report) });
    await importing.getByRole('button', { name: 'Import' }).click();
    await importing.getByRole('status').filter({ hasText: `${tag}.csv is queued: 1 row for ${tag}.` }).waitFor();
    // The list is read again while the import is on its way, until the report holds all its rows.
    const imported = importing.locator('tr[data-affiliate-import]', { hasText: `${tag}.csv` });
    await imported.and(page.locator('[data-import-status="complete"]')).waitFor({ timeout: 60_000 });
    expect(await imported.textContent()).toContain('Complete');

    const tags = page.getByRole('region', { name: 'Tags' });
    await tags.getByLabel('Tag').fill(tag);
    await tags.getByLabel('User id or email').fill(reader.email);
    await tags.getByRole('button', { name: 'Assign' }).click();
    await tags.getByRole('status').waitFor();
    const assigned = tags.locator(`tr[data-affiliate-ref="${tag}"]`);
    await assigned.waitFor();
    expect(await assigned.textContent()).toContain(reader.username);
    expect(await assigned.getByRole('link', { name: tag }).getAttribute('href')).toBe(`/aff/?tag=${tag}`);

    const payments = page.getByRole('region', { name: 'Payments' });
    await payments.getByLabel('User id').fill(String(reader.userId));
    await payments.getByLabel('Tag').fill(tag);
    await payments.getByLabel('Amount').fill('5.00');
    await payments.getByRole('button', { name: 'Record payment' }).click();
    await payments.getByRole('status').waitFor();
    const paid = payments.locator('tr[data-affiliate-payment]', { hasText: tag });
    await paid.waitFor();
    expect(await paid.textContent()).toContain('$5.00');
    await shot(page, 'admin');

    const { page: own } = await visitAs(reader);
    expect((await own.goto('/aff/'))?.status()).toBe(200);
    const section = own.locator(`[data-affiliate-tag="${tag}"]`);
    await section.waitFor();
    const row = section.locator(`tr[data-affiliate-month="${month.yearMonth}"]`);
    const cells = await row.locator('th, td').allTextContents();
    // No outbound click of the site's carries this tag, so the rates are per the retailer's 400 clicks (marked *).
    expect(cells).toEqual([month.label, '12', '11', '1', '$480.00', '$19.20', '0', '3.00%*', '$0.0480*']);
    const chart = section.getByRole('img', { name: `Commission by month for ${tag}` });
    expect(await chart.getAttribute('aria-describedby')).toBeTruthy();
    expect(await chart.locator('desc').textContent()).toBe(`${month.label}: $19.20.`);
    expect(await chart.locator('rect').count()).toBe(1);
    expect(await section.getByRole('link', { name: /Download CSV/ }).getAttribute('href')).toBe(`/api/user/affiliate/export.csv?tag=${tag}`);

    const balance = own.locator('[data-affiliate-balance="USD"]');
    expect(await balance.locator('[data-balance-earned]').textContent()).toBe('$19.20');
    expect(await balance.locator('[data-balance-paid]').textContent()).toBe('$5.00');
    expect(await balance.locator('[data-balance-owed]').textContent()).toBe('$14.20');
    expect(await own.locator('[data-reports-updating]').count()).toBe(0);
    await shot(own, 'report');
  }, 240_000);
});

import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { createPrismaClient, type PrismaClient } from '@emberhold/db';
import type { Page } from 'playwright-core';
import { DESKTOP_CHROME } from '../../backend/test/test-constants.test-support';
import { productDatabaseUrl } from '../support/product-database';
import { expectNoPageErrors, shotsDir, siteForThisFile, type RegisteredAccount, type Visit } from '../support/site-under-test';
import { SUCCEEDING_CARD } from '../support/stripe-js-standin';

const IMAGE = '/media/seed/ad/2.svg';
const TITLE = 'Wyrmscale Storm Lantern';
const DAY = 86_400_000;


/**
 * The dropoffs back office in a real Chromium against the product with a real SMTP inbox and card payments through the
 * Stripe stand-in (spec sections 6 and 9). A user left the funnel with a saved ad and an unpaid campaign; an admin
 * sends them a discount from /product-pitch/dropoffs/; the mailed link opens their payment page with the discount
 * applied, they pay $186.75 by card, and their ad is then waiting in the admin's approval queue.
 */
describe('dropoffs and discounts in a browser', () => {
  let db: PrismaClient;
  let admin: RegisteredAccount;
  let leaver: RegisteredAccount;
  let campaignId: number;
  let creativeId: number;
  let dropoffId: number;
  const visits: Visit[] = [];

  afterAll(async () => {
    await db?.$disconnect();
  });

  const site = siteForThisFile({ posts: 60, mail: true, payments: { stripe: 'stand-in' } });

  beforeAll(async () => {
    db = createPrismaClient(await productDatabaseUrl(site), { max: 2 });
    [admin, leaver] = [await site.register('dropstaff'), await site.register('leaver')];
    await db.user.update({ where: { id: admin.userId }, data: { access: true } });
    // Where the funnel left them: an ad saved on a campaign of theirs, not paid for.
    const campaign = await db.campaign.create({
      data: {
        advertiserId: leaver.userId,
        tempId: randomBytes(12).toString('hex'),
        creatives: { create: { title: TITLE, content: 'Forged in the Lantern Isles, lit by ember-glass.', price: '48.00', link: 'https://lantern-isles-supply.example/p/9', image: IMAGE } },
      },
      include: { creatives: true },
    });
    campaignId = campaign.id;
    creativeId = campaign.creatives[0]!.id;
    // Theirs is the newest dropoff; enough others behind it for a second page.
    const now = Date.now();
    dropoffId = (await db.dropoff.create({ data: { email: leaver.email, userId: leaver.userId, campaignId, lastStep: 'payment_started', leftAt: new Date(now + 2 * DAY) } })).id;
    await db.dropoff.createMany({ data: Array.from({ length: 26 }, (_, i) => ({ email: `browsed.${i}.${randomBytes(3).toString('hex')}@example.test`, lastStep: 'email_left', leftAt: new Date(now + DAY - i * 60_000) })) });
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

  const shot = (page: Page, name: string) => page.screenshot({ path: join(shotsDir, `staff-dropoffs-${name}.png`), animations: 'disabled' });

  it('sends a dropoff a discount they pay $186.75 with by card, and their ad then waits for approval', async () => {
    const { page } = await visitAs(admin);
    const first = await page.goto('/product-pitch/dropoffs/');
    expect(first?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Dropoffs and discounts' }).waitFor();
    const row = page.locator(`tr[data-dropoff="${dropoffId}"]`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Started paying');
    expect(await row.locator('[data-discount-state]').textContent()).toBe('Not sent');
    await page.getByRole('heading', { name: 'Passed pitches' }).waitFor();
    await shot(page, 'list');

    const send = row.getByRole('button', { name: `Send a discount to ${leaver.email}` });
    await send.click();
    // The list is read again once the server has answered: the row then says when, and its button stays off.
    await row.locator('[data-discount-state]', { hasText: /^Sent / }).waitFor();
    expect(await send.textContent()).toBe('Discount sent');
    expect(await send.isDisabled()).toBe(true);
    await shot(page, 'sent');

    // The server answers the second page's address with the site, and the pager leads there.
    const second = await page.goto('/product-pitch/dropoffs/2');
    expect(second?.status()).toBe(200);
    await page.getByRole('table', { name: 'Dropoffs, page 2' }).waitFor();

    // The mailed link: their campaign's payment page with the token.
    const mail = await site.inbox!.next(leaver.email);
    const link = new RegExp(`${site.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/product-pitch/payment/x10${campaignId}\\?discount_token=[\\w-]+`).exec(mail.text)?.[0];
    expect(link).toBeDefined();

    const { page: payer } = await visitAs(leaver);
    await payer.goto(link!);
    await payer.locator('[data-discount-applied]').waitFor();
    expect(await payer.locator('[data-payment-total]').textContent()).toBe('$249.00$186.75');
    await shot(payer, 'payment');
    await payer.getByRole('checkbox', { name: /I have read and agree/ }).check();
    await payer.getByRole('button', { name: 'Pay by card' }).click();
    const card = payer.locator('[data-card-element]');
    await card.getByLabel('Card number').fill(SUCCEEDING_CARD);
    await card.getByLabel('Expiration date').fill('12 / 34');
    await card.getByLabel('Security code').fill('123');
    await payer.getByRole('button', { name: 'Pay $186.75' }).click();
    await payer.waitForURL(`${site.origin}/product-pitch/dashboard/`, { timeout: 20_000 });
    const paid = await db.campaign.findUniqueOrThrow({ where: { id: campaignId } });
    expect(paid.feeCents).toBe(18_675);

    // The ad is in the approval queue.
    await page.goto('/admin/approve/');
    await page.getByRole('heading', { name: 'Approve ads' }).waitFor();
    const waiting = page.locator(`li[data-creative-id="${creativeId}"]`);
    await waiting.waitFor();
    expect(await waiting.textContent()).toContain(TITLE);
    await shot(page, 'approve-queue');
  });
});

import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { DESKTOP_CHROME } from '../../backend/test/test-constants.test-support';
import { linkInMail, recordPosts, shotsDir, type RegisteredAccount, type Visit } from '../support/site-under-test';
import { staffJourneyForThisFile } from '../support/staff-journey';


const BODY = '<p>The <strong>Winter Forge</strong> sale starts today.</p><script>document.title = "owned"</script><p><a href="https://shop.example/mugs" onclick="steal()">See the mugs</a></p>';

/**
 * Promo emails in a real Chromium against the product with a real SMTP inbox (spec sections 6 and 9): an admin writes
 * one at /admin/promo-email/, previews it as the server would send it in a sandboxed frame, sends it with a double
 * click that sends it once, and sees it in the sent log; its reader opens the mailed unsubscribe link, which changes
 * nothing until they press Unsubscribe.
 */
describe('promo emails in a browser', () => {
  const journey = staffJourneyForThisFile({ posts: 60, mail: true, admin: 'promostaff' });
  const { site } = journey;
  let reader: RegisteredAccount;

  beforeAll(async () => {
    reader = await site.register('promoreader');
  });

  const visit = (account?: RegisteredAccount): Promise<Visit> => journey.visit(account, { userAgent: DESKTOP_CHROME });

  const shot = (page: Page, name: string) => page.screenshot({ path: join(shotsDir, `staff-promo-email-${name}.png`), animations: 'disabled' });

  it('previews a promo email safely, sends it once, and its reader unsubscribes from the mailed link', async () => {
    const { page } = await visit(journey.admin);
    expect((await page.goto('/admin/promo-email/'))?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Promo emails' }).waitFor();

    await page.getByLabel(/^To/).fill(reader.email);
    await page.getByLabel(/^Subject/).fill('The Winter Forge sale');
    await page.getByLabel(/^Email/).fill(BODY);
    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.frameLocator('iframe[title="The email as it will be sent"]');
    await preview.getByText('Winter Forge').waitFor();
    expect(await preview.getByRole('link', { name: 'See the mugs' }).getAttribute('href')).toBe('https://shop.example/mugs');
    expect(await preview.getByRole('link', { name: 'See the mugs' }).getAttribute('onclick')).toBeNull();
    expect(await preview.locator('script').count()).toBe(0);
    expect(await preview.getByRole('link', { name: 'Unsubscribe' }).count()).toBe(1);
    expect(await page.title()).not.toBe('owned');
    await shot(page, 'preview');

    const sends = recordPosts(page, '/api/user/send-promo-email');
    await page.getByRole('button', { name: 'Send' }).dblclick();
    await page.getByText(`Sent to ${reader.email}.`).waitFor();
    expect(sends).toHaveLength(1);
    const row = page.locator('tr', { hasText: reader.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('The Winter Forge sale');
    expect(await row.textContent()).toContain(journey.admin.username);
    await shot(page, 'sent');

    const mail = await site.inbox!.next(reader.email);
    expect(mail.subject).toBe('The Winter Forge sale');
    const link = linkInMail(mail, site.origin, '/unsubscribe/\\?token=[A-Za-z0-9_.%-]+');

    const { page: inboxPage } = await visit();
    expect((await inboxPage.goto(link))?.status()).toBe(200);
    await inboxPage.getByText(reader.email).waitFor();
    expect(await journey.db.mailSuppression.count({ where: { email: reader.email } })).toBe(0);
    await inboxPage.getByRole('button', { name: 'Unsubscribe' }).click();
    await inboxPage.getByText('You are unsubscribed').waitFor();
    expect(await journey.db.mailSuppression.count({ where: { email: reader.email } })).toBe(1);
    await shot(inboxPage, 'unsubscribed');
    expect(site.inbox!.mails.filter((received) => received.to.includes(reader.email))).toHaveLength(1);
  });
});

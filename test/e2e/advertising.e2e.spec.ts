import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import { expectNoPageErrors, settledTitle, recordPosts, shotsDir, siteForThisFile, type PageErrors } from '../support/site-under-test';

/**
 * The advertising landing in a real Chromium (spec sections 2 and 9): /product-pitch with the three plans at their
 * prices and what advertisers say, and the "talk to us" form (the ssnaleads call), which checks its required fields
 * before sending and takes the plan chosen on a plan card.
 */
describe('the product pitch page in a browser', () => {
  const site = siteForThisFile({ posts: 60 });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;
  let leads: Request[];

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit());
    leads = recordPosts(page, '/api/user/ssnaleads');
  });

  afterEach(async () => {
    await context.close();
    expectNoPageErrors(errors);
  });

  it('shows the plans at their prices and what advertisers say, and takes a lead for the plan chosen', async () => {
    await page.goto('/ssna/');
    await page.waitForURL(`${site.origin}/product-pitch`);
    await page.getByRole('heading', { name: 'Plans' }).waitFor();
    expect(await settledTitle(page, 'Pitch your product | Emberhold Gifts')).toBe('Pitch your product | Emberhold Gifts');
    const plans = await page.locator('[data-plan]').evaluateAll((cards) =>
      cards.map((card) => [card.querySelector('h3')?.textContent, card.querySelector('p')?.textContent]),
    );
    expect(plans).toEqual([
      ['Basic', '$149'],
      ['Premium', '$299'],
      ['Platinum', '$999'],
    ]);
    expect(await page.locator('figure blockquote').count()).toBe(3);
    await page.screenshot({ path: join(shotsDir, 'advertising-pitch.png'), fullPage: true, animations: 'disabled' });

    const form = page.locator('[data-lead-form]');
    await page.locator('[data-plan="premium"]').getByRole('link', { name: 'Choose Premium' }).click();
    expect(await form.getByLabel('Plan').inputValue()).toBe('premium');
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await form.getByRole('alert').textContent()).toBe('Please enter your name and email.');
    expect(await form.getByLabel('Name').getAttribute('aria-invalid')).toBe('true');
    expect(leads).toHaveLength(0);

    await form.getByLabel('Name').fill('Iris of Saltreach');
    await form.getByLabel('Email').fill('iris@saltreach.example');
    await form.getByLabel('Link to your product').fill('saltreach.example/towels');
    await form.getByRole('button', { name: 'Send' }).click();
    await page.locator('[data-lead-done]').waitFor();
    expect(await page.locator('[data-lead-done]').textContent()).toBe("Thanks! We'll be in touch within one business day.");
    expect(leads).toHaveLength(1);
    expect(JSON.parse(leads[0]!.postData() ?? '{}')).toEqual({ name: 'Iris of Saltreach', email: 'iris@saltreach.example', link: 'saltreach.example/towels', plan: 'premium' });
    await page.locator('#talk-to-us').screenshot({ path: join(shotsDir, 'advertising-lead-sent.png'), animations: 'disabled' });
  });

  it("shows the server's answer when it refuses the lead", async () => {
    await page.goto('/product-pitch');
    const form = page.locator('[data-lead-form]');
    await form.getByLabel('Name').fill('Iris');
    await form.getByLabel('Email').fill('not-an-email');
    await page.locator('[data-lead-form]').getByRole('button', { name: 'Send' }).click();
    await page.locator('[data-lead-form] [role="alert"]').filter({ hasText: 'email' }).waitFor();
    expect(await page.locator('[data-lead-form] [role="alert"]').textContent()).toBe('email: must be an email address');
    expect(await form.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');
  });
});

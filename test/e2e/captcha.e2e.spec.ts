import { join } from 'node:path';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { CAPTCHA_MISSING_MESSAGE } from '@emberhold/contracts';
import { TEST_PASSWORD } from '../../backend/test/test-constants.test-support';
import { captchaProviderForThisFile } from '../support/captcha-provider';
import { expectNoPageErrors, newAccount, PHONE, recordPosts, shotsDir, siteForThisFile } from '../support/site-under-test';

const SIZES: Array<[string, BrowserContextOptions]> = [
  ['desktop', { viewport: { width: 1366, height: 900 } }],
  ['phone', PHONE],
];

/**
 * The captcha of the contact and register forms in a real Chromium (spec section 5, issue 18), with a local provider
 * speaking reCAPTCHA v2's protocol (test/support/captcha-provider.ts): its script and its "I'm not a robot" frame load
 * under the site's content security policy, neither form can be sent until the box is ticked, and then each succeeds
 * with an answer the server has verified with the provider. What the forms do when the provider refuses an answer is
 * the API's and the component tests' (backend/test/captcha.spec.ts, frontend/src/components/captcha).
 */
describe('captcha on the contact and register forms in a browser', () => {
  const { provider, env } = captchaProviderForThisFile();
  const site = siteForThisFile({ posts: 50, env });

  const checkbox = (page: Page) => page.frameLocator('iframe[title="reCAPTCHA"]').getByRole('checkbox', { name: "I'm not a robot" });

  /** Ticks the box and waits until the provider has handed the page its answer. */
  async function tick(page: Page): Promise<void> {
    await checkbox(page).check();
    await page.frameLocator('iframe[title="reCAPTCHA"]').getByRole('status').filter({ hasText: 'Verified' }).waitFor();
  }

  /** The widget lies inside the screen's width (no sideways scrolling on a phone). */
  async function expectWidgetOnScreen(page: Page, width: number): Promise<void> {
    const box = await page.locator('iframe[title="reCAPTCHA"]').boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  }

  it.each(SIZES)('the register form cannot be sent until the box is ticked, then registers and logs in (%s)', async (size, options) => {
    const { context, page, errors } = await site.newVisit(options);
    const sent = recordPosts(page, '/api/user/register');
    const account = newAccount('robotless');
    await page.goto('/popular/');
    await page.locator('article[data-post-id]').first().waitFor();
    await page.locator('header [data-account-state="logged-out"]').first().waitFor({ state: 'attached' });
    const register = page.locator('header').getByRole('link', { name: 'Register' });
    if (!(await register.isVisible())) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Register' }).filter({ visible: true }).first().click();
    // The masthead's link opens the login/register modal; the phone's menu leads to the /register/ page.
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Create account' }) });
    await form.getByLabel('Username').fill(account.username);
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(TEST_PASSWORD);
    await checkbox(page).waitFor();
    await expectWidgetOnScreen(page, options.viewport!.width);

    await form.getByRole('button', { name: 'Create account' }).click();
    await form.getByRole('alert').filter({ hasText: CAPTCHA_MISSING_MESSAGE }).waitFor();
    expect(sent).toHaveLength(0);
    await page.screenshot({ path: join(shotsDir, `captcha-register-unticked-${size}.png`), animations: 'disabled' });

    await tick(page);
    await form.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Create your account' }).waitFor({ state: 'detached' });
    // Logged in (the masthead, or on a phone the menu, has the account now).
    await page.locator('header [data-account-state="logged-in"]').first().waitFor({ state: 'attached' });
    expect(await page.evaluate(async () => ((await (await fetch(`/api/user/me?now=${Date.now()}`)).json()) as { user?: { username?: string } }).user?.username)).toBe(account.username);
    expect(sent).toHaveLength(1);
    const answer = new URLSearchParams(sent[0]!.postData() ?? '').get('captcha');
    expect(answer).toBeTruthy();
    expect(provider.verifications.at(-1)).toMatchObject({ secret: provider.secret, response: answer });
    await context.close();
    expectNoPageErrors(errors);
  });

  it.each(SIZES)('the contact form cannot be sent until the box is ticked, then sends (%s)', async (size, options) => {
    const { context, page, errors } = await site.newVisit(options);
    const sent = recordPosts(page, '/api/user/contact');
    await page.goto('/contact/');
    await page.getByRole('heading', { name: 'Contact us' }).waitFor();
    await page.getByLabel('Name').fill('Ysra Vell');
    await page.getByLabel('Email').fill('ysra@example.test');
    await page.getByLabel('Message').fill('Have you seen the ember-glass lanterns of the Seventh House?');
    await checkbox(page).waitFor();
    await expectWidgetOnScreen(page, options.viewport!.width);

    await page.getByRole('button', { name: 'Send message' }).click();
    await page.getByRole('alert').filter({ hasText: CAPTCHA_MISSING_MESSAGE }).waitFor();
    expect(sent).toHaveLength(0);
    await page.screenshot({ path: join(shotsDir, `captcha-contact-unticked-${size}.png`), animations: 'disabled' });

    await tick(page);
    await page.getByRole('button', { name: 'Send message' }).click();
    await page.locator('[data-contact-sent]').waitFor();
    expect(await page.locator('[data-contact-sent]').textContent()).toContain('Thanks! Your message has been sent.');
    expect(sent).toHaveLength(1);
    const answer = (JSON.parse(sent[0]!.postData() ?? '{}') as { captcha?: string }).captcha;
    expect(answer).toBeTruthy();
    expect(provider.verifications.at(-1)).toMatchObject({ secret: provider.secret, response: answer });
    await page.screenshot({ path: join(shotsDir, `captcha-contact-sent-${size}.png`), animations: 'disabled' });
    await context.close();
    expectNoPageErrors(errors);
  });
});

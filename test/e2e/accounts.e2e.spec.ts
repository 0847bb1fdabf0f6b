import { join } from 'node:path';
import { type BrowserContext, type Page, type Request } from 'playwright-core';
import { TEST_PASSWORD as PASSWORD } from '../../backend/test/test-constants.test-support';
import { expectLoggedInAs, expectLoggedOut, expectNoPageErrors, newAccount, recordPosts, settledValue, shotsDir, siteForThisFile, type Account, type PageErrors } from '../support/site-under-test';

const SEEDED_POSTS = 60;

/**
 * Accounts in a real Chromium against the product in the embedded mode (spec sections 2, 4, 5 and 8): registering
 * through /register/, the username in the masthead and its menu's Log out, logging in through /login/ with the email,
 * and the login/register modal opened from the masthead on a list page, which keeps the visitor on that page. Login and
 * register send their credentials form-encoded. What the login form says when refused or when its request fails is the
 * component tests' (frontend/src/features/auth/components/account-*.test.tsx).
 */
describe('accounts in a browser', () => {
  const site = siteForThisFile({ posts: SEEDED_POSTS });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;
  let accountPosts: Request[];
  /** Registered through the API beforehand, for the journeys that start logged out with an account. */
  let existing: Account;

  beforeAll(async () => {
    existing = await site.register('reader');
  });

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit());
    accountPosts = recordPosts(page, /^\/api\/user\/(login|register)$/);
  });

  afterEach(async () => {
    await context.close();
    // Chromium itself logs the answers that are errors on purpose (401 from /api/user/me, a refused login).
    expectNoPageErrors(errors);
  });

  const masthead = () => page.locator('header');
  const accountBox = () => masthead().locator('[data-account-state]');
  const dialog = () => page.getByRole('dialog');
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name'));

  async function meStatus(): Promise<number> {
    return page.evaluate(async () => (await fetch(`/api/user/me?now=${Date.now()}`)).status);
  }

  /** Every login and registration went form-encoded (spec section 7). */
  function expectFormEncoded(): void {
    expect(accountPosts.length).toBeGreaterThan(0);
    for (const request of accountPosts) {
      expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
      expect(() => JSON.parse(request.postData() ?? '')).toThrow();
      expect(new URLSearchParams(request.postData() ?? '').has('password')).toBe(true);
    }
  }

  it('registers through /register/, shows the username in the masthead with an httpOnly session, and logs out through its menu', async () => {
    const account = newAccount('reader');
    await page.goto('/register/?next=%2Fpopular%2F');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    // The autocomplete hints password managers need.
    expect(await page.getByLabel('Username').getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('email');
    expect(await page.getByLabel('Password').getAttribute('autocomplete')).toBe('new-password');
    await expectLoggedOut(page);

    // What the server refuses is said beside each field, in its words.
    await page.getByLabel('Username').fill('x');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    const usernameError = page.locator('[data-field-error="username"]');
    await usernameError.waitFor();
    expect(await usernameError.textContent()).toBe('Please choose a username of 3 to 30 letters, digits, _ or -.');
    expect(await page.locator('[data-field-error="email"]').textContent()).toBe('Please enter a valid email address.');
    expect(await page.locator('[data-field-error="password"]').textContent()).toBe('Your password needs at least 8 characters.');
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    // Focus moves in an effect after the server's answer has rendered.
    expect(await settledValue(focusedName, 'username')).toBe('username');
    await page.screenshot({ path: join(shotsDir, 'accounts-register-errors.png'), animations: 'disabled' });

    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    // Back where the visitor came from, logged in.
    await page.waitForURL(`${site.origin}/popular/`);
    await expectLoggedInAs(page, account.username);
    const session = (await context.cookies()).find((cookie) => cookie.name === 'emberhold_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('emberhold_session');
    expect(await meStatus()).toBe(200);
    expectFormEncoded();

    await masthead().locator('[data-account-menu-button]').click();
    await masthead().getByRole('link', { name: 'Log out' }).waitFor();
    await page.screenshot({ path: join(shotsDir, 'accounts-menu.png'), animations: 'disabled' });
    await masthead().getByRole('link', { name: 'Log out' }).click();
    await page.waitForURL(`${site.origin}/`);
    await expectLoggedOut(page);
    expect(await meStatus()).toBe(401);
    expect((await context.cookies()).find((cookie) => cookie.name === 'emberhold_session')).toBeUndefined();
  });

  it('logs in through /login/ with the email, and goes back to next', async () => {
    await page.goto('/login/?next=%2Fnew%2F');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    expect(await page.getByLabel('Username or email').getAttribute('autocomplete')).toBe('username');
    expect(await page.getByLabel('Password').getAttribute('autocomplete')).toBe('current-password');

    await page.getByLabel('Username or email').fill(existing.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${site.origin}/new/`);
    await expectLoggedInAs(page, existing.username);
    expectFormEncoded();
  });

  it('never follows a next parameter off the site', async () => {
    await page.goto('/login/?next=%2F%2Fevil.example%2F');
    await page.getByLabel('Username or email').fill(existing.username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${site.origin}/`);
    await expectLoggedInAs(page, existing.username);
  });

  it('says why a taken email cannot register, above the form and beside the field', async () => {
    await page.goto('/register/');
    await page.getByLabel('Username').fill(newAccount('reader').username);
    await page.getByLabel('Email').fill(existing.email);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('alert').filter({ hasText: 'An account with that email address already exists. Please log in instead.' }).waitFor();
    expect(await page.locator('[data-field-error="email"]').textContent()).toBe('Email is already registered');
    await expectLoggedOut(page);
  });

  it('logs in inside the modal opened from the masthead on a list page, and stays on that page', async () => {
    await page.goto('/popular/');
    await page.locator('article[data-post-id]').first().waitFor();
    await expectLoggedOut(page);
    const login = masthead().getByRole('link', { name: 'Log in' });

    // Escape closes it and focus goes back to the link that opened it.
    await login.click();
    await dialog().waitFor();
    expect(await dialog().getByRole('heading').textContent()).toBe('Log in');
    // The modal's code loads on its first opening, and focus moves in once it has mounted.
    expect(await settledValue(focusedName, 'username')).toBe('username');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await login.evaluate((element) => element === document.activeElement)).toBe(true);

    // The backdrop closes it too; Tab stays inside while it is open.
    await login.click();
    await dialog().waitFor();
    for (let i = 0; i < 8; i += 1) await page.keyboard.press('Tab');
    expect(await dialog().evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.mouse.click(30, 450);
    await dialog().waitFor({ state: 'detached' });

    // Register and login switch inside it.
    await masthead().getByRole('link', { name: 'Register' }).click();
    await dialog().getByRole('heading', { name: 'Create your account' }).waitFor();
    await page.screenshot({ path: join(shotsDir, 'accounts-modal-register.png'), animations: 'disabled' });
    await dialog().getByRole('button', { name: 'Log in' }).click();
    await dialog().getByRole('heading', { name: 'Log in' }).waitFor();

    await dialog().getByLabel('Username or email').fill(existing.username);
    await dialog().getByLabel('Password').fill(PASSWORD);
    await page.screenshot({ path: join(shotsDir, 'accounts-modal-login.png'), animations: 'disabled' });
    await dialog().getByRole('button', { name: 'Log in' }).click();
    await dialog().waitFor({ state: 'detached' });
    await expectLoggedInAs(page, existing.username);
    expect(new URL(page.url()).pathname).toBe('/popular/');
    expect(await page.locator('article[data-post-id]').count()).toBeGreaterThan(0);
    expect(await meStatus()).toBe(200);
    expectFormEncoded();
    // Focus lands on the account menu that took the Log in link's place.
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-account-menu-button'))).toBe(true);
    await page.screenshot({ path: join(shotsDir, 'accounts-after-modal-login.png'), animations: 'disabled' });
  });

  it('holds the account box at one size while the auth state is unknown', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/me*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/popular/');
    const unknown = masthead().locator('[data-account-state="unknown"]');
    await unknown.waitFor({ state: 'attached' });
    const before = (await unknown.boundingBox())!;
    release();
    await masthead().locator('[data-account-state="logged-out"]').waitFor();
    const after = (await accountBox().boundingBox())!;
    expect(after).toEqual(before);
  });
});

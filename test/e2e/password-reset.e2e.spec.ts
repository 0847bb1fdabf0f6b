import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type BrowserContext, type Page, type Request } from 'playwright-core';
import { TEST_PASSWORD as OLD_PASSWORD } from '../../backend/test/test-constants.test-support';
import { expectLoggedInAs, expectLoggedOut, expectNoPageErrors, linkInMail, recordPosts, settledValue, shotsDir, siteForThisFile, type Account, type PageErrors } from '../support/site-under-test';

const SEEDED_POSTS = 60;
const NEW_PASSWORD = 'wyrm-hearth-77';

const SENT = 'We sent you an email with a link to choose a new password.';
const NOT_CHANGED = 'Your password could not be changed.';

/**
 * Forgotten passwords in a real Chromium against the product in the embedded mode, its mail going through a real
 * SMTP server started here (spec sections 2, 5 and 8): from /login/'s "Forgot your password?" to /forgot/, the mail's
 * /reset/{code} link (PUBLIC_URL is the product's own origin), a new password typed twice, logged in at home with a
 * confirmation, the old password refused and the new one taken, and the used link refused with the spec's 'Your
 * password could not be changed.'. Also: the modal's link, the server's refusals on /forgot/ and /reset/, and the texts
 * shown when the request itself fails. Two passwords that differ are caught before anything is sent: the component
 * tests show it (frontend/src/features/auth/components/account-forms.test.tsx).
 */
describe('password reset in a browser', () => {
  const site = siteForThisFile({ posts: SEEDED_POSTS, mail: true });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;
  let passwordPosts: Request[];
  let account: Account;

  beforeAll(async () => {
    account = await site.register('keeper');
  });

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit());
    passwordPosts = recordPosts(page, /^\/api\/user\/(forgot|reset)$/);
  });

  afterEach(async () => {
    await context.close();
    // Chromium itself logs the answers that are errors on purpose (401 from /api/user/me, 400 and 404 refusals).
    expectNoPageErrors(errors);
  });

  const masthead = () => page.locator('header');
  /**
   * The name of the focused field. The pages are loaded lazily and focus their first field in an effect once mounted,
   * and a refusal moves focus in an effect after it has rendered: both can come a moment after what is waited for.
   */
  const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('name'));
  const shot = (name: string) => page.screenshot({ path: join(shotsDir, `password-reset-${name}.png`), animations: 'disabled' });

  /** Every forgot and reset call went form-encoded. */
  function expectFormEncoded(): void {
    expect(passwordPosts.length).toBeGreaterThan(0);
    for (const request of passwordPosts) expect(request.headers()['content-type']).toBe('application/x-www-form-urlencoded');
  }

  it('mails a link from /login/ through /forgot/, sets a new password with it, logs in, and refuses the link a second time', async () => {
    // /login/ → "Forgot your password?" → /forgot/, focus in the email field.
    await page.goto('/login/');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${site.origin}/forgot/`);
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    const email = page.getByLabel('Email');
    expect(await email.getAttribute('autocomplete')).toBe('email');
    expect(await settledValue(focusedName, 'email')).toBe('email');
    await email.fill(account.email);
    await shot('forgot');
    await page.getByRole('button', { name: 'Email me a link' }).click();

    // The server's confirmation replaces the form.
    const sent = page.locator('[data-forgot-sent]');
    await sent.waitFor();
    expect(await sent.textContent()).toContain(SENT);
    expect(await sent.textContent()).toContain(account.email);
    expect(await page.getByRole('heading', { name: 'Check your email' }).isVisible()).toBe(true);
    await shot('forgot-sent');

    // The mail, through the real SMTP server, links to the product's own origin (PUBLIC_URL).
    const mail = await site.inbox!.next(account.email);
    expect(mail.subject).toBe('Reset your Emberhold Gifts password');
    const link = linkInMail(mail, site.origin, '/reset/[\\w-]+');
    expect(link.startsWith(`${site.origin}/reset/`)).toBe(true);

    // The new password, typed twice.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await expectLoggedOut(page);
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    expect(await password.getAttribute('autocomplete')).toBe('new-password');
    expect(await confirm.getAttribute('autocomplete')).toBe('new-password');
    expect(await settledValue(focusedName, 'password')).toBe('password');
    await password.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await shot('reset');

    // Set: logged in, home, with a confirmation.
    await page.getByRole('button', { name: 'Change my password' }).click();
    await page.waitForURL(`${site.origin}/`);
    await expectLoggedInAs(page, account.username);
    const notice = page.locator('[data-site-notice]');
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Your password has been changed.');
    expect(await page.evaluate(() => document.title)).not.toContain('new password');
    await page.locator('article[data-post-id]').first().waitFor();
    await shot('home-after-reset');
    expectFormEncoded();

    // Log out (through its address: logging out from the menu is the accounts journey's); the old password is refused
    // and the new one taken.
    await page.goto('/logout/');
    await page.waitForURL(`${site.origin}/`);
    await expectLoggedOut(page);
    // The notice went with the navigation.
    expect(await notice.count()).toBe(0);

    await page.goto('/login/');
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password').fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your username or password was incorrect.' }).waitFor();
    await page.getByLabel('Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${site.origin}/`);
    await expectLoggedInAs(page, account.username);

    // The link worked once.
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('another-new-secret');
    await page.getByLabel('Confirm new password').fill('another-new-secret');
    await page.getByRole('button', { name: 'Change my password' }).click();
    const refused = page.locator('[data-reset-refused]');
    await refused.waitFor();
    expect((await refused.textContent())?.startsWith(NOT_CHANGED)).toBe(true);
    expect(await page.getByRole('heading', { name: 'This link no longer works' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/forgot/');
    // Focus moves to the refusal in an effect after it has rendered.
    expect(await settledValue(() => page.evaluate(() => document.activeElement?.hasAttribute('data-reset-refused')), true)).toBe(true);
    await shot('reset-used-link');
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.waitForURL(`${site.origin}/forgot/`);
    // Still logged in with the new password: the refused attempt changed nothing.
    await expectLoggedInAs(page, account.username);
  });

  it('opens /forgot/ from the login modal, and shows the server’s refusals and the text for a failed request', async () => {
    await page.goto('/popular/');
    await page.locator('article[data-post-id]').first().waitFor();
    await expectLoggedOut(page);
    await masthead().getByRole('link', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await shot('modal-login');
    await dialog.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(`${site.origin}/forgot/`);
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Forgot your password?' }).waitFor();
    await page.waitForFunction(() => document.activeElement?.getAttribute('name') === 'email');
    expect(await page.locator('#root').getAttribute('inert')).toBeNull();

    // The pointer left where the modal's link was (over the submit button now, which lifts on hover).
    await page.mouse.move(10, 10);

    // A malformed address, beside the field (sent with Enter).
    const email = page.getByLabel('Email');
    await email.fill('not-an-email');
    await email.press('Enter');
    const fieldError = page.locator('[data-field-error="email"]');
    await fieldError.waitFor();
    expect(await fieldError.textContent()).toBe('Please enter a valid email address.');

    // No such account: the spec's text, and the field marked for another try.
    await email.fill(`nobody.${randomBytes(3).toString('hex')}@example.test`);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await page.getByRole('alert').filter({ hasText: 'We could not find a user with that email.' }).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await settledValue(focusedName, 'email')).toBe('email');
    await shot('forgot-unknown-email');

    // The request itself fails: the button is off while it is on its way, then the text for a mail not sent.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/forgot', async (route) => {
      await held;
      await route.abort('connectionfailed');
    });
    await email.fill(account.email);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    const sending = page.getByRole('button', { name: 'Sending…' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.getByRole('alert').filter({ hasText: 'We could not send the email just now. Please try again in a moment.' }).waitFor();
    expect(await page.getByRole('button', { name: 'Email me a link' }).isEnabled()).toBe(true);
    expectFormEncoded();
  });

  it('says what is wrong with a new password, the text for a failed request, and refuses an unknown link', async () => {
    // A code of the right shape that was never sent.
    const unknownLink = `/reset/${randomBytes(32).toString('base64url')}`;
    await page.goto(unknownLink);
    const password = page.getByLabel('New password', { exact: true });
    const confirm = page.getByLabel('Confirm new password');
    const submit = page.getByRole('button', { name: 'Change my password' });

    // Too short: the server's words beside the field (checked before the code, so nothing is spent).
    await password.fill('short');
    await confirm.fill('short');
    await submit.click();
    const passwordError = page.locator('[data-field-error="password"]');
    await passwordError.waitFor();
    expect(await passwordError.textContent()).toBe('Your password needs at least 8 characters.');
    await shot('reset-short-password');

    // The request itself fails.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/user/reset', async (route) => {
      await held;
      await route.abort('connectionfailed');
    });
    await password.fill(NEW_PASSWORD);
    await confirm.fill(NEW_PASSWORD);
    await submit.click();
    const sending = page.getByRole('button', { name: 'Changing your password…' });
    await sending.waitFor();
    expect(await sending.isDisabled()).toBe(true);
    release();
    await page.getByRole('alert').filter({ hasText: NOT_CHANGED }).waitFor();
    await page.unroute('**/api/user/reset');

    // The server does not know the code.
    await submit.click();
    const refused = page.locator('[data-reset-refused]');
    await refused.waitFor();
    expect((await refused.textContent())?.startsWith(NOT_CHANGED)).toBe(true);
    await expectLoggedOut(page);
    expectFormEncoded();

    // A reset address cut short goes to /forgot/.
    await page.goto('/reset/');
    await page.waitForURL(`${site.origin}/forgot/`);
  });
});

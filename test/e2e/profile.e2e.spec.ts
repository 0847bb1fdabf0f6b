import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BrowserContext, type Page, type Request } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP_CHROME, TEST_PASSWORD as PASSWORD } from '../../backend/test/test-constants.test-support';
import { expectNoPageErrors, settledTitle, recordPosts, shotsDir, siteForThisFile, type Account, type PageErrors } from '../support/site-under-test';

const SEEDED_POSTS = 60;

/** A photo-like PNG: an ember gradient with a gold disc off centre, so a crop and its preview can be seen. */
async function photoPng(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const disc = (x - width * 0.62) ** 2 + (y - height * 0.42) ** 2 < (height * 0.22) ** 2;
      pixels[i] = disc ? 233 : 60 + Math.round((x / width) * 190);
      pixels[i + 1] = disc ? 187 : 30 + Math.round((y / height) * 80);
      pixels[i + 2] = disc ? 98 : 40;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/**
 * The profile in a real Chromium against the product in the embedded mode (spec sections 2, 4, 5, 6 and 8): a visitor
 * sent to /login/ and back, the details form with the server's refusals beside their fields, a portrait chosen, cropped
 * with the mouse and the keyboard and saved with the terms accepted (upload, then finished), and the account deleted
 * through the confirmation modal, which says so and reloads after 3 s. That a portrait is not sent without the terms
 * is the component tests' (frontend/src/features/profile/components/profile-page.test.tsx).
 */
describe('profile in a browser', () => {
  const site = siteForThisFile({ posts: SEEDED_POSTS });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;
  let uploads: Request[];
  let photoFile: string;
  let tinyFile: string;

  beforeAll(async () => {
    // The images to choose, in the throwaway data directory the site is removed with.
    photoFile = join(site.dataDir, 'lantern-photo.png');
    writeFileSync(photoFile, await photoPng(900, 600));
    tinyFile = join(site.dataDir, 'tiny.png');
    writeFileSync(tinyFile, await photoPng(120, 120));
  });

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit({ userAgent: DESKTOP_CHROME }));
    uploads = recordPosts(page, '/api/user/profile/upload-profile-image');
  });

  afterEach(async () => {
    await context.close();
    // Chromium logs the answers that are errors on purpose (401 from /api/user/me, a refused change).
    expectNoPageErrors(errors);
  });

  const masthead = () => page.locator('header');
  const portrait = () => page.locator('img[data-portrait]');
  const shot = (name: string, fullPage = true) => page.screenshot({ path: join(shotsDir, `profile-${name}.png`), animations: 'disabled', fullPage });

  /** Logs in through /login/ (as a visitor sent there from /profile/), which brings the browser back to /profile/. */
  async function logInFromProfile(account: Account): Promise<void> {
    await page.goto('/profile/');
    await page.waitForURL(`${site.origin}/login/?next=%2Fprofile%2F`);
    await page.getByLabel('Username or email').fill(account.username);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL(`${site.origin}/profile/`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
  }

  it('sends a visitor to /login/ and back, and reaches the page from the account menu', async () => {
    const account = await site.register('keeper');
    await logInFromProfile(account);
    await page.goto('/');
    await masthead().locator('[data-account-menu-button]').click();
    await masthead().getByRole('link', { name: 'Profile' }).waitFor();
    await shot('account-menu', false);
    await masthead().getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL(`${site.origin}/profile/`);
    await page.getByRole('heading', { name: 'Your details' }).waitFor();
    expect(await settledTitle(page, 'Your profile | Emberhold Gifts')).toContain('Your profile');
  });

  it('updates the details, then crops and saves a portrait with the terms accepted', async () => {
    const account = await site.register('keeper');
    const other = await site.register('keeper');
    await logInFromProfile(account);

    // The default portrait until there is one.
    await portrait().waitFor();
    expect(await portrait().getAttribute('src')).toMatch(/default/);
    // It loads (waitFor only sees the element; the bytes may still be on their way).
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[data-portrait]');
      return img !== null && img.complete && img.naturalWidth > 0;
    });
    expect(await page.getByLabel('Username').inputValue()).toBe(account.username);
    await shot('page');

    // A taken username: the server's 409, beside the field and above the form.
    await page.getByLabel('Username').fill(other.username);
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.locator('[data-field-error="username"]').waitFor();
    expect(await page.locator('[data-field-error="username"]').textContent()).toBe('Username is taken');
    expect(await page.locator('[data-details-error]').textContent()).toBe('That username is taken. Please choose another.');
    expect(await page.getByLabel('Username').getAttribute('aria-invalid')).toBe('true');
    await shot('details-taken', false);

    const renamed = `${account.username}_2`;
    await page.getByLabel('Username').fill(renamed);
    await page.getByLabel('Date of birth').fill('1990-04-23');
    await page.getByRole('button', { name: 'Save details' }).click();
    await page.locator('[data-details-saved]').waitFor();
    expect(await page.locator('[data-details-saved]').textContent()).toBe('Your details have been updated.');
    expect(await page.locator('[data-field-error]').count()).toBe(0);
    // The masthead follows the new name.
    await masthead().locator('[data-account-menu-button]', { hasText: renamed }).waitFor();
    await page.reload();
    expect(await page.getByLabel('Date of birth').inputValue()).toBe('1990-04-23');

    // An image smaller than the cropper's minimum is refused before anything is sent.
    const file = page.locator('input[type="file"]');
    await file.setInputFiles(tinyFile);
    await page.locator('[data-portrait-error]').filter({ hasText: 'Please choose an image of at least 200 × 200 pixels.' }).waitFor();

    await file.setInputFiles(photoFile);
    const box = page.locator('[data-crop-box]');
    await box.waitFor();
    expect(await page.locator('[data-portrait-state]').getAttribute('data-portrait-state')).toBe('cropping');
    // The largest centred square of a 900 x 600 image.
    expect(await box.getAttribute('data-crop')).toBe('150,0,600,600');
    // A corner dragged in shrinks the square (aspect kept), then the arrow keys move it.
    const handle = await page.locator('[data-crop-handle="se"]').boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x - 120, handle!.y - 60, { steps: 6 });
    await page.mouse.up();
    const [, , width, height] = (await box.getAttribute('data-crop'))!.split(',').map(Number);
    expect(width).toBe(height);
    expect(width).toBeLessThan(600);
    expect(width).toBeGreaterThanOrEqual(200);
    // Pulled far past the minimum, it stops there.
    const small = await page.locator('[data-crop-handle="se"]').boundingBox();
    await page.mouse.move(small!.x + small!.width / 2, small!.y + small!.height / 2);
    await page.mouse.down();
    await page.mouse.move(small!.x - 600, small!.y - 600, { steps: 6 });
    await page.mouse.up();
    expect((await box.getAttribute('data-crop'))!.split(',').slice(2)).toEqual(['200', '200']);
    await page.getByLabel('Crop size').fill('420');
    await box.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowDown');
    const [x = NaN, y = NaN, size = NaN] = (await box.getAttribute('data-crop'))!.split(',').map(Number);
    expect(size).toBe(420);
    expect(x + size).toBeLessThanOrEqual(900);
    expect(y + size).toBeLessThanOrEqual(600);
    await shot('cropping');

    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Save image' }).click();
    await page.locator('[data-portrait-state="finished"]').waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'Your new image has been saved.' }).count()).toBe(1);
    expect(uploads).toHaveLength(1);
    const sent = JSON.parse(uploads[0]!.postData() ?? '{}') as { accept_terms: unknown; profile_image: string };
    expect(sent.accept_terms).toBe(true);
    expect(sent.profile_image).toMatch(/^data:image\/webp;base64,/);
    const sentMeta = await sharp(Buffer.from(sent.profile_image.split(',')[1]!, 'base64')).metadata();
    expect([sentMeta.width, sentMeta.height]).toEqual([420, 420]);

    // The new portrait shows: the server's fresh 400 x 400 encode. The saved profile reaches the portrait through the
    // query cache, which tells the page a moment apart from the finished step's render: wait for its address first.
    const savedPortrait = /^\/media\/profile\/[\w-]{22}\.webp$/;
    await page.waitForFunction((pattern) => new RegExp(pattern).test(document.querySelector('img[data-portrait]')?.getAttribute('src') ?? ''), savedPortrait.source);
    const src = (await portrait().getAttribute('src'))!;
    expect(src).toMatch(savedPortrait);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('img[data-portrait]');
      return img !== null && img.complete && img.naturalWidth === 400 && img.naturalHeight === 400;
    });
    await shot('portrait-saved');
    await page.reload();
    expect(await portrait().getAttribute('src')).toBe(src);
  });

  it('deletes the account through the confirmation modal, says so and reloads logged out after 3 s', async () => {
    const account = await site.register('keeper');
    await logInFromProfile(account);
    const open = page.getByRole('button', { name: 'Delete my account' });
    await open.click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: 'Delete your account?' }).waitFor();
    // Focus is in the dialog (on the password), Escape closes it and focus goes back.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('password');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await open.evaluate((button) => button === document.activeElement)).toBe(true);

    await open.click();
    await dialog.getByLabel('Your password').fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.locator('[data-delete-error]').filter({ hasText: 'That password is not right. Your account has not been deleted.' }).waitFor();
    await shot('delete-wrong-password', false);

    await dialog.getByLabel('Your password').fill(PASSWORD);
    // When the note shows, by the page's own clock (kept in sessionStorage, which the reload keeps): timed from here,
    // the test's own delay in seeing the note would be counted against the page's 3 s.
    await page.evaluate(() => {
      new MutationObserver((_changes, observer) => {
        if (!document.querySelector('[data-account-deleted]')) return;
        sessionStorage.setItem('deleted-shown-at', String(Date.now()));
        observer.disconnect();
      }).observe(document.documentElement, { childList: true, subtree: true });
    });
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await dialog.locator('[data-account-deleted]').waitFor();
    expect(await dialog.locator('[data-account-deleted]').textContent()).toContain('Your account has been deleted.');
    await shot('deleted', false);

    await page.waitForURL(`${site.origin}/`, { timeout: 10_000, waitUntil: 'load' });
    // The new page's navigation started when the site moved on: at least 2.5 s after the note showed.
    const { shownAt, movedOnAt } = await page.evaluate(() => ({ shownAt: Number(sessionStorage.getItem('deleted-shown-at')), movedOnAt: performance.timeOrigin }));
    expect(shownAt).toBeGreaterThan(0);
    expect(movedOnAt - shownAt).toBeGreaterThanOrEqual(2_500);
    await masthead().locator('[data-account-state="logged-out"]').waitFor();
    expect(await page.evaluate(async () => (await fetch(`/api/user/me?now=${Date.now()}`)).status)).toBe(401);
    const login = await fetch(`${site.origin}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: account.username, password: PASSWORD }),
    });
    expect(login.status).toBe(401);
  });

  it('fits a phone screen', async () => {
    const account = await site.register('keeper');
    await page.setViewportSize({ width: 390, height: 844 });
    await logInFromProfile(account);
    await page.locator('input[type="file"]').setInputFiles(photoFile);
    await page.locator('[data-crop-box]').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot('phone');
    // The mobile menu has the way here too.
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'Profile' }).waitFor();
    await shot('phone-menu', false);
  });
});

import { join } from 'node:path';
import { eventually } from '@emberhold/infra';
import { EDITORIAL_DEMO_PASSWORD, editorialSetupMessages as M } from '@emberhold/contracts';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP_CHROME, PIPELINE_SETTLES } from '../../backend/test/test-constants.test-support';
import { shotsDir } from '../support/site-under-test';
import { staffJourneyForThisFile } from '../support/staff-journey';

/** A 640x480 PNG: a warm gradient, large enough for the 300x250 crop. */
function lanternPhoto(): Promise<Buffer> {
  const [width, height] = [640, 480];
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = 240;
      pixels[i + 1] = Math.round((x / width) * 170);
      pixels[i + 2] = Math.round((y / height) * 80);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/** How long the page may take to send a sighting (it checks every 250 ms and sends its batch every second). */
const SENT_WITHIN = { timeoutMs: 10_000, intervalMs: 100 } as const;

/** The type and post id of each tracking call the page sends. */
function recordTracking(page: Page): Array<{ type: string; post_id?: number }> {
  const sent: Array<{ type: string; post_id?: number }> = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/user/tracking') return;
    try {
      sent.push(JSON.parse(request.postData() ?? '{}') as { type: string; post_id?: number });
    } catch {
      // Not JSON: not one of ours to read.
    }
  });
  return sent;
}

/**
 * The editorial setup in a real Chromium against the product in the embedded mode (spec sections 2, 5, 6, 7 and 9): an
 * admin opens /promo-setup/, is asked for the editorial password, unlocks, sets up a feature with an uploaded and
 * cropped image, and the feature is the 5th card of the first page of /gifts/ at once; its impression and click are
 * sent as the editorial surface and counted in its post's debug record.
 */
describe('the editorial setup in a browser', () => {
  const journey = staffJourneyForThisFile({ posts: 60, admin: 'editorial' });

  const shot = (page: Page, name: string) => page.screenshot({ path: join(shotsDir, `editorial-setup-${name}.png`), animations: 'disabled', fullPage: true });

  it('unlocks with the editorial password, sets up a feature, and shows it 5th on the gift list, tracked as editorial', async () => {
    const { page, context } = await journey.visit(journey.admin, { userAgent: DESKTOP_CHROME });
    expect((await page.goto('/promo-setup/'))?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Editorial setup' }).waitFor();

    // The prompt comes first; a wrong password is refused in the server's words.
    const password = page.getByLabel('Editorial password');
    await password.fill('not-the-password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByText(M.wrongPassword).waitFor();
    await password.fill(EDITORIAL_DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    const form = page.getByRole('form', { name: 'New feature' });
    await form.waitFor();

    // Nothing filled in: each Please provide message at its field, and no call made.
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/user/editorial-setup') saves.push(request.postData() ?? '');
    });
    await form.getByRole('button', { name: 'Set up the feature' }).click();
    for (const message of [M.link, M.title, M.description, M.price, M.brandName, M.image]) await form.getByText(message).waitFor();
    expect(saves).toHaveLength(0);

    await form.getByLabel(/^Link/).fill('shop.example/ember-lantern');
    await form.getByLabel(/^Title/).fill('Emberforge Lantern');
    await form.getByLabel(/^Description/).fill('A hand-forged lantern that glows like a banked fire all night.');
    await form.getByLabel(/^Price/).fill('42.50');
    await form.getByLabel(/^Brand name/).fill('Hollow Road Smiths');
    await form.locator('input[type="file"][name="image"]').setInputFiles({ name: 'lantern.png', mimeType: 'image/png', buffer: await lanternPhoto() });
    await form.locator('[data-crop-box]').waitFor();
    await shot(page, 'crop');
    await form.getByRole('button', { name: 'Upload image' }).click();
    const preview = form.locator('img[data-feature-image]');
    await preview.waitFor();
    expect(await preview.getAttribute('src')).toMatch(/^\/media\/editorial\/[A-Za-z0-9_-]{22}\.webp$/);
    await form.getByLabel(/^UTM campaign/).fill('winter-lantern');
    // Gift lists only: its own post page's related list would show it (and count it) again.
    await form.getByLabel('Related lists (position 4)').uncheck();
    await form.getByRole('button', { name: 'Set up the feature' }).click();
    await page.getByText('“Emberforge Lantern” is saved: lists show it now.').waitFor();
    expect(saves).toHaveLength(1);
    const item = page.getByRole('listitem', { name: 'Emberforge Lantern' });
    await item.waitFor();
    expect(await item.getAttribute('data-feature-status')).toBe('current');
    // The latest started current feature: the one gift lists show now.
    await item.getByText('Showing now on gift lists (position 5)').waitFor();
    await shot(page, 'saved');

    const feature = await journey.db.featuredPost.findFirstOrThrow({ where: { title: 'Emberforge Lantern' }, include: { post: true } });
    expect(feature.post).toMatchObject({ status: 'unlisted', title: 'Emberforge Lantern' });
    const postId = feature.postId!;

    // A visitor's gift list, at once: the feature is the 5th card of page 1, and sends its impression as the editorial
    // surface (a visitor: staff's own sightings are recorded apart and never counted).
    const visitor = await journey.visit(undefined, { userAgent: DESKTOP_CHROME });
    const list = visitor.page;
    const tracking = recordTracking(list);
    await list.goto('/gifts/');
    const grid = list.locator('article[data-post-id]').first().locator('..');
    await list.locator('article[data-featured]').waitFor();
    const fifth = grid.locator(':scope > *').nth(4);
    expect(await fifth.getAttribute('data-post-id')).toBe(String(postId));
    expect(await fifth.getAttribute('data-track')).toBe('editorial');
    expect(await fifth.textContent()).toContain('Emberforge Lantern');
    await fifth.scrollIntoViewIfNeeded();
    await shot(list, 'gift-list');
    await eventually(() => expect(tracking).toContainEqual(expect.objectContaining({ type: 'impression-editorial', post_id: postId })), SENT_WITHIN);

    // A click leaves the page, so it goes by sendBeacon, whose body the browser does not show: the record below counts it.
    await fifth.getByRole('link', { name: 'Emberforge Lantern' }).click();
    await list.locator(`article[data-post-id="${postId}"][data-track="postpage"]`).waitFor();

    // The pipeline counts both, as the editorial surface, into the post's debug record.
    await eventually(async () => {
      const response = await context.request.get(`/api/user/debug/${postId}`);
      expect(response.status()).toBe(200);
      const record = ((await response.json()) as { data: { editorial_impressions: number; editorial_clicks: number } }).data;
      expect([record.editorial_impressions, record.editorial_clicks]).toEqual([1, 1]);
    }, PIPELINE_SETTLES);
  });
});

import { join } from 'node:path';
import sharp from 'sharp';
import { DESKTOP_CHROME } from '../../backend/test/test-constants.test-support';
import { shotsDir } from '../support/site-under-test';
import { staffJourneyForThisFile } from '../support/staff-journey';

/** A product photo as an editor would upload it. */
function photo(): Promise<Buffer> {
  const width = 640;
  const height = 480;
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = 200;
    pixels[i + 1] = (i / 3) % 255;
    pixels[i + 2] = 60;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

/**
 * The pitch queue in a real Chromium (spec sections 2, 5 and 7): an admin pitches a post at /admin/pitchpost/, publishes
 * it from its card through the Publish dialog (an uploaded image, a gift guide), and finds it at once with the
 * masthead search.
 */
describe('the pitch queue in a browser', () => {
  const journey = staffJourneyForThisFile({ posts: 60, admin: 'pitchdesk' });

  it('pitches a post, publishes it with an image and a gift guide, and finds it with the masthead search', async () => {
    const { page } = await journey.visit(journey.admin, { userAgent: DESKTOP_CHROME });
    expect((await page.goto('/admin/pitchpost/'))?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Pitch queue' }).waitFor();
    // The seeded queue is there: staff pitches and users' submissions.
    await page.getByRole('list', { name: 'Pending pitches' }).getByText('User submission').first().waitFor();

    await page.getByRole('button', { name: 'Pitch it' }).click();
    await page.getByText('Please provide a valid title.').waitFor();
    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Pitch a post' }) });
    await form.getByLabel(/^Title/).fill('Gryphonfeather writing quill');
    await form.getByLabel(/^Product link/).fill('www.amazon.com/dp/B0QUILL42');
    await form.getByLabel(/^Priority/).selectOption('10');
    await form.getByLabel(/^Comments/).fill('Writes like the maesters do.');
    await page.getByRole('button', { name: 'Pitch it' }).click();
    await page.getByText('Pitched “Gryphonfeather writing quill”. It is in the pending queue.').waitFor();

    const card = page.locator('li[data-pitch-id]', { hasText: 'Gryphonfeather writing quill' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Publish' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish this pitch' });
    await dialog.waitFor();
    expect(await dialog.getByLabel(/^Text/).inputValue()).toBe('Writes like the maesters do.');
    await dialog.getByLabel(/^Images/).setInputFiles({ name: 'quill.png', mimeType: 'image/png', buffer: await photo() });
    await dialog.getByRole('list', { name: 'Uploaded images' }).waitFor();
    const guide = (await journey.db.category.findFirst({ where: { parentSlug: null }, orderBy: { id: 'asc' } }))!;
    await dialog.getByRole('checkbox', { name: guide.name, exact: true }).check();
    await dialog.getByLabel(/^Price/).fill('34.50');
    await page.screenshot({ path: join(shotsDir, 'pitch-queue-publish.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await page.getByText('Published “Gryphonfeather writing quill” at /gryphonfeather-writing-quill/.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const post = await journey.db.post.findUniqueOrThrow({ where: { slug: 'gryphonfeather-writing-quill' }, include: { categories: true } });
    expect(post.status).toBe('published');
    expect(post.categories.map((c) => c.categoryId)).toEqual([guide.id]);

    await page.goto('/');
    await page.locator('article[data-post-id]').first().waitFor();
    const searchBox = page.locator('header').getByRole('searchbox', { name: 'Search gifts' });
    await searchBox.fill('gryphonfeather');
    await searchBox.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search/gryphonfeather');
    const found = page.locator(`article[data-post-id="${post.id}"]`);
    await found.waitFor();
    expect(await found.textContent()).toContain('Gryphonfeather writing quill');
    await page.screenshot({ path: join(shotsDir, 'pitch-queue-found.png'), animations: 'disabled' });
  });
});

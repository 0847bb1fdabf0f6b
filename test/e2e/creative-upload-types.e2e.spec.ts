import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP_CHROME } from '../../backend/test/test-constants.test-support';
import { expectNoPageErrors, recordPosts, shotsDir, siteForThisFile, type PageErrors } from '../support/site-under-test';

/** An animated GIF: `frames` frames of 480x400, each its own ember colour. */
async function animatedGif(frames: number): Promise<Buffer> {
  const images = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width: 480, height: 400, channels: 3, background: { r: 120 + i * 30, g: 40 + i * 20, b: 30 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(images, { join: { animated: true } })
    .gif({ delay: images.map(() => 120), loop: 0 })
    .toBuffer();
}

const PLAYER = 'https://www.youtube.com/embed/emberhold-lantern';

/**
 * The creative editor's upload types in a real Chromium (spec sections 2, 3 and 5): Image, GIF or Embed code. A GIF
 * goes up as it is and the preview and the confirmation play it (the server's file keeps all its frames); embed code
 * shows only its player, full size in the ad's box. The fields' messages are the component tests'.
 */
describe('creatives with a GIF or an embedded player, in a browser', () => {
  const site = siteForThisFile({ posts: 60 });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;
  let saves: Request[];
  let gifFile: string;

  beforeAll(async () => {
    gifFile = join(site.dataDir, 'lantern.gif');
    writeFileSync(gifFile, await animatedGif(5));
  });

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit({ userAgent: DESKTOP_CHROME }));
    saves = recordPosts(page, '/api/user/creative');
    // The video site is not reached from the test: its player is a page of our own at the same address.
    await page.route(`${PLAYER}**`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title><p>Lantern film</p>' }));
  });

  afterEach(async () => {
    await context?.close();
    expectNoPageErrors(errors);
  });

  const shot = (name: string) => page.screenshot({ path: join(shotsDir, `creative-types-${name}.png`), animations: 'disabled', fullPage: true });
  const preview = () => page.locator('[data-ad-preview]');
  const form = () => page.locator('[data-creative-form]');

  async function openEditor(): Promise<void> {
    await page.goto('/product-pitch');
    await page.getByRole('button', { name: 'Create your ad' }).click();
    await page.waitForURL(/\/product-pitch\/create\/[\w-]{22,64}\/new$/);
    await page.getByRole('heading', { name: 'Create your ad', level: 1 }).waitFor();
  }

  async function fillWords(title: string): Promise<void> {
    await form().getByLabel('Title').fill(title);
    await form().getByLabel('Price').fill('31');
    await form().getByLabel('Link to your product').fill('https://kilnworks.example/lantern');
  }

  it('uploads a GIF as it is, plays it in the preview and on the confirmation, and saves it as the ad', async () => {
    await openEditor();
    const choices = page.getByRole('group', { name: 'What your ad shows' });
    expect(await choices.getByRole('radio', { name: 'Image' }).isChecked()).toBe(true);
    await choices.getByRole('radio', { name: 'GIF' }).check();
    await page.locator('input[type="file"][name="gif"]').setInputFiles(gifFile);
    await page.locator('img[data-creative-gif]').waitFor();
    await fillWords('Lantern that flickers');

    // The preview shows the server's GIF, fitted into 300 x 250, and the file still has every frame.
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('[data-ad-preview] img');
      return img !== null && img.complete && /\/media\/creative-gif\/.+\.gif$/.test(img.src) && img.naturalWidth === 300 && img.naturalHeight === 250;
    });
    const src = (await preview().locator('img').getAttribute('src'))!;
    const served = await page.request.get(src);
    expect(served.headers()['content-type']).toBe('image/gif');
    expect((await sharp(await served.body(), { animated: true }).metadata()).pages).toBe(5);
    await shot('gif-editor');

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/product-pitch\/confirmation\/\d+$/);
    expect(Object.fromEntries(new URLSearchParams(saves.at(-1)!.postData() ?? ''))).toMatchObject({ upload_type: 'gif', gif: src, title: 'Lantern that flickers' });
    await preview().getByRole('heading', { name: 'Lantern that flickers' }).waitFor();
    expect(await preview().locator('img').getAttribute('src')).toBe(src);
  });

  it('takes embed code and shows only its player, filling the ad’s picture box', async () => {
    await openEditor();
    await page.getByRole('radio', { name: 'Embed code' }).check();
    await form()
      .getByRole('textbox', { name: /Embed code/ })
      .fill(`<iframe width="560" height="315" src="${PLAYER}" onload="document.title='pwned'"></iframe><script>document.title='pwned'</script>`);
    await fillWords('Lantern film');
    const player = preview().locator('iframe');
    await player.waitFor();
    expect(await player.getAttribute('src')).toBe(PLAYER);
    await page.frameLocator('[data-ad-preview] iframe').getByText('Lantern film').waitFor();
    // 100% by 100% of the 6:5 picture box.
    const box = (await player.boundingBox())!;
    expect(Math.round((box.width / box.height) * 5)).toBe(6);
    await shot('embed-editor');

    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/product-pitch\/confirmation\/\d+$/);
    expect(new URLSearchParams(saves.at(-1)!.postData() ?? '').get('upload_type')).toBe('embed');
    await preview().getByRole('heading', { name: 'Lantern film' }).waitFor();
    expect(await preview().locator('iframe').getAttribute('src')).toBe(PLAYER);
    expect(await page.title()).not.toContain('pwned');
  });
});

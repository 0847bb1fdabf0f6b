import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { recordPosts, shotsDir } from '../support/site-under-test';
import { staffJourneyForThisFile } from '../support/staff-journey';

const EMBED =
  '<iframe width="560" height="315" src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="Lantern video" onload="document.title=\'owned\'" allowfullscreen></iframe><script>document.title = "owned"</script>';

/**
 * The browser offline: the provider's player is a stand-in page, served only if the page's content security policy
 * lets the frame load at all (a refused frame never makes its request).
 */
async function playerStandIn(context: BrowserContext): Promise<void> {
  await context.route('https://www.youtube-nocookie.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html><body style="margin:0;background:#111;color:#fff"><p>Player stand-in</p></body></html>' }),
  );
}

/**
 * Unlisted content in a real Chromium (spec sections 2 and 5): an admin makes a page with a video's embed code for a
 * campaign at /unlisted-content/new/?campaign=, sees the sanitized player in the preview, creates it, and opens its
 * public address, where the player fills a 16:9 box: the site's policy lets the provider's frame load.
 */
describe('unlisted content in a browser', () => {
  const journey = staffJourneyForThisFile({ posts: 60, admin: 'unlistedstaff' });

  const shot = (page: Page, name: string) => page.screenshot({ path: join(shotsDir, `unlisted-content-${name}.png`), animations: 'disabled' });

  it('creates a page with a video for a campaign, and its public page plays it in a 16:9 box', async () => {
    const campaign = await journey.db.campaign.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
    const visit = await journey.visit(journey.admin);
    await playerStandIn(visit.context);
    const { page } = visit;

    expect((await page.goto(`/unlisted-content/new/?campaign=${campaign.id}`))?.status()).toBe(200);
    await page.getByRole('heading', { name: 'New unlisted page' }).waitFor();
    await page.getByText(`For campaign ${campaign.id}`).waitFor();
    await page.getByLabel(/^Title/).fill('Lantern in the Dark');
    await page.getByLabel(/^Price/).fill('$24.99');
    await page.getByLabel(/^Link/).fill('shop.example/lantern');
    await page.getByRole('radio', { name: 'Embed code' }).check();
    await page.getByRole('textbox', { name: /^Embed code/ }).fill(EMBED);
    const preview = page.getByRole('group', { name: 'Preview of the embedded player' });
    await preview.frameLocator('iframe').getByText('Player stand-in').waitFor();
    expect(await preview.locator('script').count()).toBe(0);
    await shot(page, 'editor');

    const saves = recordPosts(page, '/api/user/unlisted-content/create');
    await page.getByRole('button', { name: 'Create the page' }).click();
    const address = page.getByRole('status').getByRole('link');
    await address.waitFor();
    expect(saves).toHaveLength(1);
    expect(await address.getAttribute('href')).toBe('/lantern-in-the-dark/');
    await page.waitForURL(/\/unlisted-content\/\d+\/$/);
    await page.getByRole('navigation', { name: 'Unlisted pages' }).getByRole('link', { name: /Lantern in the Dark/ }).waitFor();

    await page.goto('/lantern-in-the-dark/');
    await page.getByRole('heading', { name: 'Lantern in the Dark' }).waitFor();
    const player = page.getByRole('group', { name: 'Video: Lantern in the Dark' });
    await player.frameLocator('iframe').getByText('Player stand-in').waitFor();
    const box = (await player.boundingBox())!;
    const frame = (await player.locator('iframe').boundingBox())!;
    expect(Math.abs(box.width / box.height - 16 / 9)).toBeLessThan(0.02);
    expect([Math.round(frame.width), Math.round(frame.height)]).toEqual([Math.round(box.width), Math.round(box.height)]);
    expect(await page.title()).not.toContain('owned');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await shot(page, 'public-page');
  });
});

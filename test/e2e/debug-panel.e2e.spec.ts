import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { type BrowserContext, type Page } from 'playwright-core';
import { demoEmail } from '../../backend/test/test-constants.test-support';
import { pageAtRest } from '../support/page-states';
import { withProductDatabase } from '../support/product-database';
import { expectNoPageErrors, shotsDir, siteForThisFile, type PageErrors, type SiteUnderTest } from '../support/site-under-test';

interface ListedPost {
  id: number;
  slug: string;
}

const SEEDED_POSTS = 120;
const EDITOR_EMAIL = demoEmail('editor');

/**
 * The staff debug panel (spec sections 2 and 9) in a real Chromium against the product in the embedded mode: shown
 * beside the hovered article for a logged-in editor with the dev parameter, and never loaded without the parameter or
 * for a visitor. There is no login page yet, so the editor's login session is written straight into the product's
 * database (a sessions row holding the SHA-256 of a token) and the browser carries the token in its cookie.
 */
describe('the staff debug panel in a browser', () => {
  const site = siteForThisFile({ posts: SEEDED_POSTS });
  let editorToken: string;
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;
  let debugCalls: string[];
  let meCalls: string[];
  let panelScripts: string[];

  beforeAll(async () => {
    editorToken = await logInByDatabase(site, EDITOR_EMAIL);
  });

  async function open(options: { editor: boolean }): Promise<void> {
    ({ context, page, errors } = await site.newVisit());
    if (options.editor) {
      await context.addCookies([{ name: 'emberhold_session', value: editorToken, domain: '127.0.0.1', path: '/', httpOnly: true, sameSite: 'Lax' }]);
    }
    debugCalls = [];
    meCalls = [];
    panelScripts = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/user/debug/')) debugCalls.push(pathname);
      if (pathname === '/api/user/me') meCalls.push(request.url());
      if (/^\/assets\/debug-panel-[^/]+\.js$/.test(pathname)) panelScripts.push(pathname);
    });
  }

  afterEach(async () => {
    await context?.close();
    // The logged-out visitor's 401 from /api/user/me is logged by Chromium itself; nothing else may log an error.
    expectNoPageErrors(errors);
  });

  /**
   * Opens a page and waits until its auth state is known (the user-info call has answered and the masthead shows what
   * it said: the panel's slot renders from the same state) and its list shows.
   */
  async function visit(path: string, expectedMeStatus: number): Promise<void> {
    const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/me');
    await page.goto(path);
    expect((await me).status()).toBe(expectedMeStatus);
    await page.locator(`header [data-account-state="${expectedMeStatus === 200 ? 'logged-in' : 'logged-out'}"]`).waitFor();
    await page.locator('article[data-post-id]').first().waitFor();
  }

  async function newestPosts(): Promise<ListedPost[]> {
    const response = await fetch(`${site.origin}/api/lists/new/1/`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { posts: ListedPost[] }).posts;
  }

  const panel = () => page.locator('aside[data-debug-panel]');

  function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }): boolean {
    return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  }

  it("shows an editor with ?dev the hovered card's figures beside it, asks once per post, and hides when the pointer leaves", async () => {
    await open({ editor: true });
    const [first, second, third] = await newestPosts();
    await visit('/?dev', 200);
    // The user-info call is made once, with the spec's call shape.
    expect(meCalls).toHaveLength(1);
    expect(meCalls[0]).toMatch(/\/api\/user\/me\?now=\d{13}$/);

    // Loaded once auth has finished; it starts out hidden, waiting for a hover.
    await panel().waitFor({ state: 'attached' });
    expect(await panel().isVisible()).toBe(false);
    const firstCard = page.locator(`article[data-post-id="${first!.id}"]`);
    await firstCard.hover();
    await panel().waitFor({ state: 'visible' });
    await panel().locator(`[data-debug-post-id="${first!.id}"]`).waitFor();
    const listCtr = panel().locator('dt', { hasText: 'List CTR' }).locator('xpath=following-sibling::dd/span[1]');
    await listCtr.waitFor();
    expect(await listCtr.textContent()).toMatch(/^\d+\.\d{2}%$/);
    expect(await panel().textContent()).toMatch(/Earnings score\d+\.\d{4}/);
    expect(debugCalls).toEqual([`/api/user/debug/${first!.id}`]);
    expect(panelScripts).toHaveLength(1);

    // Beside the card, inside the window, not over the card it describes.
    const panelBox = (await panel().boundingBox())!;
    const cardBox = (await firstCard.boundingBox())!;
    expect(overlaps(panelBox, cardBox)).toBe(false);
    expect(panelBox.x).toBeGreaterThanOrEqual(0);
    expect(panelBox.x + panelBox.width).toBeLessThanOrEqual(1280);
    expect(panelBox.y + panelBox.height).toBeLessThanOrEqual(900);
    await page.screenshot({ path: join(shotsDir, 'debug-panel-card.png'), animations: 'disabled' });

    // Out of the card (onto the masthead): hidden at once.
    await page.mouse.move(640, 20);
    await panel().waitFor({ state: 'hidden' });

    // Another card, then the first again: the first post's figures come from the cache.
    await page.locator(`article[data-post-id="${second!.id}"]`).hover();
    await panel().locator(`[data-debug-post-id="${second!.id}"]`).waitFor();
    await panel().getByText(/^\d+\.\d{2}%$/).first().waitFor();
    await page.mouse.move(640, 20);
    await panel().waitFor({ state: 'hidden' });
    await firstCard.hover();
    await panel().locator(`[data-debug-post-id="${first!.id}"]`).waitFor();
    await panel().getByText(/^\d+\.\d{2}%$/).first().waitFor();
    // A third post, not asked for yet: its call comes after any the first post's return would have made.
    await page.mouse.move(640, 20);
    await panel().waitFor({ state: 'hidden' });
    const thirdCall = page.waitForRequest((request) => new URL(request.url()).pathname === `/api/user/debug/${third!.id}`);
    await page.locator(`article[data-post-id="${third!.id}"]`).hover();
    await thirdCall;
    expect(debugCalls).toEqual([`/api/user/debug/${first!.id}`, `/api/user/debug/${second!.id}`, `/api/user/debug/${third!.id}`]);
  });

  it("shows the post page's figures in the corner, over the gallery rather than the details", async () => {
    await open({ editor: true });
    const [post] = await newestPosts();
    const me = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/user/me');
    await page.goto(`/${post!.slug}/?dev=1`);
    expect((await me).status()).toBe(200);
    const article = page.locator(`article[data-post-id="${post!.id}"]`);
    await article.locator('h1').waitFor();
    // The pointer is on the title before the panel has loaded: the panel still picks up the article under it.
    await article.locator('h1').hover();
    await panel().waitFor({ state: 'attached' });
    await article.locator('h1').hover({ position: { x: 20, y: 10 } });
    await panel().locator(`[data-debug-post-id="${post!.id}"]`).waitFor();
    await panel().getByText(/^\d+\.\d{2}%$/).first().waitFor();
    const panelBox = (await panel().boundingBox())!;
    const titleBox = (await article.locator('h1').boundingBox())!;
    const buyBox = (await article.getByRole('link', { name: 'Buy' }).boundingBox())!;
    expect(overlaps(panelBox, titleBox)).toBe(false);
    expect(overlaps(panelBox, buyBox)).toBe(false);
    await page.screenshot({ path: join(shotsDir, 'debug-panel-post.png'), animations: 'disabled' });
  });

  it('shows no panel to an editor without the dev parameter, and never loads it', async () => {
    await open({ editor: true });
    const [first] = await newestPosts();
    await visit('/', 200);
    await page.locator(`article[data-post-id="${first!.id}"]`).hover();
    await pageAtRest(page);
    expect(await panel().count()).toBe(0);
    expect(debugCalls).toEqual([]);
    expect(panelScripts).toEqual([]);
  });

  it('shows no panel to a visitor who is not logged in, even with the dev parameter', async () => {
    await open({ editor: false });
    const [first] = await newestPosts();
    await visit('/?dev', 401);
    await page.locator(`article[data-post-id="${first!.id}"]`).hover();
    await pageAtRest(page);
    expect(await panel().count()).toBe(0);
    expect(debugCalls).toEqual([]);
    expect(panelScripts).toEqual([]);
    await page.screenshot({ path: join(shotsDir, 'debug-panel-visitor.png'), animations: 'disabled' });
  });
});

/** Writes a login session for the user with `email` into the product's database and returns its token. */
async function logInByDatabase(site: SiteUnderTest, email: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  const id = createHash('sha256').update(token).digest('hex');
  const inserted = await withProductDatabase(site, (client) =>
    client.query(
      `INSERT INTO sessions (id, user_id, csrf_secret, expires_at)
       SELECT $1, id, $2, now() + interval '1 day' FROM users WHERE email = $3
       RETURNING user_id`,
      [id, randomBytes(16).toString('hex'), email],
    ));
  if (inserted.rowCount !== 1) throw new Error(`no user ${email}`);
  return token;
}

import { join } from 'node:path';
import { type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { DESKTOP_CHROME, TEST_PASSWORD as PASSWORD } from '../../backend/test/test-constants.test-support';
import { expectNoPageErrors, settledTitle, settledValue, shotsDir, siteForThisFile, type PageErrors, type RegisteredAccount } from '../support/site-under-test';

const SEEDED_POSTS = 60;
const NAME_REQUIRED = 'Please enter a name for your board';

interface Lookup {
  path: '/api/user/wishlist' | '/api/user/ad_wishlist';
  ids: number[];
}

/**
 * Wishlists in a real Chromium against the product in the embedded mode (spec sections 2, 4, 5, 6 and 7): visitors are
 * asked to log in when they press Save and never looked up; a logged-in user creates boards in the new-board modal
 * (the empty name refused in the spec's words), saves posts from a list and from a post page through the choose-board
 * modal with a comment, sees the saved flags turn on and off at once on every card with one lookup per list page, moves
 * and removes a saved post in the edit-item modal, renames and deletes boards; a visitor opens the public board by
 * its address and not the private one.
 */
describe('wishlists in a browser', () => {
  const site = siteForThisFile({ posts: SEEDED_POSTS });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;
  let lookups: Lookup[];
  let owner: RegisteredAccount;

  beforeAll(async () => {
    owner = await site.register('keeper');
  });

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit({ userAgent: DESKTOP_CHROME }));
    lookups = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() !== 'POST' || (path !== '/api/user/wishlist' && path !== '/api/user/ad_wishlist')) return;
      const body = JSON.parse(request.postData() ?? '{}') as { post_ids?: number[]; ad_ids?: number[] };
      lookups.push({ path, ids: body.post_ids ?? body.ad_ids ?? [] });
    });
  });

  afterEach(async () => {
    await context.close();
    // Chromium itself logs the answers that are errors on purpose (401 from /api/user/me, the 404 of a private board).
    expectNoPageErrors(errors);
  });

  /** Logs the browser context in through the API: its session cookie is the browser's from then on. */
  async function logIn(account: RegisteredAccount): Promise<void> {
    const response = await context.request.post('/api/user/login', { form: { username: account.username, password: PASSWORD } });
    expect(response.status()).toBe(200);
  }

  const dialog = () => page.getByRole('dialog');
  const cards = () => page.locator('main article[data-post-id]:not([data-featured])');
  const saveButton = (postId: number) => page.locator(`article[data-post-id="${postId}"] [data-save-post="${postId}"]`).first();
  const postLookups = () => lookups.filter((lookup) => lookup.path === '/api/user/wishlist');
  const shot = (name: string) => page.screenshot({ path: join(shotsDir, `wishlists-${name}.png`), animations: 'disabled' });
  const focusedIs = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

  async function cardIds(): Promise<number[]> {
    return cards().evaluateAll((articles) => articles.map((article) => Number(article.getAttribute('data-post-id'))));
  }

  async function expectSaved(postId: number, saved: boolean): Promise<void> {
    await page.locator(`[data-save-post="${postId}"][data-saved="${saved}"]`).first().waitFor();
  }

  async function createBoard(name: string, isPrivate = false): Promise<void> {
    await page.getByRole('button', { name: 'New board' }).first().click();
    await dialog().getByRole('heading', { name: 'New board' }).waitFor();
    await dialog().getByLabel('Board name').fill(name);
    if (isPrivate) await dialog().getByText('Keep this board private').click();
    await dialog().getByRole('button', { name: 'Create board' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.locator(`[data-board-name="${name}"]`).waitFor();
  }

  async function boardIdOf(name: string): Promise<number> {
    return Number(await page.locator(`[data-board-name="${name}"]`).getAttribute('data-board-id'));
  }

  it('asks a visitor who presses Save to log in or register, and never looks up saved flags for them', async () => {
    await page.goto('/popular/');
    await cards().first().waitFor();
    await page.locator('header [data-account-state="logged-out"]').waitFor();
    const [first] = await cardIds();
    const save = saveButton(first!);
    expect(await save.textContent()).toBe('Save');
    await save.click();
    await dialog().getByRole('heading', { name: 'Log in' }).waitFor();
    await shot('visitor-save-asks-login');
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await focusedIs(save)).toBe(true);

    // A sponsored card's Save asks the same.
    const adSave = page.locator('[data-save-ad]').first();
    if ((await adSave.count()) > 0) {
      await page.locator('article[data-track="native-ad"]').first().screenshot({ path: join(shotsDir, 'wishlists-sponsored-card.png'), animations: 'disabled' });
      await adSave.click();
      await dialog().getByRole('heading', { name: 'Log in' }).waitFor();
      await page.keyboard.press('Escape');
      await dialog().waitFor({ state: 'detached' });
    }

    // The post page's Save too.
    await cards().first().getByRole('link').first().click();
    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await dialog().getByRole('heading', { name: 'Log in' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(lookups).toEqual([]);
  });

  it('shows a visitor at /wishlist/ the way in, and their boards once they log in in the modal', async () => {
    await page.goto('/wishlist/');
    await page.getByRole('heading', { name: 'Keep the gifts you find' }).waitFor();
    expect(await settledTitle(page, 'Wishlists | Emberhold Gifts')).toBe('Wishlists | Emberhold Gifts');
    await shot('visitor-prompt');
    await page.locator('main').getByRole('link', { name: 'Log in' }).click();
    await dialog().getByLabel('Username or email').fill(owner.username);
    await dialog().getByLabel('Password').fill(PASSWORD);
    await dialog().getByRole('button', { name: 'Log in' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Your wishlists' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/wishlist/');
    expect(await settledTitle(page, 'Your wishlists | Emberhold Gifts')).toBe('Your wishlists | Emberhold Gifts');
  });

  it('creates boards, saves posts into them with a comment, moves, removes, renames and deletes, the saved flags following at once', async () => {
    await logIn(owner);

    // Boards: the empty name is refused in the spec's words, inside the modal, before anything is sent.
    await page.goto('/wishlist/');
    await page.getByRole('heading', { name: 'Your wishlists' }).waitFor();
    await page.getByRole('heading', { name: 'No boards yet' }).waitFor();
    await shot('owner-no-boards');
    await page.getByRole('button', { name: 'New board' }).click();
    await dialog().getByRole('heading', { name: 'New board' }).waitFor();
    // The modals' code loads on the first opening, and focus moves in once the modal has mounted.
    expect(await settledValue(() => focusedIs(dialog().getByLabel('Board name')), true)).toBe(true);
    await dialog().getByRole('button', { name: 'Create board' }).click();
    const nameError = dialog().locator('[data-field-error="name"]');
    await nameError.waitFor();
    expect(await nameError.textContent()).toBe(NAME_REQUIRED);
    expect(await dialog().getByLabel('Board name').getAttribute('aria-invalid')).toBe('true');
    await shot('new-board-empty-name');
    await dialog().getByLabel('Board name').fill('Gifts for Maren');
    await dialog().getByRole('button', { name: 'Create board' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.locator('[data-board-name="Gifts for Maren"]').waitFor();
    await createBoard('Secret Solstice', true);
    const maren = await boardIdOf('Gifts for Maren');
    const solstice = await boardIdOf('Secret Solstice');
    expect(await page.locator('[data-board-name="Secret Solstice"]').textContent()).toContain('Private');

    // A list page: one lookup for its posts, for exactly its posts.
    await page.goto('/popular/');
    await cards().first().waitFor();
    await expectSaved((await cardIds())[0]!, false);
    const firstPage = await cardIds();
    expect(postLookups()).toHaveLength(1);
    expect(new Set(postLookups()[0]!.ids)).toEqual(new Set(firstPage));
    expect(lookups.filter((lookup) => lookup.path === '/api/user/ad_wishlist').length).toBeLessThanOrEqual(1);
    const [postA, postB] = firstPage as [number, number];

    // Choose board: Escape closes it and focus goes back to Save; Tab stays inside.
    await saveButton(postA).click();
    await dialog().getByRole('heading', { name: 'Save to a board' }).waitFor();
    for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
    expect(await dialog().evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    expect(await focusedIs(saveButton(postA))).toBe(true);

    await saveButton(postA).click();
    await dialog().locator('[data-board-option="Gifts for Maren"]').click();
    await dialog().getByLabel('Comment').fill('For Maren, in ember red');
    await shot('choose-board');
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    await expectSaved(postA, true);
    expect(await saveButton(postA).textContent()).toBe('Saved');
    await shot('list-card-saved');

    // A sponsored card saves to a board too, and a second press takes it off again.
    const adSave = page.locator('[data-save-ad]').first();
    expect(await adSave.count()).toBe(1);
    const adId = Number(await adSave.getAttribute('data-save-ad'));
    expect(lookups.filter((lookup) => lookup.path === '/api/user/ad_wishlist').flatMap((lookup) => lookup.ids)).toContain(adId);
    await adSave.click();
    await dialog().getByRole('heading', { name: 'Save to a board' }).waitFor();
    expect(await dialog().getByLabel('Comment').count()).toBe(0);
    await dialog().locator('[data-board-option="Gifts for Maren"]').click();
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.locator(`[data-save-ad="${adId}"][data-saved="true"]`).first().waitFor();
    await page.locator('article[data-track="native-ad"]').first().screenshot({ path: join(shotsDir, 'wishlists-sponsored-card-saved.png'), animations: 'disabled' });
    await page.locator(`[data-save-ad="${adId}"]`).first().click();
    await page.locator(`[data-save-ad="${adId}"][data-saved="false"]`).first().waitFor();

    // The next page of the list costs one more lookup, for its own posts only.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction((count) => document.querySelectorAll('main article[data-post-id]:not([data-featured])').length > count, firstPage.length);
    await waitFor(() => postLookups().length === 2);
    const secondPageIds = postLookups()[1]!.ids;
    expect(secondPageIds.some((id) => firstPage.includes(id))).toBe(false);
    expect(secondPageIds.length).toBeGreaterThan(0);

    // From the post page, with the inline new-board form refusing an empty name too.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator(`article[data-post-id="${postB}"] a`).first().click();
    await page.getByRole('button', { name: 'Save to wishlist' }).click();
    await dialog().getByRole('heading', { name: 'Save to a board' }).waitFor();
    await dialog().getByRole('button', { name: 'New board' }).click();
    await dialog().getByRole('button', { name: 'Create board' }).click();
    expect(await dialog().locator('[data-field-error="name"]').textContent()).toBe(NAME_REQUIRED);
    await dialog().getByRole('button', { name: 'Cancel', exact: true }).first().click();
    await dialog().locator('[data-board-option="Gifts for Maren"]').click();
    await dialog().getByRole('button', { name: 'Save', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Saved to wishlist' }).waitFor();
    await shot('post-page-saved');
    // Back on the list, that card says Saved at once, without asking the server again.
    const lookupsBefore = postLookups().length;
    await page.goBack();
    await expectSaved(postB, true);
    expect(postLookups().slice(lookupsBefore).flatMap((lookup) => lookup.ids)).not.toContain(postB);

    // The account menu leads to the boards; the board shows both, with the comment. The list keeps restoring its scroll
    // and loading pages, so the menu is opened on a short page at rest, reached inside the site (the saved flags it
    // holds stay).
    // The footer moves while the list loads pages below it, so a click at where it was could land on a card: the link
    // is followed from the keyboard instead.
    await page.locator('footer').getByRole('link', { name: 'About' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${site.origin}/about/`);
    await page.waitForFunction(() => window.scrollY === 0);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await page.locator('header [data-account-menu-button]').click();
    await page.locator('header').getByRole('link', { name: 'My wishlists' }).click();
    await page.getByRole('heading', { name: 'Your wishlists' }).waitFor();
    await page.locator(`[data-board-name="Gifts for Maren"]`).filter({ hasText: '2 gifts' }).waitFor();
    await shot('owner-boards');
    await page.getByRole('link', { name: 'Gifts for Maren' }).click();
    await page.getByRole('heading', { name: 'Gifts for Maren' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/wishlist/${owner.userId}/list/${maren}`);
    expect(await settledTitle(page, 'Gifts for Maren — your wishlist | Emberhold Gifts')).toBe('Gifts for Maren — your wishlist | Emberhold Gifts');
    await page.locator(`[data-wishlist-item="${postA}"]`).waitFor();
    await page.locator(`[data-wishlist-item="${postB}"]`).waitFor();
    expect(await page.locator(`[data-wishlist-item="${postA}"] [data-item-comment]`).textContent()).toBe('For Maren, in ember red');
    await shot('board-page');

    // Edit item: a new comment and another board, in one move.
    await page.locator(`[data-wishlist-item="${postA}"]`).getByRole('button', { name: /^Edit / }).click();
    await dialog().getByRole('heading', { name: 'Edit saved gift' }).waitFor();
    await dialog().getByLabel('Comment').fill('For the solstice, in ember red');
    await dialog().getByLabel('Board').selectOption(String(solstice));
    await shot('edit-item');
    await dialog().getByRole('button', { name: 'Move and save' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.locator(`[data-wishlist-item="${postA}"]`).waitFor({ state: 'detached' });
    await page.locator('[data-board-count="1"]').waitFor();

    // Another visitor: the public board by its address, not the private one.
    const { context: visitor, page: other, errors: otherErrors } = await site.newVisit({ userAgent: DESKTOP_CHROME });
    const otherLookups: string[] = [];
    other.on('request', (request) => {
      if (request.method() === 'POST' && /^\/api\/user\/(ad_)?wishlist$/.test(new URL(request.url()).pathname)) otherLookups.push(request.url());
    });
    await other.goto(`/wishlist/${owner.userId}/list/${maren}`);
    await other.getByRole('heading', { name: 'Gifts for Maren' }).waitFor();
    await other.locator(`[data-wishlist-item="${postB}"]`).waitFor();
    expect(await other.getByText(`A board by ${owner.username}`).isVisible()).toBe(true);
    expect(await other.getByRole('button', { name: 'Edit board' }).count()).toBe(0);
    await other.screenshot({ path: join(shotsDir, 'wishlists-visitor-public-board.png'), animations: 'disabled' });
    await other.goto(`/wishlist/${owner.userId}/list/${solstice}`);
    await other.getByRole('heading', { name: 'This board could not be found.' }).waitFor();
    expect(await other.getByText('For the solstice').count()).toBe(0);
    await other.screenshot({ path: join(shotsDir, 'wishlists-visitor-private-board.png'), animations: 'disabled' });
    await other.goto(`/wishlist/${owner.userId}/`);
    await other.getByRole('heading', { name: `${owner.username}’s wishlists` }).waitFor();
    await other.locator('[data-board-name="Gifts for Maren"]').waitFor();
    expect(await other.locator('[data-board-name="Secret Solstice"]').count()).toBe(0);
    await other.screenshot({ path: join(shotsDir, 'wishlists-visitor-boards.png'), animations: 'disabled' });
    await visitor.close();
    expect(otherErrors.pageErrors).toEqual([]);
    expect(otherLookups).toEqual([]);

    // The owner removes the moved post from the private board; its card reads Save again at once.
    await page.getByRole('link', { name: 'Your wishlists' }).click();
    await page.getByRole('link', { name: 'Secret Solstice' }).click();
    await page.locator(`[data-wishlist-item="${postA}"] [data-item-comment]`).filter({ hasText: 'For the solstice, in ember red' }).waitFor();
    await page.locator(`[data-wishlist-item="${postA}"] button`).click();
    await dialog().getByRole('button', { name: 'Remove from board' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'No gifts on this board yet' }).waitFor();
    const beforeBack = postLookups().length;
    while (new URL(page.url()).pathname !== '/popular/') await page.goBack();
    await expectSaved(postA, false);
    await expectSaved(postB, true);
    // Their flags come from what the site already knows: neither is asked about again (a refreshed list page may
    // bring posts it has not seen, which it does look up).
    const askedAfterBack = postLookups().slice(beforeBack).flatMap((lookup) => lookup.ids);
    expect(askedAfterBack).not.toContain(postA);
    expect(askedAfterBack).not.toContain(postB);

    // Edit board: rename (not to nothing), then delete the other after confirming.
    await page.goto('/wishlist/');
    await page.getByRole('button', { name: 'Edit board Gifts for Maren' }).click();
    await dialog().getByRole('heading', { name: 'Edit board' }).waitFor();
    await dialog().getByLabel('Board name').fill('   ');
    await dialog().getByRole('button', { name: 'Save changes' }).click();
    expect(await dialog().locator('[data-field-error="name"]').textContent()).toBe(NAME_REQUIRED);
    await dialog().getByLabel('Board name').fill('Gifts for Maren and Tam');
    await dialog().getByRole('button', { name: 'Save changes' }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.locator('[data-board-name="Gifts for Maren and Tam"]').waitFor();

    await page.getByRole('button', { name: 'Edit board Secret Solstice' }).click();
    await dialog().getByRole('button', { name: 'Delete board…' }).click();
    const keep = dialog().getByRole('button', { name: 'Keep it' });
    await keep.waitFor();
    expect(await focusedIs(keep)).toBe(true);
    await shot('delete-board-confirm');
    await dialog().getByRole('button', { name: 'Delete board', exact: true }).click();
    await dialog().waitFor({ state: 'detached' });
    await page.locator('[data-board-name="Secret Solstice"]').waitFor({ state: 'detached' });
    expect(await page.locator('[data-board-name]').count()).toBe(1);
    await shot('owner-after-delete');

    // The saved listing and its recommendations.
    await page.getByRole('link', { name: 'All saved' }).click();
    await page.locator(`[data-wishlist-item="${postB}"]`).waitFor();
    expect(await page.locator('[data-wishlist-item]').count()).toBe(1);
    await page.getByRole('link', { name: 'Recommended' }).click();
    await page.getByRole('link', { name: 'Recommended', exact: true }).and(page.locator('[aria-current="page"]')).waitFor();
    await page.locator('[data-wishlist-item]').first().waitFor();
    expect(await page.locator(`[data-wishlist-item="${postB}"]`).count()).toBe(0);
    await shot('recommended');
  });

  it('fits a phone screen, and keeps a Save pressed before the page knows who is logged in', async () => {
    await logIn(owner);
    await page.setViewportSize({ width: 390, height: 844 });
    // The user-info call is held until Save has been pressed: the press is carried out once the answer comes.
    let answerUserInfo!: () => void;
    const userInfoHeld = new Promise<void>((resolve) => (answerUserInfo = resolve));
    await page.route('**/api/user/me?*', async (route) => {
      await userInfoHeld;
      await route.continue();
    });
    await page.goto('/popular/');
    await cards().first().waitFor();
    await page.locator('header [data-account-state="unknown"]').waitFor({ state: 'attached' });
    await saveButton((await cardIds())[0]!).click();
    answerUserInfo();
    await dialog().getByRole('heading', { name: 'Save to a board' }).waitFor();
    await page.unroute('**/api/user/me?*');
    await shot('phone-choose-board');
    await page.keyboard.press('Escape');
    await page.goto('/wishlist/');
    await page.locator('[data-board-name]').first().waitFor();
    await shot('phone-boards');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

async function waitFor(check: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

import { join } from 'node:path';
import { type BrowserContext, type Locator, type Page, type Request } from 'playwright-core';
import { DESKTOP_CHROME, TEST_PASSWORD as PASSWORD } from '../../backend/test/test-constants.test-support';
import { expectNoPageErrors, recordPosts, settledValue, shotsDir, siteForThisFile, type Account, type PageErrors } from '../support/site-under-test';

const SEEDED_POSTS = 60;
const RATING_CALLS = /^\/api\/user\/(rating|rating-gifts|rating-blog|ratings|ratings-gifts|ratings-blog)$/;

/**
 * Star ratings in a real Chromium against the product in the embedded mode (spec sections 5, 6 and 7): a visitor's
 * click on a star opens the login/register modal and sends nothing; a logged-in user rates a post, a gift guide and
 * a blog post with the mouse or the keyboard, sees "Your rating" and the new figure at once, and after a reload sees
 * their stars again from the lookups.
 */
describe('star ratings in a browser', () => {
  const site = siteForThisFile({ posts: SEEDED_POSTS });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;
  let ratingRequests: Request[];
  let account: Account;
  let post: { slug: string; id: number };
  let guide: { slug: string; id: number };
  let blog: { slug: string; id: number };

  beforeAll(async () => {
    account = await site.register('rater');
    const read = async <T>(path: string): Promise<T> => (await (await fetch(`${site.origin}${path}`)).json()) as T;
    post = (await read<{ posts: Array<{ slug: string; id: number }> }>('/api/lists/new/1/')).posts[0]!;
    guide = (await read<{ children: Array<{ slug: string; id: number }> }>('/api/gifts/all/popular/1/')).children[0]!;
    blog = (await read<{ posts: Array<{ slug: string; id: number }> }>('/api/blog/')).posts[0]!;
  });

  beforeEach(async () => {
    ({ context, page, errors } = await site.newVisit({ userAgent: DESKTOP_CHROME }));
    ratingRequests = recordPosts(page, RATING_CALLS);
  });

  afterEach(async () => {
    await context.close();
    // Chromium itself logs the answers that are errors on purpose (401 from /api/user/me for a visitor).
    expectNoPageErrors(errors);
  });

  const widget = (kind: string, id: number) => page.locator(`[data-rating-target="${kind}:${id}"]`);
  const star = (scope: Locator, stars: number) => scope.getByRole('button', { name: `Rate ${stars} out of 5` });
  const filledStars = (scope: Locator) => scope.locator('button[data-filled]').count();
  /**
   * The filled stars once they are `expected`, after the pointer moved: React renders what the pointer's moves change
   * in a task of its own after the event, not at once as it does for a click, a key or focus.
   */
  const filledAfterPointer = (scope: Locator, expected: number) => settledValue(() => filledStars(scope), expected);
  /** The label of the pressed star (the user's own rating), or null. */
  async function pressed(scope: Locator): Promise<string | null> {
    const chosen = scope.locator('button[aria-pressed="true"]');
    return (await chosen.count()) === 0 ? null : chosen.getAttribute('aria-label');
  }
  const callsTo = (path: string) => ratingRequests.filter((request) => new URL(request.url()).pathname === path);

  async function logIn(): Promise<void> {
    const response = await context.request.post('/api/user/login', { form: { username: account.username, password: PASSWORD } });
    expect(response.status()).toBe(200);
  }

  /** Waits until the widget has announced this rating as saved (the call answered). */
  async function savedAs(scope: Locator, stars: number): Promise<void> {
    await scope.getByRole('status').filter({ hasText: `Your rating of ${stars} out of 5 is saved.` }).waitFor({ state: 'attached' });
  }

  async function waitForChecked(scope: Locator): Promise<void> {
    await scope.and(page.locator('[data-checked-for-rating="true"]')).waitFor();
  }

  it('opens the login/register modal for a visitor who clicks a star, and sends no rating call', async () => {
    await page.goto(`/${post.slug}/`);
    const stars = widget('post', post.id);
    await stars.waitFor();
    await page.locator('header [data-account-state="logged-out"]').waitFor();
    expect(await stars.getAttribute('data-checked-for-rating')).toBe('false');
    expect(await stars.getByText('Rate this gift', { exact: true }).isVisible()).toBe(true);
    expect(await stars.getByRole('group', { name: 'Rate this gift' }).locator('button').count()).toBe(5);

    await star(stars, 4).hover();
    expect(await filledAfterPointer(stars, 4)).toBe(4);
    await page.screenshot({ path: join(shotsDir, 'ratings-visitor-hover.png'), animations: 'disabled' });
    await star(stars, 4).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').textContent()).toBe('Log in');
    await page.screenshot({ path: join(shotsDir, 'ratings-visitor-modal.png'), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await pressed(stars)).toBeNull();
    // Neither the rating nor the user's-rating lookup went out (spec section 6).
    expect(ratingRequests.map((request) => request.url())).toEqual([]);
  });

  it('rates a post with the mouse, shows "Your rating" and the new count at once, and restores it after a reload', async () => {
    await logIn();
    await page.goto(`/${post.slug}/`);
    const stars = widget('post', post.id);
    await waitForChecked(stars);
    expect(callsTo('/api/user/ratings').map((request) => request.postDataJSON())).toEqual([{ post_ids: [post.id] }]);
    expect(await pressed(stars)).toBeNull();
    const countBefore = Number((await stars.locator('[role="img"]').getAttribute('aria-label'))!.match(/from (\d+) ratings/)?.[1] ?? 0);

    // Hovering previews, leaving puts it back.
    await star(stars, 2).hover();
    expect(await filledAfterPointer(stars, 2)).toBe(2);
    await page.mouse.move(5, 5);
    expect(await filledAfterPointer(stars, 0)).toBe(0);

    await star(stars, 4).click();
    await stars.getByText('Your rating', { exact: true }).waitFor();
    expect(await pressed(stars)).toBe('Rate 4 out of 5');
    expect(await filledStars(stars)).toBe(4);
    // The stars show the choice while it is sent; once saved, the answer's figure replaces the page's at once.
    await savedAs(stars, 4);
    expect(await stars.locator('[role="img"]').getAttribute('aria-label')).toContain(`from ${countBefore + 1} ratings`);
    const sent = callsTo('/api/user/rating');
    expect(sent.map((request) => request.postDataJSON())).toEqual([{ post_id: post.id, rating: 4 }]);
    expect(sent[0]!.headers()['x-csrf-token']).toMatch(/^[\w-]{20,}$/);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(shotsDir, 'ratings-post-rated.png'), animations: 'disabled' });

    await page.reload();
    await waitForChecked(widget('post', post.id));
    await stars.getByText('Your rating', { exact: true }).waitFor();
    expect(await pressed(stars)).toBe('Rate 4 out of 5');
    expect(await filledStars(stars)).toBe(4);
  });

  it('rates a gift guide from the keyboard and a blog post with the mouse, and both come back after a reload', async () => {
    await logIn();
    await page.goto(`/gifts/${guide.slug}/`);
    const guideStars = widget('gift_guide', guide.id);
    await waitForChecked(guideStars);
    expect(callsTo('/api/user/ratings-gifts').map((request) => request.postDataJSON())).toEqual([{ cat_id: guide.id }]);
    expect(await guideStars.getByText('Rate this gift guide', { exact: true }).isVisible()).toBe(true);

    // Focus previews; the arrows and End move between the stars; Enter rates.
    await star(guideStars, 1).focus();
    expect(await filledStars(guideStars)).toBe(1);
    await page.keyboard.press('End');
    expect(await star(guideStars, 5).evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await filledStars(guideStars)).toBe(4);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('Enter');
    await guideStars.getByText('Your rating', { exact: true }).waitFor();
    await savedAs(guideStars, 3);
    expect(await pressed(guideStars)).toBe('Rate 3 out of 5');
    expect(callsTo('/api/user/rating-gifts').map((request) => request.postDataJSON())).toEqual([{ id: guide.id, rating: 3 }]);
    await page.locator('body').click({ position: { x: 5, y: 300 } });
    await page.screenshot({ path: join(shotsDir, 'ratings-guide-rated.png'), animations: 'disabled' });

    await page.goto(`/blog/${blog.slug}`);
    const blogStars = widget('blog_post', blog.id);
    await waitForChecked(blogStars);
    expect(callsTo('/api/user/ratings-blog').map((request) => request.postDataJSON())).toEqual([{ blog_id: blog.id }]);
    // A quick change of mind: the second star goes out after the first is answered, and it is the one that stays.
    await star(blogStars, 5).click();
    await star(blogStars, 2).click();
    await blogStars.getByText('Your rating', { exact: true }).waitFor();
    await savedAs(blogStars, 2);
    expect(await pressed(blogStars)).toBe('Rate 2 out of 5');
    // The figure shown is the one the last call answered.
    const answer = (await (await callsTo('/api/user/rating-blog').at(-1)!.response())!.json()) as { aggregate: { rating: number } };
    expect(await blogStars.locator('[role="img"]').getAttribute('aria-label')).toBe(`Rated ${answer.aggregate.rating.toFixed(1)} out of 5`);
    expect(callsTo('/api/user/rating-blog').map((request) => request.postDataJSON())).toEqual([
      { id: blog.id, rating: 5 },
      { id: blog.id, rating: 2 },
    ]);
    await page.mouse.move(5, 5);
    await page.screenshot({ path: join(shotsDir, 'ratings-blog-rated.png'), animations: 'disabled' });

    await page.reload();
    await waitForChecked(widget('blog_post', blog.id));
    expect(await pressed(blogStars)).toBe('Rate 2 out of 5');
    await page.goto(`/gifts/${guide.slug}/`);
    await waitForChecked(widget('gift_guide', guide.id));
    expect(await pressed(guideStars)).toBe('Rate 3 out of 5');
    await guideStars.getByText('Your rating', { exact: true }).waitFor();
  });

  it('fits the widget on a phone', async () => {
    await logIn();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/${post.slug}/`);
    const stars = widget('post', post.id);
    await waitForChecked(stars);
    await stars.scrollIntoViewIfNeeded();
    const box = (await stars.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.screenshot({ path: join(shotsDir, 'ratings-post-phone.png'), animations: 'disabled' });
  });
});

import { pageAtRest } from '../support/page-states';
import { siteForThisFile } from '../support/site-under-test';

/** What the page showed each time it changed, from before its script ran until it came to rest. */
interface Seen {
  /** A loading state (an element marked aria-busy) stood in the page's content. */
  busy: boolean;
  /** The not-found heading had gone from the page. */
  headingGone: boolean;
}

/**
 * A missing page answers 404 with the rendered not-found page, which the browser then renders anew for the page's own
 * address: the visitor reads "This path leads nowhere" from the first paint on, never a loading state in between.
 */
describe('a missing page', () => {
  const site = siteForThisFile({ posts: 60 });

  it('shows the not-found page from its first paint until it is at rest, with no loading state in between', async () => {
    const { page, context, errors } = await site.newVisit();
    // Watches every change to the page's content from the moment the document starts, before any script of the site.
    await context.addInitScript(() => {
      const seen: { busy: boolean; headingGone: boolean } = { busy: false, headingGone: false };
      (window as unknown as { notFoundSeen: typeof seen }).notFoundSeen = seen;
      let headingShown = false;
      const look = () => {
        const root = document.getElementById('root');
        if (!root) return;
        if (root.querySelector('[aria-busy="true"]')) seen.busy = true;
        // Once the heading has arrived with the page's HTML, it stays.
        const heading = [...root.querySelectorAll('h1, h2')].some((h) => h.textContent?.includes('This path leads nowhere'));
        if (heading) headingShown = true;
        else if (headingShown) seen.headingGone = true;
      };
      new MutationObserver(look).observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
    });
    try {
      const post = ((await (await fetch(`${site.origin}/api/lists/new/1/?country=us`)).json()) as { posts: { slug: string }[] }).posts[0]!;
      for (const path of ['/gifts/not-a-guide/', '/no-such-post/', '/uk/no-such-post/', `/gifts/${post.slug}-not-a-guide/page/2/`, '/blog/no-such-post', '/giveaway/no-such-giveaway']) {
        const response = await page.goto(path);
        expect({ path, status: response?.status() }).toEqual({ path, status: 404 });
        await page.getByRole('heading', { name: 'This path leads nowhere' }).waitFor();
        await page.locator('header [data-account-state="logged-out"]').waitFor();
        await pageAtRest(page);
        const seen = await page.evaluate(() => (window as unknown as { notFoundSeen: Seen }).notFoundSeen);
        expect({ path, seen }).toEqual({ path, seen: { busy: false, headingGone: false } });
        // Still the not-found page once everything the page asked for has answered.
        expect(await page.getByRole('heading', { name: 'This path leads nowhere' }).count()).toBe(1);
        expect(await page.title()).toBe('Page not found | Emberhold Gifts');
      }
      // Moving on from it, the next address is its own page again.
      await page.getByRole('link', { name: 'Back to the gifts' }).click();
      await page.waitForURL(`${site.origin}/`);
      await page.locator('article[data-post-id]').first().waitFor();
      expect(await page.getByRole('heading', { name: 'This path leads nowhere' }).count()).toBe(0);
      expect(errors.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

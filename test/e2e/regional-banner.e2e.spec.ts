import { join } from 'node:path';
import { PHONE, shotsDir, siteForThisFile } from '../support/site-under-test';

/**
 * The site banner in a real Chromium (spec sections 3, 7 and 9): every page's footer (here a post page's, below its related gifts) links to the banner, on the
 * visitor's own Amazon storefront for the uk and ca sites, at desktop and phone sizes.
 */
describe('the regional banner in a browser', () => {
  const site = siteForThisFile({ posts: 60 });

  it.each([
    ['', 'Amazon.com', 'www.amazon.com', 'emberhold-20', {}],
    ['/uk', 'Amazon.co.uk', 'www.amazon.co.uk', 'emberhold-21', PHONE],
    ['/ca', 'Amazon.ca', 'www.amazon.ca', 'emberhold0c-20', {}],
  ] as const)('links a post page at "%s/" to the saga on %s', async (prefix, store, host, tag, options) => {
    const { posts } = (await (await fetch(`${site.origin}/api/lists/new/1/`)).json()) as { posts: Array<{ slug: string }> };
    const { context, page, errors } = await site.newVisit(options);
    try {
      expect((await page.goto(`${prefix}/${posts[0]!.slug}/`))?.status()).toBe(200);
      const link = page.locator('footer').getByRole('link', { name: `Shop Emberhold saga gifts on ${store}` });
      await link.waitFor();
      const href = new URL((await link.getAttribute('href'))!);
      expect([href.hostname, href.searchParams.get('tag')]).toEqual([host, tag]);
      // The related gifts arrive after the post: once they stand, the footer stays where it is.
      await page.getByTestId('related-posts').locator('a').first().waitFor();
      await link.scrollIntoViewIfNeeded();
      expect(await link.isVisible()).toBe(true);
      await page.getByRole('complementary', { name: 'Shop the saga' }).screenshot({ path: join(shotsDir, `regional-banner${prefix.replace('/', '-')}.png`), animations: 'disabled' });
      expect(errors.pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

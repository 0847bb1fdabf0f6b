import { type BrowserContext, type Page } from 'playwright-core';
import { PHONE, settledTitle, siteForThisFile, type PageErrors } from '../support/site-under-test';

interface ListedPost {
  slug: string;
  title: string;
  link: string;
  categories: Array<{ slug: string; name: string; parent: { slug: string; name: string } | null }>;
}

/**
 * What a visitor reads when an address leads nowhere or a search has been made, in a real Chromium against the
 * product: an unknown gift guide (nested or not) is the site's not-found page served with a 404, the search box keeps
 * the term on the results page (after a reload, and on the phone), and a product page names its shop on the buy
 * button and leads back through its gift guide.
 */
describe('pages a visitor can read', () => {
  const site = siteForThisFile({ posts: 60 });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  afterEach(async () => {
    await context.close();
    expect(errors.pageErrors).toEqual([]);
  });

  async function visit(options = {}) {
    ({ context, page, errors } = await site.newVisit(options));
  }

  it('shows an unknown gift guide, and an unknown nested one, as the not-found page with a 404', async () => {
    await visit();
    const guides = (await (await fetch(`${site.origin}/api/gifts/all/popular/1/`)).json()) as { children: Array<{ slug: string }> };
    for (const path of ['/gifts/not-a-guide/', `/uk/gifts/${guides.children[0]!.slug}/not-a-guide/`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { name: 'This path leads nowhere' }).waitFor();
      expect(await page.getByRole('heading', { name: /not a guide/i }).count()).toBe(0);
      expect(await page.getByRole('alert').count()).toBe(0);
      expect(await settledTitle(page, 'Page not found | Emberhold Gifts')).toBe('Page not found | Emberhold Gifts');
    }
  });

  it('keeps the searched term in the masthead on the results page, and after a reload', async () => {
    await visit();
    await page.goto('/');
    const box = page.getByRole('searchbox', { name: 'Search gifts' });
    await box.fill('dragon mug');
    await box.press('Enter');
    await page.waitForURL(/\/search\/dragon%20mug/);
    expect(await box.inputValue()).toBe('dragon mug');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: '“dragon mug”' }).waitFor();
    expect(await box.inputValue()).toBe('dragon mug');
  });

  it('keeps the term in the phone’s search panel on the results page', async () => {
    await visit(PHONE);
    await page.goto('/uk/search/hearth%20candle/');
    await page.getByRole('heading', { level: 1, name: '“hearth candle”' }).waitFor();
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const box = page.getByRole('searchbox', { name: 'Search gifts' });
    await box.waitFor();
    expect(await box.inputValue()).toBe('hearth candle');
  });

  it('names the shop on the buy button and leads back through the post’s nested gift guide', async () => {
    await visit();
    const { posts } = (await (await fetch(`${site.origin}/api/gifts/all/popular/1/?country=uk`)).json()) as { posts: ListedPost[] };
    const post = posts.find((p) => p.categories[0]?.parent && new URL(p.link).hostname === 'www.amazon.co.uk');
    expect(post).toBeDefined();
    const guide = post!.categories[0]!;
    await page.goto(`/uk/${post!.slug}/`);
    const buy = page.getByRole('link', { name: 'Buy on Amazon.co.uk' });
    await buy.waitFor();
    expect(new URL((await buy.getAttribute('href'))!).hostname).toBe('www.amazon.co.uk');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await trail.textContent()).toBe(`Gifts / ${guide.parent!.name} / ${guide.name} / ${post!.title}`);
    await trail.getByRole('link', { name: guide.name, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: guide.name }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/uk/gifts/${guide.parent!.slug}/${guide.slug}/`);
  });
});

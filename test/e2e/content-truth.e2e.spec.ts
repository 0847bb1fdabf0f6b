import { type BrowserContext, type Page } from 'playwright-core';
import { expectNoPageErrors, PHONE, siteForThisFile, type PageErrors } from '../support/site-under-test';

interface GiveawayRef {
  slug: string;
  title: string;
  ends_at: string;
}

/**
 * What the content pages say is true, in a real Chromium on the seeded catalogue: giveaways say whether they are still
 * open (ended ones after the open ones, on every page), and a blog post names its date, author and the gifts it is about,
 * each a card that leads to the gift.
 */
describe('content that tells the truth, in a browser', () => {
  const site = siteForThisFile({ posts: 60 });
  let context: BrowserContext;
  let page: Page;
  let errors: PageErrors;

  afterEach(async () => {
    await context?.close();
    expectNoPageErrors(errors);
  });

  async function allGiveaways(): Promise<GiveawayRef[]> {
    const all: GiveawayRef[] = [];
    for (let n = 1; ; n += 1) {
      const response = await fetch(`${site.origin}/api/giveaways/${n}`);
      if (response.status !== 200) break;
      const { giveaways } = (await response.json()) as { giveaways: GiveawayRef[] };
      all.push(...giveaways);
      if (giveaways.length < 5) break;
    }
    return all;
  }

  it.each([
    ['a desktop', {}],
    ['a phone', PHONE],
  ])('shows on %s every open giveaway with its days left before every ended one, which says it has ended', async (_, options) => {
    ({ context, page, errors } = await site.newVisit(options));
    const expected = await allGiveaways();
    expect(expected.some((g) => Date.parse(g.ends_at) < Date.now())).toBe(true);
    const seen: Array<{ state: string; text: string }> = [];
    for (let n = 1; seen.length < expected.length; n += 1) {
      await page.goto(n === 1 ? '/giveaways/' : `/giveaways/${n}`);
      await page.getByRole('heading', { level: 1, name: 'Giveaways' }).waitFor();
      const cards = page.locator('li[data-giveaway]');
      await cards.first().waitFor();
      for (const card of await cards.all()) seen.push({ state: (await card.getAttribute('data-giveaway'))!, text: (await card.innerText()).trim() });
    }
    const states = seen.map((card) => card.state);
    expect(states).toEqual([...states].sort((a, b) => (a === b ? 0 : a === 'open' ? -1 : 1)));
    for (const card of seen) {
      if (card.state === 'ended') {
        expect(card.text).toContain('This giveaway has ended.');
        expect(card.text).not.toContain('remaining');
      } else {
        expect(card.text).toMatch(/less than 1 day remaining!|\d+ days? remaining/);
      }
    }

    // An ended giveaway's own page says so once, offers no entry and no time left.
    const ended = expected.find((g) => Date.parse(g.ends_at) < Date.now())!;
    await page.goto(`/giveaway/${ended.slug}`);
    await page.getByText('This giveaway has ended.').waitFor();
    expect(await page.getByText(/remaining/).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Enter giveaway' }).count()).toBe(0);
  });

  it('shows a blog post with its date, its author and the gifts it names, each leading to the gift', async () => {
    ({ context, page, errors } = await site.newVisit());
    const list = (await (await fetch(`${site.origin}/api/blog/`)).json()) as { posts: Array<{ slug: string; title: string }> };
    let chosen: { slug: string; title: string; posts: Array<{ title: string; uri: string }> } | undefined;
    for (const entry of list.posts) {
      const { post } = (await (await fetch(`${site.origin}/api/blog/${entry.slug}`)).json()) as { post: NonNullable<typeof chosen> };
      if (post.posts.length > 0) {
        chosen = post;
        break;
      }
    }
    expect(chosen).toBeDefined();

    await page.goto('/blog/');
    const card = page.locator('li', { has: page.getByRole('link', { name: chosen!.title, exact: true }) });
    await card.getByRole('link', { name: chosen!.title, exact: true }).waitFor();
    // The card names its post once: the title is written as text and the picture carries no second one.
    expect(await card.getByText(chosen!.title, { exact: true }).count()).toBe(1);
    expect(await card.getByRole('img', { name: chosen!.title }).count()).toBe(0);
    await card.getByRole('link', { name: chosen!.title, exact: true }).click();

    await page.getByRole('heading', { level: 1, name: chosen!.title }).waitFor();
    await page.getByText('By the Emberhold Gifts editors').waitFor();
    expect(await page.locator('article time').first().textContent()).toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    const gifts = page.getByRole('list', { name: 'The gifts in this article' });
    await gifts.waitFor();
    expect(await gifts.getByRole('listitem').count()).toBe(chosen!.posts.length);
    const first = chosen!.posts[0]!;
    await gifts.getByRole('link', { name: first.title, exact: true }).click();
    await page.waitForURL((url) => url.pathname === first.uri);
    await page.getByRole('heading', { level: 1, name: first.title }).waitFor();
  });
});

import type { PostDto } from '@emberhold/contracts';
import { PAGE_SIZE } from '../src/catalogue/domain/list-sorts';
import { seedStart } from '../src/catalogue/domain/random-walk';
import { apiForThisFile } from './api-under-test.test-support';

/**
 * Deep pages of the lists read in two ordered parts (the new list: today's boosted post, then the rest; a visitor's
 * seeded random walk: from its starting point, then wrapping round): every page, the last ones included, is the same
 * slice of the whole order, with no post repeated or skipped.
 */
describe('catalogue lists at depth', () => {
  const POSTS = 240;
  const product = apiForThisFile({ posts: POSTS, env: { CATALOGUE_CACHE_MS: '0' } });
  const prisma = () => product.infrastructure.prisma;
  const today = () => new Date(`${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`);

  async function pageIds(path: string): Promise<number[]> {
    const response = await product.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    return (response.json().posts as PostDto[]).map((post) => post.id);
  }

  /** Every page of a list from page 1 until the first empty one, and the pages as read. */
  async function allPages(path: (page: number) => string): Promise<number[][]> {
    const pages: number[][] = [];
    for (let page = 1; page <= POSTS / PAGE_SIZE + 2; page++) {
      const ids = await pageIds(path(page));
      if (ids.length === 0) return pages;
      pages.push(ids);
    }
    throw new Error('the list did not end');
  }

  /** `order` cut into pages as the list should serve it. */
  const paged = (order: number[]): number[][] => Array.from({ length: Math.ceil(order.length / PAGE_SIZE) }, (_, i) => order.slice(i * PAGE_SIZE, (i + 1) * PAGE_SIZE));

  const listed = (nsfw: boolean) => ({ status: 'published' as const, type: 'post' as const, ...(nsfw ? {} : { nsfw: false }) });

  beforeAll(async () => {
    // Two mature gifts deep in the new order: left out of a visitor's pages unless asked for, without shifting a page.
    const deep = await prisma().post.findMany({ where: listed(false), orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], skip: 150, take: 2, select: { id: true } });
    await prisma().post.updateMany({ where: { id: { in: deep.map((post) => post.id) } }, data: { nsfw: true } });
  });

  it.each([
    ['a visitor', false],
    ['a visitor who asked for mature gifts', true],
  ])("serves the new list to %s as today's boosted post, then every other post newest first, page for page", async (_who, nsfw) => {
    const newest = await prisma().post.findMany({ where: listed(nsfw), orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], select: { id: true } });
    expect(newest.length).toBeGreaterThan(8 * PAGE_SIZE);
    // A post from the seventh page is boosted today: it leads page 1 and leaves its own page without a gap.
    const boosted = newest[6 * PAGE_SIZE + 5]!.id;
    await prisma().boostDate.deleteMany({ where: { date: today() } });
    await prisma().boostDate.create({ data: { postId: boosted, date: today(), priceCents: 49_800, email: 'deep-pages@example.test', status: 'running' } });

    const expected = [boosted, ...newest.map((post) => post.id).filter((id) => id !== boosted)];
    const pages = await allPages((page) => `/api/lists/new/${page}/${nsfw ? '?nsfw=1' : ''}`);
    expect(pages).toEqual(paged(expected));
    // Read on its own, a deep page is the same slice as when paged to.
    expect(await pageIds(`/api/lists/new/7/${nsfw ? '?nsfw=1' : ''}`)).toEqual(expected.slice(6 * PAGE_SIZE, 7 * PAGE_SIZE));
  });

  it("serves the new list without a boost as the newest posts, to the last page", async () => {
    await prisma().boostDate.deleteMany({ where: { date: today() } });
    const newest = await prisma().post.findMany({ where: listed(false), orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }], select: { id: true } });
    expect(await allPages((page) => `/api/lists/new/${page}/`)).toEqual(paged(newest.map((post) => post.id)));
  });

  it.each(['deep-walker', 'visitor-7'])('walks the random order from the seed of "%s" round to where it started, page for page', async (seed) => {
    const order = await prisma().post.findMany({ where: listed(false), orderBy: [{ randomKey: 'asc' }, { id: 'asc' }], select: { id: true, randomKey: true } });
    const start = seedStart(seed);
    const expected = [...order.filter((post) => post.randomKey >= start), ...order.filter((post) => post.randomKey < start)].map((post) => post.id);
    const pages = await allPages((page) => `/api/lists/random/${page}/?seed=${encodeURIComponent(seed)}`);
    expect(pages).toEqual(paged(expected));
    expect(new Set(pages.flat()).size).toBe(order.length);
  });
});

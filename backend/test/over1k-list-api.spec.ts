import { indexListApiPath, type PostDto } from '@emberhold/contracts';
import { PAGE_SIZE } from '../src/catalogue/domain/list-sorts';
import { REFERENCE_RATES } from '../src/catalogue/domain/regional-price';
import { apiForThisFile } from './api-under-test.test-support';

/** /over1k/: the site reads its pages from the gifts API with the list's price floor (indexListApiPath). */
describe('the gifts-over-a-thousand list on Postgres', () => {
  // Caches off: every read sees the prices a test just set.
  const product = apiForThisFile({ env: { CATALOGUE_CACHE_MS: '0' } });
  const prisma = () => product.infrastructure.prisma;

  async function get(url: string) {
    const response = await product.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  /** Published posts dearer than a thousand of the country's currency, dearest first (as the high sort orders them). */
  async function dearerThanAThousand(country: 'us' | 'uk' | 'ca'): Promise<number[]> {
    const rows = await prisma().post.findMany({ where: { status: 'published', type: 'post', price: { not: null } }, select: { id: true, price: true } });
    return rows
      .filter((row) => Number(row.price) * REFERENCE_RATES[country] >= 1000)
      .sort((a, b) => Number(b.price) - Number(a.price) || b.id - a.id)
      .map((row) => row.id);
  }

  beforeAll(async () => {
    // More than a page of statues over £1,000, and one at $1,200 (about £948): over a thousand in dollars, not in pounds.
    const posts = await prisma().post.findMany({ where: { status: 'published', type: 'post' }, orderBy: { id: 'asc' }, take: PAGE_SIZE + 7, select: { id: true } });
    for (const [i, post] of posts.entries()) await prisma().post.update({ where: { id: post.id }, data: { price: (1300 + i * 10).toFixed(2) } });
    const cheaper = await prisma().post.findFirst({ where: { status: 'published', type: 'post', price: { lt: 500 } }, orderBy: { id: 'desc' }, select: { id: true } });
    await prisma().post.update({ where: { id: cheaper!.id }, data: { price: '1200.00' } });
  });

  it('pages the gifts over £1,000 dearest first, in pounds, and then ends', async () => {
    const expected = await dearerThanAThousand('uk');
    expect(expected.length).toBeGreaterThan(PAGE_SIZE);
    const first = await get(indexListApiPath('over1k', 'high', 1, 'uk'));
    expect(first.status).toBe(200);
    const posts = first.body.posts as PostDto[];
    expect(posts.map((post) => post.id)).toEqual(expected.slice(0, PAGE_SIZE));
    expect(posts.every((post) => post.currency === 'GBP' && post.price! >= 1000)).toBe(true);
    const prices = posts.map((post) => post.price!);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    const second = await get(indexListApiPath('over1k', 'high', 2, 'uk'));
    expect((second.body.posts as PostDto[]).map((post) => post.id)).toEqual(expected.slice(PAGE_SIZE, PAGE_SIZE * 2));
    const pastTheEnd = await get(indexListApiPath('over1k', 'high', Math.ceil(expected.length / PAGE_SIZE) + 1, 'uk'));
    expect(pastTheEnd.body.posts).toEqual([]);
  });

  it('counts a gift over a thousand in the visitor’s own currency', async () => {
    const us = await dearerThanAThousand('us');
    const uk = await dearerThanAThousand('uk');
    const dollarsOnly = us.filter((id) => !uk.includes(id));
    expect(dollarsOnly.length).toBeGreaterThan(0);
    const usIds: number[] = [];
    for (let page = 1; page <= Math.ceil(us.length / PAGE_SIZE); page++) {
      usIds.push(...((await get(indexListApiPath('over1k', 'high', page, 'us'))).body.posts as PostDto[]).map((post) => post.id));
    }
    expect(usIds).toEqual(us);
    const ca = (await get(indexListApiPath('over1k', 'high', 1, 'ca'))).body.posts as PostDto[];
    expect(ca.length).toBe(PAGE_SIZE);
    expect(ca.every((post) => post.currency === 'CAD' && post.price! >= 1000)).toBe(true);
  });
});

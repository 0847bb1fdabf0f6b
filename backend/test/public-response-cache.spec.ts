import { gunzipSync } from 'node:zlib';
import type { PostDto } from '@emberhold/contracts';
import { eventually } from '@emberhold/infra';
import { apiForThisFile } from './api-under-test.test-support';

// Long enough that the reads this test makes before the expiry fall inside it on a busy machine.
const TTL_MS = 1_500;

// The expiry is timed against real Postgres (the test run's services): on PGlite, reading and renaming a post alone
// takes longer than the TTL.
(process.env.TEST_DATABASE_URL ? describe : describe.skip)('public catalogue responses, rendered once and served while they are refreshed', () => {
  const product = apiForThisFile({ env: { CATALOGUE_CACHE_MS: String(TTL_MS) } });
  const prisma = () => product.infrastructure.prisma;

  const get = (url: string, headers: Record<string, string> = {}) => product.inject({ method: 'GET', url, headers });
  const firstTitle = async (url: string, headers: Record<string, string> = {}) =>
    ((await get(url, headers)).json() as { posts: PostDto[] }).posts[0]!.title;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('shows an edit once the page has expired, serving the old page to the first reader after expiry', async () => {
    const url = '/api/lists/new/1/';
    const before = await firstTitle(url);
    const newest = await prisma().post.findFirstOrThrow({
      where: { status: 'published', type: 'post' },
      orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }],
    });
    expect(newest.title).toBe(before);
    try {
      await prisma().post.update({ where: { id: newest.id }, data: { title: `${before} (renamed)` } });
      expect(await firstTitle(url)).toBe(before);
      // A page with a visitor's own links (subtag) is theirs: never marked for shared caches.
      expect((await get(`${url}?subtag=visitor-7`)).headers['cache-control']).toBeUndefined();

      await sleep(TTL_MS + 50);
      expect(await firstTitle(url)).toBe(before);
      // The refresh that read started runs in the background; the next readers get its page once it is in.
      await eventually(async () => expect(await firstTitle(url)).toBe(`${before} (renamed)`));
    } finally {
      await prisma().post.update({ where: { id: newest.id }, data: { title: before } });
    }
  });

  it('tells shared caches how long a page may be kept, and answers a gzip reader with the same page compressed', async () => {
    const plain = await get('/api/lists/popular/1/');
    // 1.5 s kept: whole seconds, rounded down, since what remains of a second is not promised to a shared cache.
    expect(plain.headers['cache-control']).toBe(`public, max-age=1, stale-while-revalidate=60`);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const gzipped = await get('/api/lists/popular/1/', { 'accept-encoding': 'gzip, deflate, br' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toBe('accept-encoding');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.payload);
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

    const refused = await get('/api/lists/popular/1/', { 'accept-encoding': 'gzip;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it('never stores an error: a missing post stays a 404 without a cache header, and a bad page a 400', async () => {
    const missing = await get('/api/posts/no-such-post-anywhere/');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBeUndefined();
    expect((await get('/api/lists/new/0/')).statusCode).toBe(400);
  });
});

import type { CachePurgeResult, PostDto } from '@emberhold/contracts';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';
import { DESKTOP_CHROME, TEST_PUBLIC_URL } from './test-constants.test-support';

const ACCESS_DENIED = 'You do not have access to view this page.';

/**
 * POST /api/user/dev_purge/ {urls} (spec section 7): staff drop named pages from the caches, so an edit shows at once
 * instead of after CATALOGUE_CACHE_MS. The cache here lasts ten minutes: only a purge can make a page change.
 */
describe('cache purge: staff drop pages from the caches', () => {
  const product = apiForThisFile({ posts: 50, env: { CATALOGUE_CACHE_MS: '600000' } });
  const prisma = () => product.infrastructure.prisma;
  let admin: ApiUser;
  let editor: ApiUser;
  let reader: ApiUser;

  beforeAll(async () => {
    [admin, editor, reader] = await Promise.all([product.registerAdmin('purger'), product.register('editor'), product.register('reader')]);
    // Flags are set before the session is first used, so no cached viewer predates them.
    await prisma().user.update({ where: { id: editor.userId }, data: { editor: true } });
  });

  const get = (url: string) => product.inject({ method: 'GET', url, headers: { 'user-agent': DESKTOP_CHROME } });
  const titles = async (url: string) => ((await get(url)).json() as { posts: PostDto[] }).posts.map((post) => post.title);
  const purge = (user: ApiUser, urls: unknown) => user.post('/api/user/dev_purge/', { urls });
  const newestPost = () =>
    prisma().post.findFirstOrThrow({ where: { status: 'published', type: 'post' }, orderBy: [{ publishedAt: 'desc' }, { id: 'desc' }] });

  it('serves the cached list page after a post changed, and the change once the page is purged, in every country', async () => {
    const newest = await newestPost();
    const before = newest.title;
    const us = '/api/lists/new/1/';
    const uk = '/api/lists/new/1/?country=uk';
    expect((await titles(us))[0]).toBe(before);
    expect((await titles(uk))[0]).toBe(before);
    try {
      await prisma().post.update({ where: { id: newest.id }, data: { title: `${before} (retitled)` } });
      expect((await titles(us))[0]).toBe(before);
      expect((await titles(us))[0]).toBe(before);

      const response = await purge(editor, ['/new/']);

      expect(response.statusCode).toBe(200);
      const result = (response.json() as { data: CachePurgeResult }).data;
      expect(result.sentToOtherProcesses).toBe(true);
      expect(result.purged).toEqual([{ path: '/new/', page: 'index', dropped: expect.objectContaining({ responses: expect.any(Number), rows: expect.any(Number) }) }]);
      expect(result.purged[0]!.dropped.responses).toBeGreaterThanOrEqual(2);
      expect((await titles(us))[0]).toBe(`${before} (retitled)`);
      expect((await titles(uk))[0]).toBe(`${before} (retitled)`);
    } finally {
      await prisma().post.update({ where: { id: newest.id }, data: { title: before } });
    }
  });

  it('purges a post page named by its absolute address on the site, and records the purge in the audit trail', async () => {
    const post = await newestPost();
    const url = `/api/posts/${post.slug}/`;
    const before = ((await get(url)).json() as { post: PostDto }).post.title;
    try {
      await prisma().post.update({ where: { id: post.id }, data: { title: `${before} (fixed)` } });
      expect(((await get(url)).json() as { post: PostDto }).post.title).toBe(before);

      const response = await purge(admin, [`${TEST_PUBLIC_URL}/${post.slug}/`]);

      expect(response.statusCode).toBe(200);
      expect((response.json() as { data: CachePurgeResult }).data.purged).toEqual([
        { path: `/${post.slug}/`, page: 'post', dropped: expect.objectContaining({ responses: 1 }) },
      ]);
      expect(((await get(url)).json() as { post: PostDto }).post.title).toBe(`${before} (fixed)`);
      const audit = await prisma().staffAuditEntry.findFirstOrThrow({ where: { actorId: admin.userId, action: 'cache.purge' }, orderBy: { id: 'desc' } });
      expect(audit).toMatchObject({ subjectType: 'site_pages', subjectId: `/${post.slug}/`, summary: `Purged /${post.slug}/` });
    } finally {
      await prisma().post.update({ where: { id: post.id }, data: { title: before } });
    }
  });

  it('answers a visitor 401 and a reader 403 in the spec’s words, purging nothing', async () => {
    const visitor = await product.inject({ method: 'POST', url: '/api/user/dev_purge/', payload: { urls: ['/new/'] }, headers: { 'user-agent': DESKTOP_CHROME } });
    expect(visitor.statusCode).toBe(401);

    const refused = await purge(reader, ['/new/']);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().meta.error).toBe(ACCESS_DENIED);
    expect(await prisma().staffAuditEntry.count({ where: { actorId: reader.userId } })).toBe(0);
  });

  it('refuses an address on another site, naming it', async () => {
    const response = await purge(admin, ['/new/', 'https://elsewhere.example/new/']);

    expect(response.statusCode).toBe(400);
    expect(response.json().meta.error).toBe('"https://elsewhere.example/new/" is not on this site (https://gifts.example): only the site\'s own pages can be purged.');
  });

  it('refuses an entry that is no path of the site, naming each', async () => {
    const response = await purge(admin, ['new/', '/404/']);

    expect(response.statusCode).toBe(400);
    expect(response.json().meta.error).toBe('"new/" is not a site path or address: start it with / or with https://gifts.example/. "/404/" is not a page of the site.');
  });

  it('refuses more than 100 pages, and none', async () => {
    const tooMany = await purge(admin, Array.from({ length: 101 }, (_, n) => `/new/page/${n + 1}/`));
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().meta.error).toBe('Please name at most 100 pages at once.');

    const none = await purge(admin, []);
    expect(none.statusCode).toBe(400);
    expect(none.json().meta.error).toBe('Please name at least one page to purge.');

    const notAList = await purge(admin, '/new/');
    expect(notAList.statusCode).toBe(400);
    expect(notAList.json().meta.error).toBe('Please name the pages to purge (urls: a list).');
  });
});

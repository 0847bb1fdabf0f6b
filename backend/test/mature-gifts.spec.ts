import type { PostDto } from '@emberhold/contracts';
import { imageOf, multipartBody } from './advertiser-funnel.test-support';
import { apiForThisFile } from './api-under-test.test-support';
import { TEST_PUBLIC_URL } from './test-constants.test-support';

const MATURE_TITLE = 'Wyrmfire Drinking Game Adults Only';

/**
 * Mature gifts (posts flagged nsfw), as Etsy's and Reddit's mature-content filters work: lists, gift guides, search,
 * related items and the sitemap leave them out unless the request says nsfw=1 (the visitor's nsfw cookie); the post's
 * own address still answers, with its flag.
 */
describe('mature gifts on Postgres', () => {
  // Caches off: every read sees the flag the test just set.
  const product = apiForThisFile({ env: { CATALOGUE_CACHE_MS: '0' } });
  const prisma = () => product.infrastructure.prisma;
  let mature: { id: number; slug: string; guide: string };
  let neighbour: { id: number; slug: string };

  async function get(url: string) {
    const response = await product.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json() };
  }

  async function ids(url: string): Promise<number[]> {
    const response = await get(url);
    expect(response.status).toBe(200);
    return (response.body.posts as PostDto[]).map((post) => post.id);
  }

  beforeAll(async () => {
    // The newest post leads the new list; it becomes an adult gag gift, and a post sharing its guide shows it as related.
    const [first] = await ids('/api/lists/new/1/');
    const post = await prisma().post.update({
      where: { id: first! },
      data: { nsfw: true, title: MATURE_TITLE },
      select: { id: true, slug: true, categories: { select: { category: { select: { id: true, slug: true } } } } },
    });
    const guide = post.categories[0]!.category;
    const sibling = await prisma().post.findFirst({
      where: { id: { not: post.id }, status: 'published', type: 'post', categories: { some: { categoryId: guide.id } } },
      select: { id: true, slug: true },
    });
    mature = { id: post.id, slug: post.slug, guide: guide.slug };
    neighbour = sibling!;
  });

  it('leaves the mature gift out of the lists and gift guides, and brings it back with nsfw=1', async () => {
    for (const url of ['/api/lists/new/1/', `/api/gifts/all/new/1/`, `/api/gifts/${mature.guide}/new/1/`, '/api/lists/new/1/?country=uk']) {
      expect(await ids(url)).not.toContain(mature.id);
      const shown = await ids(url + (url.includes('?') ? '&' : '?') + 'nsfw=1');
      expect(shown[0]).toBe(mature.id);
      expect(await ids(url + (url.includes('?') ? '&' : '?') + 'nsfw=0')).not.toContain(mature.id);
    }
  });

  it('finds the mature gift in search and related items only with nsfw=1', async () => {
    expect(await ids('/api/search/wyrmfire%20drinking/1')).not.toContain(mature.id);
    expect(await ids('/api/search/wyrmfire%20drinking/1?nsfw=1')).toContain(mature.id);
    // A misspelt term reaches it only through the typo-tolerant steps, which filter it the same way.
    expect(await ids('/api/search/wyrmfyre%20drinkng/1')).not.toContain(mature.id);
    expect(await ids('/api/search/wyrmfyre%20drinkng/1?nsfw=1')).toContain(mature.id);
    expect(await ids('/api/search/wyrmfire/1?lookup=1')).not.toContain(mature.id);

    expect(await ids(`/api/related/${neighbour.id}/1/`)).not.toContain(mature.id);
    expect(await ids(`/api/related/${neighbour.id}/1/?nsfw=1`)).toContain(mature.id);
  });

  it('answers the mature gift’s own address with nsfw: true, and other posts with nsfw: false', async () => {
    const page = await get(`/api/posts/${mature.slug}/`);
    expect(page.status).toBe(200);
    expect(page.body.post).toMatchObject({ id: mature.id, title: MATURE_TITLE, nsfw: true });
    const other = await get(`/api/posts/${neighbour.slug}/`);
    expect(other.body.post).toMatchObject({ id: neighbour.id, nsfw: false });
    const listed = await get('/api/lists/new/1/?nsfw=1');
    expect((listed.body.posts as PostDto[]).map((post) => post.nsfw)).toEqual([true, ...Array(listed.body.posts.length - 1).fill(false)]);
  });

  it('refuses an nsfw value other than 0 or 1', async () => {
    for (const url of ['/api/lists/new/1/?nsfw=yes', '/api/gifts/all/new/1/?nsfw=2', '/api/search/dice/1?nsfw=true', `/api/related/${neighbour.id}/1/?nsfw=11`]) {
      const response = await get(url);
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([{ field: 'nsfw', message: 'must be 0 or 1' }]);
    }
    expect((await get('/api/lists/new/1/?nsfw=1%00')).status).toBe(400);
  });

  it('lets staff publish a pitch as a mature gift (nsfw, optional and audited), which the lists then leave out', async () => {
    const admin = await product.registerAdmin('maturestaff');
    const created = await admin.post('/api/user/pitchpost', { title: 'Saucy Tavern Wench Apron', product_link: 'https://shop.example/apron' });
    expect(created.statusCode).toBe(200);
    const pitchId = (created.json().pitch as { id: number }).id;
    const upload = multipartBody({}, { field: 'image', filename: 'apron.png', type: 'image/png', bytes: await imageOf(600, 600) });
    const image = (await admin.post('/api/user/pitchpost/image', upload.payload, upload.headers)).json().data as { src: string };
    const body = { title: 'Saucy Tavern Wench Apron', content: 'Cheeky words for the grown-up cook.', images: [image.src], categories: [mature.guide], link: 'https://shop.example/apron' };

    const refused = await admin.post(`/api/user/pitchpost/${pitchId}/publish`, { ...body, nsfw: 'yes' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().meta.error).toBe('Mature gift must be true or false.');
    expect(await prisma().post.count({ where: { title: body.title } })).toBe(0);

    const published = await admin.post(`/api/user/pitchpost/${pitchId}/publish`, { ...body, nsfw: true });
    expect(published.statusCode).toBe(200);
    const post = published.json().post as { id: number; slug: string };
    expect((await get(`/api/posts/${post.slug}/`)).body.post.nsfw).toBe(true);
    expect(await ids(`/api/gifts/${mature.guide}/new/1/`)).not.toContain(post.id);
    expect(await ids(`/api/gifts/${mature.guide}/new/1/?nsfw=1`)).toContain(post.id);
    const audit = await prisma().staffAuditEntry.findFirstOrThrow({ where: { subjectType: 'pitch', subjectId: String(pitchId), action: 'pitch.publish' } });
    expect(audit.changes).toMatchObject({ post_id: post.id, nsfw: true });
  });

  it('keeps the mature gift out of the sitemap', async () => {
    const file = await product.inject({ method: 'GET', url: '/sitemaps/posts-1.xml' });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(`${TEST_PUBLIC_URL}/${neighbour.slug}/`);
    expect(file.body).not.toContain(`${TEST_PUBLIC_URL}/${mature.slug}/`);
  });
});

import { PITCH_MESSAGES, type PitchDto } from '@emberhold/contracts';
import { AMAZON_REGIONS, SearchVocabularyProvider } from '../src/catalogue/catalogue.public';
import { correctedTerm } from '../src/catalogue/domain/typo-correction';
import { imageOf, multipartBody } from './advertiser-funnel.test-support';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { demoEmail, DEMO_PASSWORD, LOGIN_REQUIRED } from './test-constants.test-support';

const EXEMPT = demoEmail('admin');

describe('the pitch queue on the real services', () => {
  // The demo admin may pitch without a product link; the address is compared whatever its case.
  // Cached pages live long here: only the purge after publishing can make the new post show at once.
  const product = apiForThisFile({ env: { PITCH_EXEMPT_ADMINS: `chief@gifts.example, ${EXEMPT.toUpperCase()}`, CATALOGUE_CACHE_MS: '600000' } });
  const prisma = () => product.infrastructure.prisma;

  let admin: ApiUser;
  let reader: ApiUser;
  beforeAll(async () => {
    admin = await product.registerAdmin('pitcher');
    reader = await product.register('reader');
  });

  const refusal = (response: InjectedResponse) => [response.statusCode, response.json().meta.error];
  const pitch = async (body: object, by: ApiUser = admin): Promise<PitchDto> => {
    const response = await by.post('/api/user/pitchpost', body);
    expect(response.statusCode).toBe(200);
    return response.json().pitch as PitchDto;
  };
  const queue = async (query = '', by: ApiUser = admin) => {
    const response = await by.get(`/api/user/pitchpost/queue${query}`);
    expect(response.statusCode).toBe(200);
    return response.json() as { pitches: PitchDto[]; total: number; counts: Record<string, number> };
  };
  const upload = async (bytes: Buffer) => {
    const body = multipartBody({}, { field: 'image', filename: 'mug.png', type: 'image/png', bytes });
    return admin.post('/api/user/pitchpost/image', body.payload, body.headers);
  };
  const auditOf = (pitchId: number) => prisma().staffAuditEntry.findMany({ where: { subjectType: 'pitch', subjectId: String(pitchId) }, orderBy: { id: 'asc' } });

  it('answers visitors 401 and users without the access flag 403 on every call, and writes nothing', async () => {
    const before = await prisma().pitchPost.count();
    const calls: Array<['GET' | 'POST', string, object?]> = [
      ['POST', '/api/user/pitchpost', { title: 'Mug', product_link: 'https://shop.example/mug' }],
      ['GET', '/api/user/pitchpost/queue'],
      ['GET', '/api/user/pitchpost/guides'],
      ['POST', '/api/user/pitchpost/image', {}],
      ['POST', '/api/user/pitchpost/1/publish', { title: 'Mug' }],
      ['POST', '/api/user/pitchpost/1/reject', { reason: 'No' }],
    ];
    for (const [method, url, payload] of calls) {
      const visitor = await product.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(refusal(visitor)).toEqual([401, LOGIN_REQUIRED]);
      const user = method === 'GET' ? await reader.get(url) : await reader.post(url, payload);
      expect(user.statusCode).toBe(403);
    }
    expect(await prisma().pitchPost.count()).toBe(before);
  });

  it('asks for a title and a product link in the spec’s words, and refuses hostile text and bad values whole', async () => {
    const before = await prisma().pitchPost.count();
    expect(refusal(await admin.post('/api/user/pitchpost', { product_link: 'https://shop.example/mug' }))).toEqual([400, PITCH_MESSAGES.titleMissing]);
    expect(refusal(await admin.post('/api/user/pitchpost', { title: '   ', product_link: 'https://shop.example/mug' }))).toEqual([400, PITCH_MESSAGES.titleMissing]);
    expect(refusal(await admin.post('/api/user/pitchpost', { title: 'Dragon mug' }))).toEqual([400, PITCH_MESSAGES.productLinkMissing]);
    expect(refusal(await admin.post('/api/user/pitchpost', { title: 'Dragon mug', product_link: '  ' }))).toEqual([400, PITCH_MESSAGES.productLinkMissing]);
    expect(refusal(await admin.post('/api/user/pitchpost', { title: 'Dragon mug', product_link: 'javascript:alert(1)' }))).toEqual([400, PITCH_MESSAGES.productLinkMissing]);
    expect(refusal(await admin.post('/api/user/pitchpost', { title: 'Mug', product_link: 'shop.example/a', priority: 11 }))).toEqual([400, PITCH_MESSAGES.priorityInvalid]);
    expect(refusal(await admin.post('/api/user/pitchpost', { title: 'Mug', product_link: 'shop.example/a', priority: 1.5 }))).toEqual([400, PITCH_MESSAGES.priorityInvalid]);
    expect(refusal(await admin.post('/api/user/pitchpost', { title: 'Mug', product_link: 'shop.example/a', images: ['ftp://x.example/a.png'] }))).toEqual([400, PITCH_MESSAGES.imageInvalid]);
    for (const hostile of ['Mug\u0000', 'Mug \uD800']) {
      const response = await admin.post('/api/user/pitchpost', { title: hostile, product_link: 'https://shop.example/mug' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors?.[0]?.field).toBe('title');
    }
    expect(await prisma().pitchPost.count()).toBe(before);
  });

  it('takes a pitch with http:// put before scheme-less links, and records it in the audit trail', async () => {
    const created = await pitch({
      title: '  Wyrm-scale mug ',
      comments: 'Fans love it',
      link: 'blog.example/wyrm',
      priority: '7',
      images: ['https://img.example/a.png', '/media/seed/posts/p1-1.webp'],
      product_link: 'www.amazon.com/dp/B0WYRM',
      video_url: 'https://video.example/watch/1',
    });
    expect(created).toMatchObject({
      source: 'staff',
      status: 'pending',
      title: 'Wyrm-scale mug',
      link: 'http://blog.example/wyrm',
      product_link: 'http://www.amazon.com/dp/B0WYRM',
      priority: 7,
      images: ['https://img.example/a.png', '/media/seed/posts/p1-1.webp'],
      sent_by: { user_id: admin.userId, username: admin.username, email: admin.email },
    });
    const [entry] = await auditOf(created.id);
    expect(entry).toMatchObject({ actorId: admin.userId, action: 'pitch.create', subjectType: 'pitch' });
  });

  it('lets an exempt admin (PITCH_EXEMPT_ADMINS, any case) pitch without a product link', async () => {
    const login = await product.inject({ method: 'POST', url: '/api/user/login', payload: { username: EXEMPT, password: DEMO_PASSWORD } });
    expect(login.statusCode).toBe(200);
    const chief = product.signedIn(login);
    const created = await pitch({ title: 'Hearth idea without a shop yet' }, chief);
    expect(created.product_link).toBeNull();
  });

  it('lists users’ submissions with staff pitches, by priority (then oldest first) or by age', async () => {
    const low = await pitch({ title: 'Low priority cloak', product_link: 'https://shop.example/cloak', priority: 1 });
    const high = await pitch({ title: 'High priority lantern', product_link: 'https://shop.example/lantern', priority: 9 });
    const submitted = await reader.post('/api/user/submit', { title: 'Reader’s dragon egg', link: 'https://shop.example/egg', price: '$12', description: 'So cute', image: '' });
    expect(submitted.statusCode).toBe(200);

    const byPriority = (await queue('?status=pending&sort=priority')).pitches;
    const order = byPriority.map((p) => p.priority);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    expect(byPriority[0]!.id).toBe(high.id);
    const submission = byPriority.find((p) => p.title === 'Reader’s dragon egg')!;
    expect(submission).toMatchObject({ source: 'user', product_link: 'https://shop.example/egg', comments: 'So cute', price: '12.00', sent_by: { user_id: reader.userId, username: reader.username } });
    // Equal priorities: the one waiting longest first.
    const zeros = byPriority.filter((p) => p.priority === 0).map((p) => p.created_at);
    expect(zeros).toEqual([...zeros].sort());

    const newest = (await queue('?sort=newest')).pitches;
    expect(newest[0]!.id).toBe(submission.id);
    const oldest = (await queue('?sort=oldest')).pitches;
    expect(oldest.map((p) => p.id).indexOf(low.id)).toBeLessThan(oldest.map((p) => p.id).indexOf(high.id));
    expect((await admin.get('/api/user/pitchpost/queue?sort=loudest')).statusCode).toBe(400);
  });

  it('publishes a pitch: the post is at once in the lists, search, its guide and the sitemap, with the UK tag served in the UK', async () => {
    const guide = (await prisma().category.findFirst({ where: { parentSlug: null }, orderBy: { id: 'asc' } }))!;
    const guides = (await admin.get('/api/user/pitchpost/guides')).json().guides as Array<{ slug: string }>;
    expect(guides.map((g) => g.slug)).toContain(guide.slug);
    const created = await pitch({ title: 'Gryphonfeather quill', product_link: 'https://www.amazon.com/dp/B0QUILL?tag=someone-20', priority: 3 });
    // Read once before publishing, so each is cached.
    // The misspelt search: typo correction finds the new title once the search's vocabulary has learnt it.
    const reads = ['/api/lists/new/1/', '/api/search/gryphonfeather/1', '/api/search/gryphonfeathr/1', `/api/gifts/${guide.slug}/new/1/`];
    for (const url of reads) {
      const before = await product.inject({ method: 'GET', url });
      expect(before.statusCode).toBeLessThan(500);
      expect(before.body).not.toContain('gryphonfeather-quill');
    }
    const sitemapBefore = await product.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemapBefore.statusCode).toBe(200);
    expect(sitemapBefore.headers['content-type']).toMatch(/xml/);

    const uploaded = await upload(await imageOf(800, 600));
    expect(uploaded.statusCode).toBe(200);
    const image = uploaded.json().data as { src: string; width: number; height: number };
    expect(image).toEqual({ src: expect.stringMatching(/^\/media\/pitch\/[A-Za-z0-9_-]+\.webp$/), width: 800, height: 600 });

    const body = { title: 'Gryphonfeather quill', content: 'Writes like the maesters do.', price: '$29.50', images: [image.src], categories: [guide.slug], link: 'https://www.amazon.com/dp/B0QUILL' };
    expect(refusal(await admin.post(`/api/user/pitchpost/${created.id}/publish`, { ...body, categories: ['no-such-guide'] }))[0]).toBe(400);
    expect(refusal(await admin.post(`/api/user/pitchpost/${created.id}/publish`, { ...body, images: ['/media/pitch/missing.webp'] }))).toEqual([400, PITCH_MESSAGES.imageNotStored]);
    const firstPost = (await prisma().post.findFirst({ where: { status: 'published' }, select: { slug: true } }))!;
    expect(refusal(await admin.post(`/api/user/pitchpost/${created.id}/publish`, { ...body, slug: firstPost.slug }))).toEqual([409, PITCH_MESSAGES.slugTaken]);
    expect(await prisma().post.count({ where: { title: 'Gryphonfeather quill' } })).toBe(0);

    const published = await admin.post(`/api/user/pitchpost/${created.id}/publish`, body);
    expect(published.statusCode).toBe(200);
    const { post, pitch: decided } = published.json() as { post: { id: number; slug: string }; pitch: PitchDto };
    expect(post.slug).toBe('gryphonfeather-quill');
    expect(decided).toMatchObject({ status: 'published', post: { id: post.id, slug: 'gryphonfeather-quill' }, decided_by: { user_id: admin.userId } });

    const slugsOf = async (url: string) => ((await product.inject({ method: 'GET', url })).json().posts as Array<{ slug: string }>).map((p) => p.slug);
    expect(await slugsOf('/api/lists/new/1/')).toContain(post.slug);
    expect(await slugsOf('/api/search/gryphonfeather/1')).toContain(post.slug);
    expect(await slugsOf('/api/search/gryphonfeathr/1')).toContain(post.slug);
    // The typo correction's vocabulary (loaded by the searches above, before publishing) has learnt the new title.
    const vocabulary = await product.app.get(SearchVocabularyProvider, { strict: false }).vocabulary();
    expect(correctedTerm('gryphonfeathr', vocabulary)).toBe('gryphonfeather');
    expect(await slugsOf(`/api/gifts/${guide.slug}/new/1/`)).toContain(post.slug);
    const index = (await product.inject({ method: 'GET', url: '/sitemap.xml' })).body;
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const postFiles = await Promise.all(files.filter((f) => f.startsWith('/sitemaps/posts-')).map(async (url) => (await product.inject({ method: 'GET', url })).body));
    expect(postFiles.join('\n')).toContain(`/${post.slug}/</loc>`);

    const stored = await prisma().post.findUniqueOrThrow({ where: { id: post.id }, include: { images: true, categories: true } });
    expect(stored).toMatchObject({ status: 'published', type: 'post', link: 'https://www.amazon.com/dp/B0QUILL', image: image.src });
    expect(stored.firstPublishedAt).not.toBeNull();
    expect(stored.images).toEqual([expect.objectContaining({ src: image.src, width: 800, height: 600 })]);
    expect(stored.categories.map((c) => c.categoryId)).toEqual([guide.id]);

    // The regional rules apply when served: the UK page gets the UK storefront and tag.
    const uk = (await product.inject({ method: 'GET', url: `/api/posts/${post.slug}/?country=uk` })).json();
    const ukLink = new URL(uk.post.link as string);
    expect(ukLink.hostname).toBe(AMAZON_REGIONS.uk.host);
    expect(ukLink.searchParams.get('tag')).toBe(AMAZON_REGIONS.uk.tag);

    const entries = await auditOf(created.id);
    expect(entries.map((e) => e.action)).toEqual(['pitch.create', 'pitch.publish']);
    expect(entries[1]).toMatchObject({ actorId: admin.userId, changes: expect.objectContaining({ post_id: post.id, slug: post.slug }) });

    // Decided: no second publish, no reject.
    expect((await admin.post(`/api/user/pitchpost/${created.id}/publish`, { ...body, slug: 'another-quill' })).statusCode).toBe(409);
    expect((await admin.post(`/api/user/pitchpost/${created.id}/reject`, { reason: 'Changed my mind' })).statusCode).toBe(409);
    expect(await prisma().post.count({ where: { title: 'Gryphonfeather quill' } })).toBe(1);
    expect((await queue('?status=published')).pitches.map((p) => p.id)).toContain(created.id);
  });

  it('rejects a pitch with a reason (required, in the spec’s words), once', async () => {
    const created = await pitch({ title: 'Unofficial sigil case', product_link: 'https://market.example/case' });
    expect(refusal(await admin.post(`/api/user/pitchpost/${created.id}/reject`, { reason: '  ' }))).toEqual([400, PITCH_MESSAGES.reasonMissing]);
    expect(refusal(await admin.post(`/api/user/pitchpost/${created.id}/reject`, {}))).toEqual([400, PITCH_MESSAGES.reasonMissing]);
    const rejected = await admin.post(`/api/user/pitchpost/${created.id}/reject`, { reason: 'Not licensed' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().pitch).toMatchObject({ status: 'rejected', reject_reason: 'Not licensed', decided_by: { user_id: admin.userId } });
    expect((await admin.post(`/api/user/pitchpost/${created.id}/reject`, { reason: 'Again' })).statusCode).toBe(409);
    expect((await auditOf(created.id)).map((e) => [e.action, e.changes])).toEqual([
      ['pitch.create', expect.anything()],
      ['pitch.reject', { status: { from: 'pending', to: 'rejected' }, reason: 'Not licensed' }],
    ]);
    const rejectedTab = await queue('?status=rejected');
    expect(rejectedTab.pitches.find((p) => p.id === created.id)?.reject_reason).toBe('Not licensed');
    expect((await admin.post('/api/user/pitchpost/999999/reject', { reason: 'x' })).statusCode).toBe(404);
  });

  it('refuses an upload that is no image', async () => {
    const response = await upload(Buffer.from('not an image at all'));
    expect(response.statusCode).toBe(400);
  });
});

import { unlistedContentMessages as messages } from '@emberhold/contracts';
import sharp from 'sharp';
import { EMBED_PROVIDERS, sanitizeEmbed } from '../src/common/embeds/embed-code';
import { multipartBody } from './advertiser-funnel.test-support';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { LOGIN_REQUIRED } from './test-constants.test-support';

const BASE = '/api/user/unlisted-content';
const CREATE = `${BASE}/create`;
const IMAGE = `${BASE}/image`;
const ACCESS_DENIED = 'You do not have access to view this page.';
/** The demo pages of packages/seed/src/back-office/unlisted-content.seed.ts. */
const DEMO_UNLISTED_SLUGS = ['sponsored-ember-lantern-showcase', 'sponsored-ember-lantern-video'] as const;

const YOUTUBE =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Dragon lantern" onload="alert(1)" style="border:9px solid red" allowfullscreen></iframe><script>alert(document.cookie)</script>';

/** An image whose left part is red and right part blue: which part a crop kept shows in its pixels. */
async function twoToneImage(width: number, height: number, split: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      if (x < split) pixels[i] = 230;
      else pixels[i + 2] = 230;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).png().toBuffer();
}

const errorOf = (response: InjectedResponse) => {
  const body = response.json() as { meta: { error?: string }; errors?: Array<{ field: string; message: string }> };
  return { status: response.statusCode, error: body.meta.error, field: body.errors?.[0]?.field };
};

describe('unlisted content pages on Postgres', () => {
  const product = apiForThisFile({ posts: 60 });
  const prisma = () => product.infrastructure.prisma;
  let admin: ApiUser;
  let reader: ApiUser;
  let campaignId: number;
  let uploaded: string;

  const upload = (bytes: Buffer, fields: Record<string, string> = {}) => {
    const form = multipartBody(fields, { field: 'image', filename: 'lantern.png', type: 'image/png', bytes });
    return admin.post(IMAGE, form.payload, form.headers);
  };
  const valid = (overrides: Record<string, unknown> = {}) => ({
    title: 'Ember Lantern of the North',
    content: 'A lantern that glows like dragon fire.',
    price: '$1,299.50',
    link: 'www.amazon.com/dp/B000TEST?tag=someone-else-20&th=1',
    upload_type: 'image',
    image: uploaded,
    ...overrides,
  });

  beforeAll(async () => {
    admin = await product.registerAdmin('unlisted');
    reader = await product.register('reader');
    const campaign = await prisma().campaign.findFirstOrThrow({ orderBy: { id: 'asc' }, select: { id: true } });
    campaignId = campaign.id;
    const response = await upload(await twoToneImage(1400, 600, 700), { crop_left: '0', crop_top: '0', crop_right: '700', crop_bottom: '584' });
    expect(response.statusCode).toBe(200);
    uploaded = response.json().data.src;
  });

  it('is for admins only: visitors 401, other users 403, and nothing is written', async () => {
    const before = await prisma().post.count();
    for (const [method, url] of [['GET', `${BASE}/new`], ['GET', BASE], ['POST', CREATE], ['POST', IMAGE], ['POST', `${BASE}/embed-preview`]] as const) {
      const visitor = await product.inject({ method, url, ...(method === 'POST' ? { payload: valid() } : {}) });
      expect([url, errorOf(visitor).status, errorOf(visitor).error]).toEqual([url, 401, LOGIN_REQUIRED]);
      const user = method === 'GET' ? await reader.get(url) : await reader.post(url, valid());
      expect([url, errorOf(user).status, errorOf(user).error]).toEqual([url, 403, ACCESS_DENIED]);
    }
    expect(await prisma().post.count()).toBe(before);
  });

  it('answers an empty draft for new, with the campaign of ?campaign= when it exists', async () => {
    const plain = await admin.get(`${BASE}/new`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json().data).toMatchObject({ id: null, title: '', slug: null, upload_type: 'image', image: null, embed: null, campaign: null, url: null });
    const forCampaign = (await admin.get(`${BASE}/new?campaign=${campaignId}`)).json().data;
    expect(forCampaign.campaign).toMatchObject({ id: campaignId });
    expect((await admin.get(`${BASE}/new?campaign=999999`)).json().data.campaign).toBeNull();
    expect((await admin.get(`${BASE}/new?campaign=abc`)).json().data.campaign).toBeNull();
    expect(errorOf(await admin.get(`${BASE}/999999`))).toMatchObject({ status: 404 });
    expect(errorOf(await admin.get(`${BASE}/nope`))).toMatchObject({ status: 400, field: 'id' });
    // A published post is not an unlisted page.
    const published = await prisma().post.findFirstOrThrow({ where: { status: 'published' }, select: { id: true } });
    expect(errorOf(await admin.get(`${BASE}/${published.id}`))).toMatchObject({ status: 404 });
  });

  it('crops an uploaded image to exactly 640x534 from the box it is given, re-encoded', async () => {
    const stored = await product.inject({ method: 'GET', url: uploaded });
    expect(stored.statusCode).toBe(200);
    const meta = await sharp(stored.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 640, 534]);
    const red = await sharp(stored.rawPayload).stats();
    expect(red.dominant.r).toBeGreaterThan(200);
    expect(red.dominant.b).toBeLessThan(30);

    // The right part of the same image: blue.
    const right = await upload(await twoToneImage(1400, 600, 700), { crop_left: '700', crop_top: '16', crop_right: '1340', crop_bottom: '550' });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toMatchObject({ width: 640, height: 534 });
    const blue = await sharp((await product.inject({ method: 'GET', url: right.json().data.src })).rawPayload).stats();
    expect([blue.dominant.b > 200, blue.dominant.r < 30]).toEqual([true, true]);

    // No box: the largest centred one.
    const centred = await upload(await twoToneImage(1280, 1068, 640));
    const size = await sharp((await product.inject({ method: 'GET', url: centred.json().data.src })).rawPayload).metadata();
    expect([size.width, size.height]).toEqual([640, 534]);
  });

  it('refuses an image under 640x534, a box outside it or of another shape, and a file that is no image', async () => {
    expect(errorOf(await upload(await twoToneImage(639, 600, 300)))).toEqual({ status: 400, error: messages.imageTooSmall, field: 'image' });
    expect(errorOf(await upload(await twoToneImage(1400, 600, 700), { crop_left: '800', crop_top: '0', crop_right: '1440', crop_bottom: '534' }))).toMatchObject({ status: 400, field: 'crop_right' });
    expect(errorOf(await upload(await twoToneImage(1400, 600, 700), { crop_left: '0', crop_top: '0', crop_right: '900', crop_bottom: '534' }))).toMatchObject({ status: 400, field: 'crop_right' });
    expect(errorOf(await upload(await twoToneImage(1400, 600, 700), { crop_left: '0', crop_top: 'top', crop_right: '640', crop_bottom: '534' }))).toMatchObject({ status: 400, field: 'crop_top' });
    expect(errorOf(await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')))).toMatchObject({ status: 400, field: 'image' });
    const noFile = multipartBody({ crop_left: '0' });
    expect(errorOf(await admin.post(IMAGE, noFile.payload, noFile.headers))).toEqual({ status: 400, error: messages.imageOrEmbed, field: 'image' });
  });

  it('creates an unlisted page with an image: slug from the title, clean price and link, audited, reachable by its address only', async () => {
    const created = await admin.post(CREATE, valid({ campaign: campaignId }));
    expect(created.statusCode).toBe(200);
    const page = created.json().data;
    expect(page).toMatchObject({
      title: 'Ember Lantern of the North',
      slug: 'ember-lantern-of-the-north',
      price: 1299.5,
      image: uploaded,
      embed: null,
      upload_type: 'image',
      campaign: { id: campaignId },
      path: '/ember-lantern-of-the-north/',
    });
    expect(page.link).toMatch(/^http:\/\/www\.amazon\.com\/dp\/B000TEST\?tag=[^&]+&th=1$/);
    expect(page.link).not.toContain('someone-else-20');
    expect(page.url).toMatch(/^https?:\/\/[^/]+\/ember-lantern-of-the-north\/$/);
    expect(await prisma().post.findUniqueOrThrow({ where: { id: page.id }, select: { status: true, campaignId: true } })).toEqual({ status: 'unlisted', campaignId });

    const read = (await admin.get(`${BASE}/${page.id}`)).json().data;
    expect(read).toEqual(page);
    const listed = (await admin.get(`${BASE}/`)).json().data as Array<{ id: number }>;
    expect(listed[0]).toMatchObject({ id: page.id, path: '/ember-lantern-of-the-north/', upload_type: 'image' });

    const entries = await prisma().staffAuditEntry.findMany({ where: { action: 'unlisted.save', subjectId: String(page.id) } });
    expect(entries).toEqual([
      expect.objectContaining({ actorId: admin.userId, subjectType: 'post', changes: expect.objectContaining({ title: { from: null, to: 'Ember Lantern of the North' } }) }),
    ]);

    const publicPage = await product.inject({ method: 'GET', url: '/api/posts/ember-lantern-of-the-north/' });
    expect(publicPage.statusCode).toBe(200);
    expect(publicPage.json().post).toMatchObject({ id: page.id, title: 'Ember Lantern of the North', image: uploaded, embed: null });
  });

  it('creates one with embed code: only the player stays, sized 100%, and the page shows it; other providers are refused', async () => {
    // A word of a published post's title, so the search below finds something, just not the unlisted page.
    const published = await prisma().post.findFirstOrThrow({ where: { status: 'published', type: 'post' }, orderBy: { id: 'asc' }, select: { title: true } });
    const word = published.title.split(/[^A-Za-z]+/).find((part) => part.length >= 4)!;
    const created = await admin.post(CREATE, valid({ title: `${word} dragon video`, upload_type: 'embed', image: null, embed: YOUTUBE }));
    expect(created.statusCode).toBe(200);
    const { embed, image, slug, id } = created.json().data;
    expect(image).toBeNull();
    expect(embed).toMatch(/^<iframe [^>]*src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    expect(embed).toContain('width="100%"');
    expect(embed).toContain('height="100%"');
    for (const gone of ['onload', 'style', '<script', 'alert', '560', '315']) expect(embed).not.toContain(gone);

    const post = (await product.inject({ method: 'GET', url: `/api/posts/${slug}/` })).json().post;
    expect(post).toMatchObject({ id, embed });

    // Never in lists or search.
    const newest = (await product.inject({ method: 'GET', url: '/api/lists/new/1/' })).json().posts as Array<{ id: number }>;
    expect(newest.length).toBeGreaterThan(0);
    expect(newest.map((p) => p.id)).not.toContain(id);
    const search = await product.inject({ method: 'GET', url: `/api/search/${encodeURIComponent(word)}/1` });
    const found = (search.json().posts as Array<{ id: number }>).map((p) => p.id);
    expect(found.length).toBeGreaterThan(0);
    expect(found).not.toContain(id);

    const elsewhere = await admin.post(CREATE, valid({ title: 'Elsewhere', upload_type: 'embed', embed: '<iframe src="https://evil.example/player"></iframe>' }));
    expect(errorOf(elsewhere)).toMatchObject({ status: 400, field: 'embed' });
    expect(errorOf(elsewhere).error).toMatch(/^Please paste the embed code of a video or post from YouTube/);
    const preview = await admin.post(`${BASE}/embed-preview`, { embed: YOUTUBE });
    expect(preview.json().data.html).toBe(embed);
    expect(errorOf(await admin.post(`${BASE}/embed-preview`, { embed: '<script>alert(1)</script>' }))).toMatchObject({ status: 400, field: 'embed' });
  });

  it('says what is missing in the spec’s words, each with its field, and writes nothing', async () => {
    const before = await prisma().post.count();
    const audits = await prisma().staffAuditEntry.count();
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ image: null }, messages.imageOrEmbed, 'image'],
      [{ upload_type: 'embed', image: null, embed: '  ' }, messages.imageOrEmbed, 'embed'],
      [{ price: '' }, messages.enterPrice, 'price'],
      [{ price: 'free' }, messages.enterPrice, 'price'],
      [{ link: '  ' }, messages.provideLink, 'link'],
      [{ title: '   ' }, messages.provideTitle, 'title'],
      [{ title: undefined }, messages.provideTitle, 'title'],
      [{ campaign: 999999 }, 'There is no campaign with this id.', 'campaign'],
      [{ image: '/media/seed/avatar/default.svg' }, 'This image was not uploaded for unlisted content. Please upload an image.', 'image'],
      [{ upload_type: 'video' }, "Please choose 'image' or 'embed'.", 'upload_type'],
    ];
    for (const [overrides, message, field] of cases) {
      expect([overrides, errorOf(await admin.post(CREATE, valid(overrides)))]).toEqual([overrides, { status: 400, error: message, field }]);
    }
    expect(await prisma().post.count()).toBe(before);
    expect(await prisma().staffAuditEntry.count()).toBe(audits);
  });

  it('refuses hostile characters with a 400 and stores nothing', async () => {
    const before = await prisma().post.count();
    expect((await admin.post(CREATE, valid({ title: 'Lantern\u0000' }))).statusCode).toBe(400);
    expect((await admin.post(CREATE, valid({ content: 'Glows \uD800 bright' }))).statusCode).toBe(400);
    const raw = await admin.post(CREATE, `{"title":"Lantern","content":"\\ud800","price":"5","link":"shop.example","upload_type":"image","image":"${uploaded}"}`, { 'content-type': 'application/json' });
    expect(raw.statusCode).toBe(400);
    expect(await prisma().post.count()).toBe(before);
    // Markup in text is only text.
    const markup = await admin.post(CREATE, valid({ title: '<b>Bold</b> lantern', content: '<img src=x onerror=alert(1)>' }));
    expect(markup.json().data).toMatchObject({ title: '<b>Bold</b> lantern', slug: 'b-bold-b-lantern' });
  });

  it('gives the same title unique slugs, keeps the slug on an edit, and follows a new title', async () => {
    const first = (await admin.post(CREATE, valid({ title: 'Twin Candle' }))).json().data;
    const second = (await admin.post(CREATE, valid({ title: 'Twin Candle' }))).json().data;
    const third = (await admin.post(CREATE, valid({ title: 'twin candle!' }))).json().data;
    expect([first.slug, second.slug, third.slug]).toEqual(['twin-candle', 'twin-candle-2', 'twin-candle-3']);
    // A title that is one of the site's own addresses gets a free one.
    expect((await admin.post(CREATE, valid({ title: 'About' }))).json().data.slug).toBe('about-2');

    const edited = await admin.post(CREATE, valid({ id: second.id, title: 'Twin Candle', price: '12', content: 'Now with two wicks.' }));
    expect(edited.json().data).toMatchObject({ id: second.id, slug: 'twin-candle-2', price: 12, content: 'Now with two wicks.' });
    const entries = await prisma().staffAuditEntry.findMany({ where: { action: 'unlisted.save', subjectId: String(second.id) }, orderBy: { id: 'asc' } });
    expect(entries).toHaveLength(2);
    expect(entries[1]!.changes).toEqual({ price: { from: '1299.50', to: '12.00' }, content: { from: 'A lantern that glows like dragon fire.', to: 'Now with two wicks.' } });

    const renamed = (await admin.post(CREATE, valid({ id: second.id, title: 'Triple Candle' }))).json().data;
    expect(renamed).toMatchObject({ id: second.id, slug: 'triple-candle' });
    expect((await product.inject({ method: 'GET', url: '/api/posts/triple-candle/' })).statusCode).toBe(200);
    expect((await product.inject({ method: 'GET', url: '/api/posts/twin-candle-2/' })).statusCode).toBe(404);

    // Only unlisted pages are edited here.
    const published = await prisma().post.findFirstOrThrow({ where: { status: 'published' }, select: { id: true } });
    expect(errorOf(await admin.post(CREATE, valid({ id: published.id })))).toMatchObject({ status: 404 });
  });

  it('has two demo pages for a campaign: one with an image, one with a sanitized video player', async () => {
    const pages = (await admin.get(`${BASE}/`)).json().data as Array<{ id: number; slug: string; upload_type: string; campaign: { id: number } | null }>;
    const demo = DEMO_UNLISTED_SLUGS.map((slug) => pages.find((page) => page.slug === slug)!);
    expect(demo.map((page) => [page.slug, page.upload_type, page.campaign !== null])).toEqual([
      [DEMO_UNLISTED_SLUGS[0], 'image', true],
      [DEMO_UNLISTED_SLUGS[1], 'embed', true],
    ]);
    const withImage = (await admin.get(`${BASE}/${demo[0]!.id}`)).json().data;
    expect((await product.inject({ method: 'GET', url: withImage.image })).statusCode).toBe(200);
    const video = (await product.inject({ method: 'GET', url: `/api/posts/${DEMO_UNLISTED_SLUGS[1]}/` })).json().post;
    expect(sanitizeEmbed(video.embed)).toEqual({ ok: true, html: video.embed });
    // Saving a demo page unchanged keeps its seeded image.
    const resaved = await admin.post(CREATE, { ...withImage, campaign: withImage.campaign.id, price: String(withImage.price) });
    expect(resaved.json().data).toMatchObject({ slug: DEMO_UNLISTED_SLUGS[0], image: withImage.image });
  });

  it('keeps an unlisted page out of gift guides and related lists even when it shares their guide', async () => {
    const guided = await prisma().postCategory.findFirstOrThrow({
      where: { post: { status: 'published', type: 'post' }, category: { parentSlug: { not: null } } },
      orderBy: [{ categoryId: 'asc' }, { postId: 'asc' }],
      select: { postId: true, category: { select: { id: true, slug: true } } },
    });
    const page = (await admin.post(CREATE, valid({ title: 'Guided unlisted lantern', price: '30' }))).json().data;
    await prisma().postCategory.create({ data: { postId: page.id, categoryId: guided.category.id } });
    // New addresses, so nothing cached before the guide was added answers.
    const guide = await product.inject({ method: 'GET', url: `/api/gifts/${guided.category.slug}/new/1/?country=uk` });
    const guidePosts = (guide.json().posts as Array<{ id: number }>).map((post) => post.id);
    expect(guidePosts).toContain(guided.postId);
    expect(guidePosts).not.toContain(page.id);
    const related = await product.inject({ method: 'GET', url: `/api/related/${guided.postId}/1/?items=100&country=ca` });
    expect(related.statusCode).toBe(200);
    expect((related.json().posts as Array<{ id: number }>).map((post) => post.id)).not.toContain(page.id);
  });

  it('gives two saves of the same title at once two slugs', async () => {
    const [one, two] = await Promise.all([admin.post(CREATE, valid({ title: 'Racing Candle' })), admin.post(CREATE, valid({ title: 'Racing Candle' }))]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect([one.json().data.slug, two.json().data.slug].sort()).toEqual(['racing-candle', 'racing-candle-2']);
  });

  it('lets the site frame exactly the embed providers’ players', async () => {
    const page = await product.inject({ method: 'GET', url: '/' });
    const csp = String(page.headers['content-security-policy']);
    const frameSrc = csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith('frame-src '))!
      .split(/\s+/)
      .slice(1)
      .filter((source) => !source.includes('stripe'));
    expect(new Set(frameSrc)).toEqual(new Set(Object.values(EMBED_PROVIDERS).flat().map((host) => `https://${host}`)));
  });
});

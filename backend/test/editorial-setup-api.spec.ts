import { join } from 'node:path';
import { EDITORIAL_IMAGE_URL_PREFIX, EDITORIAL_LOCKED_CODE, editorialSetupMessages as M } from '@emberhold/contracts';
import sharp from 'sharp';
import { imageOf, multipartBody } from './advertiser-funnel.test-support';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { LOGIN_REQUIRED } from './test-constants.test-support';

const SETUP = '/api/user/editorial-setup';
const UNLOCK = `${SETUP}/unlock`;
const IMAGE = `${SETUP}/image`;
const HOUR = 3_600_000;

interface FeaturedEntry {
  display_gifts: boolean;
  link: string;
  post: { id: number; title: string; content: string; image: string | null; price: number | string | null } | null;
}

describe('the editorial setup (/promo-setup/)', () => {
  // Lists are cached as in production, so a feature showing at once proves the save purged them.
  // The password from the environment, as a deployment sets it (the full mode has no demo default).
  const EDITORIAL_PASSWORD = 'lantern-room-password-7';
  const product = apiForThisFile({ posts: 60, env: { CATALOGUE_CACHE_MS: '60000', EDITORIAL_PASSWORD } });
  const prisma = () => product.infrastructure.prisma;

  let editor: ApiUser;
  let reader: ApiUser;
  beforeAll(async () => {
    editor = await product.registerAdmin('setup');
    reader = await product.register('reader');
  });

  const refusal = (response: InjectedResponse) => [response.statusCode, response.json().meta.error];
  const unlock = (user: ApiUser, password = EDITORIAL_PASSWORD) => user.post(UNLOCK, { password });
  const featured = async (): Promise<FeaturedEntry[]> => (await product.inject({ method: 'GET', url: '/api/lists/featured' })).json().featured;
  /** The post gift lists place at position 5: the first feature meant for gift lists, as the site picks it. */
  const giftFeature = async () => (await featured()).find((entry) => entry.post && entry.display_gifts)?.post ?? null;
  const auditOf = (action: string) => prisma().staffAuditEntry.findMany({ where: { action }, orderBy: { id: 'asc' } });

  async function uploadImage(user: ApiUser, fields: Record<string, string> = { crop_x: '100', crop_y: '50', crop_width: '480', crop_height: '400' }): Promise<InjectedResponse> {
    const form = multipartBody(fields, { field: 'image', filename: 'lantern.png', type: 'image/png', bytes: await imageOf(640, 480) });
    return user.post(IMAGE, form.payload, form.headers);
  }

  async function newImage(): Promise<string> {
    const response = await uploadImage(editor);
    expect(response.statusCode).toBe(200);
    return response.json().src as string;
  }

  const feature = (image: string, overrides: Record<string, unknown> = {}) => ({
    link: 'shop.example/ember-lantern',
    title: 'Ember Lantern',
    description: 'A hand-forged lantern that glows like a banked fire.',
    price: '$42.50',
    brand_name: 'Hollow Road Smiths',
    image,
    utm_campaign: 'winter-feature',
    giveaway_data: null,
    display_gifts: true,
    display_related: true,
    ...overrides,
  });

  it('refuses visitors (401) and users without the access flag (403) on every call', async () => {
    const calls: Array<['GET' | 'POST', string]> = [
      ['GET', SETUP],
      ['POST', SETUP],
      ['POST', UNLOCK],
      ['POST', IMAGE],
      ['POST', `${SETUP}/1/end`],
    ];
    for (const [method, url] of calls) {
      const visitor = await product.inject({ method, url, ...(method === 'POST' ? { payload: { password: EDITORIAL_PASSWORD } } : {}) });
      expect([url, ...refusal(visitor)]).toEqual([url, 401, LOGIN_REQUIRED]);
      const user = method === 'GET' ? await reader.get(url) : await reader.post(url, { password: EDITORIAL_PASSWORD });
      expect([url, user.statusCode]).toEqual([url, 403]);
    }
  });

  it('keeps every call locked until the login session gives the editorial password', async () => {
    const admin = await product.registerAdmin('locked');
    for (const response of [await admin.get(SETUP), await admin.post(SETUP, feature('/media/editorial/x.webp')), await uploadImage(admin), await admin.post(`${SETUP}/1/end`)]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: EDITORIAL_LOCKED_CODE, meta: { error: M.locked } });
    }
    const wrong = await unlock(admin, 'not-the-password');
    expect(refusal(wrong)).toEqual([403, M.wrongPassword]);
    expect((await admin.get(SETUP)).statusCode).toBe(403);

    const right = await unlock(admin);
    expect(right.statusCode).toBe(200);
    expect(Date.parse(right.json().unlocked_until) - Date.now()).toBeGreaterThan(29 * 60_000);
    const list = await admin.get(SETUP);
    expect(list.statusCode).toBe(200);
    expect(Array.isArray(list.json().features)).toBe(true);
    // Unlocking is this login session's: another session of the same admin is still locked.
    const other = product.signedIn(
      await product.inject({ method: 'POST', url: '/api/user/login', payload: `username=${encodeURIComponent(admin.email)}&password=lantern-keep-42`, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    );
    expect((await other.get(SETUP)).json().code).toBe(EDITORIAL_LOCKED_CODE);
  });

  it('refuses every try for a while after 5 wrong passwords, the right one too, and audits none of them', async () => {
    const admin = await product.registerAdmin('guesser');
    const entriesBefore = await prisma().staffAuditEntry.count({ where: { actorId: admin.userId } });
    for (let i = 0; i < 5; i += 1) expect(refusal(await unlock(admin, `guess-number-${i}`))).toEqual([403, M.wrongPassword]);
    const limited = await unlock(admin);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().meta.error).toMatch(/^Too many wrong passwords\. Please try again after \d{2}:\d{2} UTC\.$/);
    expect((await admin.get(SETUP)).json().code).toBe(EDITORIAL_LOCKED_CODE);
    // Limited per user: another admin unlocks as usual.
    expect((await unlock(await product.registerAdmin('other'))).statusCode).toBe(200);
    expect(await prisma().staffAuditEntry.count({ where: { actorId: admin.userId } })).toBe(entriesBefore);
  });

  describe('once unlocked', () => {
    beforeAll(async () => {
      expect((await unlock(editor)).statusCode).toBe(200);
    });

    it('names every missing field at once with its Please provide message, and writes nothing', async () => {
      const before = await prisma().featuredPost.count();
      const empty = await editor.post(SETUP, {});
      expect(empty.statusCode).toBe(400);
      const errors = empty.json().errors as Array<{ field: string; message: string }>;
      expect(Object.fromEntries(errors.map((error) => [error.field, error.message]))).toEqual({
        link: M.link,
        title: M.title,
        description: M.description,
        price: M.price,
        brand_name: M.brandName,
        image: M.image,
      });
      for (const message of [M.link, M.title, M.description, M.price, M.brandName, M.image]) expect(empty.json().meta.error).toContain(message);
      const blank = await editor.post(SETUP, { link: ' ', title: '', description: '  ', price: '', brand_name: '', image: '' });
      expect((blank.json().errors as Array<{ field: string }>).map((error) => error.field).sort()).toEqual(['brand_name', 'description', 'image', 'link', 'price', 'title']);
      expect(await prisma().featuredPost.count()).toBe(before);
    });

    it('takes only an image uploaded through the setup: not the placeholder, an outside address or a made-up file', async () => {
      for (const image of ['/media/seed/placeholder.svg', 'https://elsewhere.example/lantern.jpg', `${EDITORIAL_IMAGE_URL_PREFIX}AAAAAAAAAAAAAAAAAAAAAA.webp`]) {
        const response = await editor.post(SETUP, feature(image));
        expect([image, response.statusCode, response.json().errors]).toEqual([image, 400, [{ field: 'image', message: M.image }]]);
      }
    });

    it('refuses NUL characters, a bad price or link, and an end before the start', async () => {
      const image = await newImage();
      const nul = await editor.post(SETUP, feature(image, { title: 'Ember\u0000Lantern' }));
      expect(nul.statusCode).toBe(400);
      expect(nul.json().errors[0].field).toBe('title');
      expect((await editor.post(SETUP, feature(image, { price: 'a lot' }))).json().errors).toEqual([{ field: 'price', message: M.badPrice }]);
      expect((await editor.post(SETUP, feature(image, { link: 'javascript:alert(1)' }))).json().errors).toEqual([{ field: 'link', message: M.badLink }]);
      const backwards = await editor.post(SETUP, feature(image, { starts_at: new Date(Date.now() + 2 * HOUR).toISOString(), ends_at: new Date(Date.now() + HOUR).toISOString() }));
      expect([backwards.statusCode, backwards.json().errors]).toEqual([400, [{ field: 'ends_at', message: M.endBeforeStart }]]);
    });

    it('stores an upload re-encoded and cut to the 300x250 card', async () => {
      const response = await uploadImage(editor);
      expect(response.statusCode).toBe(200);
      const { src, width, height } = response.json();
      expect(src).toMatch(new RegExp(`^${EDITORIAL_IMAGE_URL_PREFIX}[A-Za-z0-9_-]{22}\\.webp$`));
      expect([width, height]).toEqual([300, 250]);
      const stored = await sharp(join(product.dataDir, src as string)).metadata();
      expect([stored.format, stored.width, stored.height]).toEqual(['webp', 300, 250]);
      const outside = await uploadImage(editor, { crop_x: '400', crop_y: '0', crop_width: '480', crop_height: '400' });
      expect(refusal(outside)).toEqual([400, 'The crop box must lie inside the image.']);
      const notImage = multipartBody({}, { field: 'image', filename: 'notes.txt', type: 'image/png', bytes: Buffer.from('not an image at all') });
      expect((await editor.post(IMAGE, notImage.payload, notImage.headers)).statusCode).toBe(400);
    });

    it('sets up a feature that gift lists show at once as an unlisted post, changes it in place, and audits both', async () => {
      const before = await giftFeature(); // cached now
      const image = await newImage();
      const saved = await editor.post(SETUP, feature(image));
      expect(saved.statusCode).toBe(200);
      const created = saved.json().feature;
      expect(created).toMatchObject({ status: 'current', link: 'http://shop.example/ember-lantern', price: '42.50', brand_name: 'Hollow Road Smiths', image, utm_campaign: 'winter-feature' });
      const post = await prisma().post.findUniqueOrThrow({ where: { id: created.post_id } });
      expect(post).toMatchObject({ status: 'unlisted', type: 'post', slug: created.post_slug, title: 'Ember Lantern', image, link: 'http://shop.example/ember-lantern' });
      expect(post.slug).toMatch(/^ember-lantern(-\d+)?$/);

      const shown = await giftFeature();
      expect(shown?.id).not.toBe(before?.id);
      expect(shown).toMatchObject({ id: created.post_id, title: 'Ember Lantern', content: 'A hand-forged lantern that glows like a banked fire.', image });
      // Its page opens by its address, and the post stays out of the lists themselves.
      expect((await product.inject({ method: 'GET', url: `/api/posts/${created.post_slug}/` })).statusCode).toBe(200);
      const newest = (await product.inject({ method: 'GET', url: '/api/lists/new/1/' })).json().posts as Array<{ id: number }>;
      expect(newest.map((p) => p.id)).not.toContain(created.post_id);

      const edited = await editor.post(SETUP, feature(image, { id: created.id, title: 'Ember Lantern, Large', price: 55 }));
      expect(edited.statusCode).toBe(200);
      expect(edited.json().feature).toMatchObject({ id: created.id, post_id: created.post_id, title: 'Ember Lantern, Large', price: '55.00' });
      expect(await giftFeature()).toMatchObject({ id: created.post_id, title: 'Ember Lantern, Large' });

      const entries = (await auditOf('editorial.feature_save')).filter((entry) => entry.subjectId === String(created.id));
      expect(entries).toHaveLength(2);
      expect(entries[0]).toMatchObject({ actorId: editor.userId, subjectType: 'featured_post' });
      expect(entries[1]!.changes).toEqual({ title: { from: 'Ember Lantern', to: 'Ember Lantern, Large' }, price: { from: '42.50', to: '55.00' } });
    });

    it('schedules: a future feature and an ended one are not current; the latest start (the one set up above included) wins; ending one takes it off at once', async () => {
      const now = Date.now();
      const current = (await editor.post(SETUP, feature(await newImage(), { title: 'Hearth Bellows', starts_at: new Date(now).toISOString() }))).json().feature;
      const older = (await editor.post(SETUP, feature(await newImage(), { title: 'Older Feature', starts_at: new Date(now - 2 * HOUR).toISOString() }))).json().feature;
      const future = (await editor.post(SETUP, feature(await newImage(), { title: 'Future Feature', starts_at: new Date(now + 24 * HOUR).toISOString() }))).json().feature;
      const past = (
        await editor.post(SETUP, feature(await newImage(), { title: 'Past Feature', starts_at: new Date(now - 48 * HOUR).toISOString(), ends_at: new Date(now - 24 * HOUR).toISOString() }))
      ).json().feature;
      expect([current.status, older.status, future.status, past.status]).toEqual(['current', 'current', 'scheduled', 'ended']);

      expect((await giftFeature())?.title).toBe('Hearth Bellows');
      const titles = (await featured()).map((entry) => entry.post?.title);
      expect(titles).toContain('Older Feature');
      expect(titles).not.toContain('Future Feature');
      expect(titles).not.toContain('Past Feature');

      const list = (await editor.get(SETUP)).json().features as Array<{ id: number; status: string; shown_on: string[] }>;
      expect(list.slice(0, 4).map((f) => [f.id, f.status, f.shown_on])).toEqual([
        [past.id, 'ended', []],
        [future.id, 'scheduled', []],
        [older.id, 'current', []],
        [current.id, 'current', ['gifts', 'related']],
      ]);

      const ended = await editor.post(`${SETUP}/${current.id}/end`);
      expect(ended.statusCode).toBe(200);
      expect(ended.json().feature.status).toBe('ended');
      // The next latest start is the feature set up in the test above (started after Older Feature).
      expect((await giftFeature())?.title).toBe('Ember Lantern, Large');
      const [entry] = (await auditOf('editorial.feature_end')).filter((e) => e.subjectId === String(current.id));
      expect(entry).toMatchObject({ actorId: editor.userId, subjectType: 'featured_post' });
      // Ending it again changes nothing and records nothing more.
      expect((await editor.post(`${SETUP}/${current.id}/end`)).statusCode).toBe(200);
      expect((await auditOf('editorial.feature_end')).filter((e) => e.subjectId === String(current.id))).toHaveLength(1);
      expect((await editor.post(`${SETUP}/99999999/end`)).statusCode).toBe(404);
    });
  });
});

import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { imageOf } from './advertiser-funnel.test-support';
import { apiForThisFile, type ApiUnderTest, type ApiUser, type InjectedResponse as Response } from './api-under-test.test-support';
import { LOGIN_REQUIRED, TEST_PASSWORD as PASSWORD } from './test-constants.test-support';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

type Member = ApiUser;

const dataUrl = (bytes: Buffer, type = 'image/png') => `data:${type};base64,${bytes.toString('base64')}`;

/**
 * The profile calls (spec sections 2-8: /profile/, the User entity, the upload-then-finished states and the deletion
 * request) against the product on real Postgres and Redis: details with the registration rules and 409s naming the
 * field, portraits decoded and encoded anew at a fixed size with nothing kept from the upload, and account deletion
 * that anonymises the user in one transaction and ends every session.
 */
describe('profile: details, portrait and account deletion', () => {
  const product = apiForThisFile({ posts: 60 });

  const prisma = () => product.infrastructure.prisma;
  const inject = (options: Parameters<ApiUnderTest['app']['inject']>[0]) => product.app.inject(options);
  const profileDir = () => join(product.infrastructure.config.dataDir, 'media', 'profile');
  const storedPortraits = () => (existsSync(profileDir()) ? readdirSync(profileDir()).sort() : []);
  const fileOf = (src: string) => join(product.infrastructure.config.dataDir, src.replace(/^\//, ''));

  const member = (response: Response): Member => product.signedIn(response);
  const register = () => product.register('keeper');

  async function logIn(login: string, password = PASSWORD): Promise<Response> {
    return inject({ method: 'POST', url: '/api/user/login', headers: FORM, payload: new URLSearchParams({ username: login, password }).toString(), remoteAddress: '192.0.2.77' });
  }

  it('asks visitors to log in for every profile call', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/profile'],
      ['POST', '/api/user/profile'],
      ['POST', '/api/user/profile/upload-profile-image'],
      ['POST', '/api/user/delete'],
    ] as const) {
      const response = await inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect([url, response.statusCode, response.json().meta]).toEqual([url, 401, { status: 'error', error: LOGIN_REQUIRED }]);
    }
  });

  it('shows a new member their details with the default portrait, which is served', async () => {
    const keeper = await register();
    const response = await keeper.get('/api/user/profile');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { profile } = response.json();
    expect(profile).toEqual({ user_id: keeper.userId, username: keeper.username, email: keeper.email, dob: null, profile_image: expect.stringMatching(/^\/media\/.+default/), has_profile_image: false });
    for (const url of [`/api/user/me`, `/api/user/info/${keeper.userId}`]) {
      expect((await keeper.get(url)).json().user.profile_image).toBe(profile.profile_image);
    }
    const portrait = await inject({ method: 'GET', url: profile.profile_image });
    expect(portrait.statusCode).toBe(200);
    expect(portrait.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('updates username, email and date of birth from a form, and clears the date when sent empty', async () => {
    const keeper = await register();
    const id = randomBytes(4).toString('hex');
    const form = new URLSearchParams({ username: `renamed_${id}`, email: `Renamed.${id}@Example.test`, dob: '1990-04-23' }).toString();
    const response = await keeper.post('/api/user/profile', form, FORM);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      meta: { status: 'success', message: 'Your details have been updated.' },
      profile: { user_id: keeper.userId, username: `renamed_${id}`, email: `renamed.${id}@example.test`, dob: '1990-04-23' },
    });
    expect((await keeper.get('/api/user/me')).json().user).toMatchObject({ username: `renamed_${id}`, email: `renamed.${id}@example.test` });
    expect((await logIn(`renamed.${id}@example.test`)).statusCode).toBe(200);

    // JSON works too; an absent dob is left alone, an empty one clears it.
    const kept = await keeper.post('/api/user/profile', { username: `renamed_${id}`, email: `renamed.${id}@example.test` });
    expect(kept.json().profile.dob).toBe('1990-04-23');
    const cleared = await keeper.post('/api/user/profile', { username: `renamed_${id}`, email: `renamed.${id}@example.test`, dob: '' });
    expect(cleared.json().profile.dob).toBeNull();
    expect((await prisma().user.findUniqueOrThrow({ where: { id: keeper.userId } })).dob).toBeNull();
  });

  it('names every problem with the details, and changes nothing', async () => {
    const keeper = await register();
    const send = (fields: Record<string, unknown>) => keeper.post('/api/user/profile', { username: keeper.username, email: keeper.email, ...fields });
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ username: 'x' }, 'username', 'Please choose a username of 3 to 30 letters, digits, _ or -.'],
      [{ username: 'has space' }, 'username', 'Please choose a username of 3 to 30 letters, digits, _ or -.'],
      [{ username: undefined }, 'username', 'Please choose a username.'],
      [{ email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
      [{ email: undefined }, 'email', 'Please enter a valid email address.'],
      [{ dob: '23/04/1990' }, 'dob', 'Please enter your date of birth as YYYY-MM-DD.'],
      [{ dob: '1990-02-30' }, 'dob', 'Please enter your date of birth as YYYY-MM-DD.'],
      [{ dob: '1850-01-01' }, 'dob', 'Please enter a date of birth between 1900 and today.'],
      [{ dob: `${new Date().getUTCFullYear() + 1}-06-01` }, 'dob', 'Please enter a date of birth between 1900 and today.'],
    ];
    for (const [fields, field, message] of cases) {
      const response = await send(fields);
      expect([JSON.stringify(fields), response.statusCode, response.json().errors[0]]).toEqual([JSON.stringify(fields), 400, { field, message }]);
      expect(response.json().meta.error).toBe(`${field}: ${message}`);
    }

    const other = await register();
    const takenName = await send({ username: other.username });
    expect([takenName.statusCode, takenName.json().code, takenName.json().errors[0].field]).toEqual([409, 'USERNAME_TAKEN', 'username']);
    expect(takenName.json().meta.error).toBe('That username is taken. Please choose another.');
    const takenEmail = await send({ email: other.email.toUpperCase() });
    expect([takenEmail.statusCode, takenEmail.json().code, takenEmail.json().errors[0].field]).toEqual([409, 'EMAIL_TAKEN', 'email']);
    expect(takenEmail.json().meta.error).toBe('Another account already uses that email address.');

    expect(await prisma().user.findUniqueOrThrow({ where: { id: keeper.userId }, select: { username: true, email: true, dob: true } })).toEqual({
      username: keeper.username,
      email: keeper.email,
      dob: null,
    });
  });

  it('refuses a write without the session CSRF token', async () => {
    const keeper = await register();
    const headers = { cookie: keeper.cookie };
    const details = await inject({ method: 'POST', url: '/api/user/profile', headers, payload: { username: `csrf_${keeper.userId}x`, email: keeper.email } });
    expect([details.statusCode, details.json().code]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const upload = await inject({ method: 'POST', url: '/api/user/profile/upload-profile-image', headers, payload: { accept_terms: true, profile_image: dataUrl(await imageOf(300, 300)) } });
    expect(upload.statusCode).toBe(403);
    const remove = await inject({ method: 'POST', url: '/api/user/delete', headers, payload: { password: PASSWORD } });
    expect(remove.statusCode).toBe(403);
    const stored = await prisma().user.findUniqueOrThrow({ where: { id: keeper.userId } });
    expect([stored.username, stored.profileImage, stored.deletedAt]).toEqual([keeper.username, null, null]);
  });

  it('refuses uploads without the terms, without an image, of the wrong type, too large, too small or unreadable, and stores nothing', async () => {
    const keeper = await register();
    const before = storedPortraits();
    const upload = (payload: object) => keeper.post('/api/user/profile/upload-profile-image', payload);
    const good = dataUrl(await imageOf(320, 320));
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400"><script>alert(1)</script></svg>');
    const oversized = Buffer.concat([await imageOf(300, 300), randomBytes(2 * 1024 * 1024)]);
    const corrupt = Buffer.concat([(await imageOf(300, 300)).subarray(0, 40), randomBytes(4000)]);
    const cases: Array<[string, object, string]> = [
      ['no terms', { profile_image: good }, 'Please accept the terms'],
      ['terms refused', { accept_terms: false, profile_image: good }, 'Please accept the terms'],
      ['no image', { accept_terms: true }, 'Please choose an image to upload.'],
      ['an SVG called a PNG', { accept_terms: true, profile_image: dataUrl(svg) }, 'Please upload a JPEG, PNG, WebP or GIF image.'],
      ['a PDF', { accept_terms: true, profile_image: dataUrl(Buffer.from('%PDF-1.7\n%âãÏÓ'), 'application/pdf') }, 'Please upload a JPEG, PNG, WebP or GIF image.'],
      ['over 2 MB', { accept_terms: true, profile_image: dataUrl(oversized) }, 'Your image is too large. Please choose one under 2 MB.'],
      ['100 x 100', { accept_terms: true, profile_image: dataUrl(await imageOf(100, 100)) }, 'Please choose an image of at least 200 × 200 pixels.'],
      ['a broken PNG', { accept_terms: true, profile_image: dataUrl(corrupt) }, 'This image could not be read. Please choose another one.'],
    ];
    for (const [name, payload, message] of cases) {
      const response = await upload(payload);
      expect([name, response.statusCode, response.json().meta.error]).toEqual([name, 400, message]);
      expect(response.json().errors[0].field).toBe(name.includes('terms') ? 'accept_terms' : 'profile_image');
    }
    // A body far over the cap is refused before it is read.
    const huge = await upload({ accept_terms: true, profile_image: 'A'.repeat(4 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    // Other writes keep the API's 1 MiB limit.
    const bigDetails = await keeper.post('/api/user/profile', { username: keeper.username, email: keeper.email, padding: 'x'.repeat(1_100_000) });
    expect(bigDetails.statusCode).toBe(413);

    expect(storedPortraits()).toEqual(before);
    expect((await prisma().user.findUniqueOrThrow({ where: { id: keeper.userId } })).profileImage).toBeNull();
  });

  it('stores a fresh 400x400 encode without the upload\'s metadata, serves it, and deletes the old one on replace', async () => {
    const keeper = await register();
    const photo = await sharp(await imageOf(900, 600))
      .jpeg({ quality: 90 })
      .withExif({ IFD0: { Copyright: 'Ysra Vell, 12 Lantern Row', Artist: 'secret-camera' } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const first = await keeper.post('/api/user/profile/upload-profile-image', { accept_terms: 'on', profile_image: dataUrl(photo, 'image/jpeg') });
    expect(first.statusCode).toBe(200);
    expect(first.json().meta).toEqual({ status: 'success', message: 'Your new image has been saved.' });
    const src = first.json().profile.profile_image as string;
    expect(src).toMatch(/^\/media\/profile\/[A-Za-z0-9_-]{22}\.webp$/);
    expect(first.json().profile.has_profile_image).toBe(true);

    const stored = readFileSync(fileOf(src));
    expect(Buffer.compare(stored, photo)).not.toBe(0);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 400, 400]);
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('secret-camera'))).toBe(false);

    const served = await inject({ method: 'GET', url: src });
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);
    expect((await keeper.get('/api/user/me')).json().user.profile_image).toBe(src);
    expect((await inject({ method: 'GET', url: `/api/user/info/${keeper.userId}` })).json().user.profile_image).toBe(src);

    // A GIF (first frame) and a WebP are taken as well; each replaces and deletes the one before.
    const gif = await sharp(await imageOf(260, 300)).gif().toBuffer();
    const second = await keeper.post('/api/user/profile/upload-profile-image', { accept_terms: true, profile_image: dataUrl(gif, 'image/gif') });
    expect(second.statusCode).toBe(200);
    const secondSrc = second.json().profile.profile_image as string;
    expect(secondSrc).not.toBe(src);
    expect(existsSync(fileOf(src))).toBe(false);
    expect(existsSync(fileOf(secondSrc))).toBe(true);
    const webp = await sharp(await imageOf(500, 500)).webp().toBuffer();
    const third = await keeper.post('/api/user/profile/upload-profile-image', { accept_terms: true, profile_image: webp.toString('base64') });
    expect(third.statusCode).toBe(200);
    expect(existsSync(fileOf(secondSrc))).toBe(false);
    const thirdMeta = await sharp(fileOf(third.json().profile.profile_image)).metadata();
    expect([thirdMeta.width, thirdMeta.height]).toEqual([400, 400]);
  });

  it('deletes an account only with its password: anonymised, every session ended, what was theirs gone, ratings kept', async () => {
    const keeper = await register();
    const second = member(await logIn(keeper.username));
    const portrait = (await keeper.post('/api/user/profile/upload-profile-image', { accept_terms: true, profile_image: dataUrl(await imageOf(300, 300)) })).json().profile
      .profile_image as string;
    await keeper.post('/api/user/profile', { username: keeper.username, email: keeper.email, dob: '1985-05-05' });
    const board = (await keeper.post('/api/user/wishlist/save-new-board', { name: 'Winterfeast' })).json().wishlist.wishlist_id as number;
    const post = await prisma().post.findFirstOrThrow({ where: { status: 'published', type: 'post' }, select: { id: true } });
    expect((await keeper.post('/api/user/wishlist/add', { post_id: post.id, wishlist_id: board, comment: 'for Mira' })).statusCode).toBe(200);
    const giveaway = await prisma().giveaway.create({ data: { slug: `lantern-${randomBytes(3).toString('hex')}`, title: 'A lantern', endsAt: new Date(Date.now() + 86_400_000) } });
    await prisma().giveawayEntry.create({ data: { giveawayId: giveaway.id, userId: keeper.userId } });
    await prisma().newsletterSubscription.create({ data: { email: keeper.email, confirmCode: randomBytes(12).toString('hex') } });
    await prisma().userIdentity.create({ data: { userId: keeper.userId, provider: 'example', providerUserId: randomBytes(6).toString('hex') } });
    await prisma().passwordResetCode.create({ data: { userId: keeper.userId, codeHash: randomBytes(32).toString('hex'), expiresAt: new Date(Date.now() + 3_600_000) } });
    const ad = await prisma().nativeAd.findFirst({ select: { id: true } });
    if (ad) await prisma().adWishlistItem.create({ data: { userId: keeper.userId, nativeAdId: ad.id, boardId: board } });
    await prisma().rating.create({ data: { userId: keeper.userId, postId: post.id, value: 4 } });

    const missing = await keeper.post('/api/user/delete', {});
    expect([missing.statusCode, missing.json().meta.error, missing.json().errors[0].field]).toEqual([400, 'Please enter your password to delete your account.', 'password']);
    const wrong = await keeper.post('/api/user/delete', { password: 'not-my-password' });
    expect([wrong.statusCode, wrong.json().meta.error]).toEqual([403, 'That password is not right. Your account has not been deleted.']);
    expect((await keeper.get('/api/user/me')).statusCode).toBe(200);

    const deleted = await keeper.post('/api/user/delete', new URLSearchParams({ password: PASSWORD }).toString(), FORM);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().meta).toEqual({ status: 'success', message: 'Your account has been deleted.' });
    expect(deleted.cookies.find((c) => c.name === 'emberhold_session')?.value).toBe('');

    // Every session is over, this browser's and the other one's.
    expect((await keeper.get('/api/user/me')).statusCode).toBe(401);
    expect((await second.get('/api/user/me')).statusCode).toBe(401);
    expect((await second.get('/api/user/profile')).statusCode).toBe(401);
    expect((await logIn(keeper.username)).statusCode).toBe(401);
    expect((await logIn(keeper.email)).statusCode).toBe(401);
    expect((await inject({ method: 'GET', url: `/api/user/info/${keeper.userId}` })).statusCode).toBe(404);

    const row = await prisma().user.findUniqueOrThrow({ where: { id: keeper.userId } });
    expect(row.username).toMatch(/^deleted:[0-9a-f-]{36}$/);
    expect(row.email).toMatch(/^[0-9a-f-]{36}@deleted\.invalid$/);
    expect([row.passwordHash, row.dob, row.profileImage, row.access, row.editor, row.advertiser]).toEqual([null, null, null, false, false, false]);
    expect(row.deletedAt).toBeInstanceOf(Date);
    expect(existsSync(fileOf(portrait))).toBe(false);

    const where = { userId: keeper.userId };
    expect({
      sessions: await prisma().session.count({ where }),
      resetCodes: await prisma().passwordResetCode.count({ where }),
      identities: await prisma().userIdentity.count({ where }),
      boards: await prisma().wishlistBoard.count({ where }),
      items: await prisma().wishlistItem.count({ where: { boardId: board } }),
      savedAds: await prisma().adWishlistItem.count({ where }),
      giveawayEntries: await prisma().giveawayEntry.count({ where }),
      newsletter: await prisma().newsletterSubscription.count({ where: { OR: [where, { email: keeper.email }] } }),
      ratings: await prisma().rating.count({ where }),
    }).toEqual({ sessions: 0, resetCodes: 0, identities: 0, boards: 0, items: 0, savedAds: 0, giveawayEntries: 0, newsletter: 0, ratings: 1 });

    // The name and address are free again.
    const again = await inject({ method: 'POST', url: '/api/user/register', payload: { username: keeper.username, email: keeper.email, password: PASSWORD }, remoteAddress: '203.0.113.250' });
    expect(again.statusCode).toBe(200);
    expect(again.json().user.user_id).not.toBe(keeper.userId);
  });
});

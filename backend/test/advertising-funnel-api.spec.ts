import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';
import { funnelCalls, imageOf, multipartBody } from './advertiser-funnel.test-support';
import { LOGIN_REQUIRED } from './test-constants.test-support';

const UPLOAD_IMAGE = 'Please upload an image';
const ENTER_PRICE = 'Please enter a price';
const PROVIDE_LINK = 'Please provide a link';
const TITLE_REQUIRED = 'Please enter a title';
const CAMPAIGN_NOT_CREATED = 'Campaign could not be created.';
const COULD_NOT_ACTIVATE = 'Could not activate advertiser.';
const NOT_FROM_FUNNEL = 'This image was not uploaded for this creative. Please upload an image.';
const NOT_FOUND = 'This creative could not be found.';

/**
 * The advertiser funnel of spec sections 2-9 on the real services: a temp id, the creative editor's source image and
 * its 300x250 crop, the creative form with the spec's rules and sentences, the campaign made on the first save,
 * reading creatives back, activating the advertiser after registering, and editing under the creative lifecycle.
 */
describe('advertising: the advertiser funnel', () => {
  const product = apiForThisFile({ posts: 50 });
  let admin: ApiUser;
  const funnel = funnelCalls(product);

  beforeAll(async () => {
    admin = await product.registerAdmin();
  });

  const prisma = () => product.infrastructure.prisma;
  const fileOf = (src: string) => join(product.infrastructure.config.dataDir, src.replace(/^\//, ''));
  const errorOf = (response: { statusCode: number; json(): { meta: { error: string }; errors?: Array<{ field: string }> } }) => [
    response.statusCode,
    response.json().meta.error,
    response.json().errors?.[0]?.field,
  ];
  const adsInLists = async () => (await product.inject({ method: 'GET', url: '/api/user/native_ad/' })).json().ads as Array<{ ad_id: number; title: string }>;

  it('gives anyone a fresh URL-safe temp id of 192 random bits, and stores nothing for it', async () => {
    const before = await prisma().campaign.count();
    const ids = await Promise.all([funnel.start(), funnel.start(), funnel.start()]);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(new Set(ids).size).toBe(3);
    const response = await funnel.call(null, 'GET', '/api/user/start_funnel');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json().meta).toEqual({ status: 'success' });
    expect(await prisma().campaign.count()).toBe(before);
  });

  it('runs the whole funnel unlogged, then the new advertiser activates it and finds the campaign on the dashboard', async () => {
    const tempId = await funnel.start();
    // The editor's source image: re-encoded as WebP without the upload's metadata, served from the media folder.
    const photo = await sharp(await imageOf(1200, 1000, 'jpeg')).withExif({ IFD0: { Copyright: 'Saltreach Glassworks' } }).jpeg().toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const uploaded = await funnel.upload(tempId, photo, null, 'image/jpeg');
    expect(uploaded.statusCode).toBe(200);
    const source = uploaded.json().data as { source_image: string; width: number; height: number };
    expect(source).toEqual({ source_image: expect.stringMatching(/^\/media\/creative-source\/[A-Za-z0-9_-]{22}-[A-Za-z0-9_-]{22}\.webp$/), width: 1200, height: 1000 });
    const stored = await sharp(readFileSync(fileOf(source.source_image))).metadata();
    expect([stored.format, stored.width, stored.height, stored.exif]).toEqual(['webp', 1200, 1000, undefined]);
    const served = await funnel.call(null, 'GET', source.source_image);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/webp']);

    // The crop: a 6:5 box in source pixels, stored as exactly 300x250.
    const cropped = await funnel.crop(tempId, { source_image: source.source_image, crop_top: 100, crop_bottom: 600, crop_left: 300, crop_right: 900 });
    expect(cropped.statusCode).toBe(200);
    const { image } = cropped.json().data as { image: string };
    expect(cropped.json().data).toEqual({ image: expect.stringMatching(/^\/media\/creative\/[A-Za-z0-9_-]{22}-[A-Za-z0-9_-]{22}\.webp$/), width: 300, height: 250 });
    const crop = await sharp(readFileSync(fileOf(image))).metadata();
    expect([crop.format, crop.width, crop.height]).toEqual(['webp', 300, 250]);

    // The first save makes the campaign and a draft creative together; nobody owns it yet.
    const before = await prisma().campaign.count();
    const saved = await funnel.save(tempId, { title: 'Wyrmglass Lantern', content: 'Hand-blown glass, lit from within.', price: '$34.50', link: 'maker.example/lantern', image });
    expect(saved.statusCode).toBe(200);
    const { creative, campaign_id: campaignId, temp_id: echoed } = saved.json().data;
    expect(echoed).toBe(tempId);
    expect(creative).toEqual({
      id: expect.any(Number),
      campaign_id: campaignId,
      title: 'Wyrmglass Lantern',
      content: 'Hand-blown glass, lit from within.',
      price: 34.5,
      link: 'http://maker.example/lantern',
      image,
      upload_type: 'image',
      embed: null,
      gif: null,
      slug: expect.stringMatching(/^wyrmglass-lantern(-\d+)?$/),
      status: 'draft',
      disapproval_reason: null,
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(await prisma().campaign.count()).toBe(before + 1);
    expect(await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId } })).toMatchObject({ tempId, advertiserId: null });

    // The confirmation page reads the newest creative with the temp id; without it, the creative does not exist.
    // Whoever may write the campaign is also told its funnel id, under which its images are uploaded.
    const newest = await funnel.call(null, 'GET', `/api/user/campaign/${campaignId}/creative/newest?temp_id=${tempId}`);
    expect([newest.statusCode, newest.json().data]).toEqual([200, { ...creative, temp_id: tempId }]);
    expect((await funnel.call(null, 'GET', `/api/user/creative/${creative.id}?temp_id=${tempId}`)).json().data).toEqual({ ...creative, temp_id: tempId });
    expect(errorOf(await funnel.call(null, 'GET', `/api/user/creative/${creative.id}`))).toEqual([404, NOT_FOUND, undefined]);

    // Register, activate: the campaign is the new advertiser's, and on their dashboard.
    const maker = await product.register('maker');
    const activated = await funnel.activate(maker, tempId);
    expect([activated.statusCode, activated.json().data]).toEqual([200, { campaign_id: campaignId }]);
    expect(await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId } })).toMatchObject({ advertiserId: maker.userId });
    expect((await maker.get('/api/user/me')).json().user.advertiser).toBe(true);
    const again = await funnel.activate(maker, tempId);
    expect([again.statusCode, again.json().data]).toEqual([200, { campaign_id: campaignId }]);

    const dashboard = await maker.get('/api/user/my-campaigns');
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().meta).toEqual({ status: 'success', count: 1 });
    expect(dashboard.json().data).toEqual([
      expect.objectContaining({
        id: campaignId,
        status: 'draft',
        title: 'Wyrmglass Lantern',
        image,
        link: 'http://maker.example/lantern',
        advertiser: { user_id: maker.userId, username: maker.username },
        creatives: [creative],
        impressions: 0,
        clicks: 0,
        performance: 0,
      }),
    ]);

    // Once activated, the temp id alone no longer opens the campaign: its advertiser does.
    expect(errorOf(await funnel.call(null, 'GET', `/api/user/campaign/${campaignId}/creative/newest?temp_id=${tempId}`))).toEqual([404, NOT_FOUND, undefined]);
    expect((await maker.get(`/api/user/campaign/${campaignId}/creative/newest`)).json().data).toEqual({ ...creative, temp_id: tempId });
    // Staff read it, but do not write it: no funnel id for them.
    expect((await admin.get(`/api/user/creative/${creative.id}`)).json().data).toEqual(creative);
    expect(errorOf(await funnel.upload(tempId, await imageOf(300, 250)))).toEqual([401, LOGIN_REQUIRED, undefined]);
    // The advertiser's edit page, opened anywhere, changes the image under the funnel id the creative came with.
    const editTempId = (await maker.get(`/api/user/creative/${creative.id}`)).json().data.temp_id as string;
    const newImage = await funnel.croppedImage(editTempId, maker);
    const edited = await funnel.save(editTempId, { creative: creative.id, title: 'Wyrmglass Lantern', price: '34.50', link: 'maker.example/lantern', image: newImage }, maker);
    expect([edited.statusCode, edited.json().data.creative.image]).toEqual([200, newImage]);
  });

  it('cuts the title to 40 characters and the content to 250, keeps the digits and dots of the price, and fixes up links', async () => {
    const tempId = await funnel.start();
    const image = await funnel.croppedImage(tempId);
    const title = 'The Ember-Lit Keep Lantern of the Seven Hearth Houses';
    const saved = await funnel.save(tempId, { title, content: `${'Glass. '.repeat(50)}`, price: '$1,299.99 USD', link: ' www.amazon.com/dp/B0EMBER?tag=rival-20&th=1 ', image });
    expect(saved.statusCode).toBe(200);
    const { creative } = saved.json().data;
    // Cut at 40 characters ('…of the Seven ') without the space the cut left at its end.
    expect(creative.title).toBe('The Ember-Lit Keep Lantern of the Seven');
    expect(creative.content).toHaveLength(250);
    expect([creative.price, creative.link]).toEqual([1299.99, 'http://www.amazon.com/dp/B0EMBER?tag=emberhold-20&th=1']);

    // The same form as JSON and as a multipart form.
    const json = await funnel.call(null, 'POST', '/api/user/creative', { temp_id: tempId, creative: 'new', title: 'JSON lantern', price: 12, link: 'https://maker.example', image });
    expect([json.statusCode, json.json().data.creative.price, json.json().data.campaign_id]).toEqual([200, 12, saved.json().data.campaign_id]);
    const form = multipartBody({ temp_id: tempId, creative: 'new', title: 'Multipart lantern', price: '7.5', link: 'https://maker.example', image });
    const multipart = await funnel.call(null, 'POST', '/api/user/creative', form.payload, form.headers);
    expect([multipart.statusCode, multipart.json().data.creative.title, multipart.json().data.creative.price]).toEqual([200, 'Multipart lantern', 7.5]);
  });

  it("answers a missing image, price, link or title with the spec's sentence naming the field, and stores nothing", async () => {
    const tempId = await funnel.start();
    const image = await funnel.croppedImage(tempId);
    const complete = { title: 'Ember Lantern', price: '34', link: 'maker.example', image };
    const cases: Array<[object, string, string]> = [
      [{ ...complete, image: '' }, UPLOAD_IMAGE, 'image'],
      [{ ...complete, image: undefined }, UPLOAD_IMAGE, 'image'],
      [{ ...complete, price: '' }, ENTER_PRICE, 'price'],
      [{ ...complete, price: 'ask us' }, ENTER_PRICE, 'price'],
      [{ ...complete, link: '   ' }, PROVIDE_LINK, 'link'],
      [{ ...complete, title: ' ' }, TITLE_REQUIRED, 'title'],
    ];
    for (const [fields, message, field] of cases) expect(errorOf(await funnel.save(tempId, fields))).toEqual([400, message, field]);
    // A new campaign needs its temp id.
    expect(errorOf(await funnel.save(null, complete))).toEqual([400, CAMPAIGN_NOT_CREATED, 'temp_id']);
    expect(await prisma().campaign.count({ where: { tempId } })).toBe(0);

    // The upload: a file, of an image type by its bytes, at most 8 MB, at least 300x250, readable.
    expect(errorOf(await funnel.upload(tempId, null))).toEqual([400, UPLOAD_IMAGE, 'image']);
    const notMultipart = await funnel.call(null, 'POST', `/api/user/creative/temporary/${tempId}`, { image: 'lantern.png' });
    expect(errorOf(notMultipart)).toEqual([400, UPLOAD_IMAGE, 'image']);
    expect(errorOf(await funnel.upload(tempId, Buffer.from('%PDF-1.7 not an image')))).toEqual([400, 'Please upload a JPEG, PNG, WebP or GIF image.', 'image']);
    expect(errorOf(await funnel.upload(tempId, await imageOf(299, 400)))).toEqual([400, 'Please upload an image of at least 300 × 250 pixels.', 'image']);
    const broken = Buffer.concat([(await imageOf(400, 400)).subarray(0, 60), Buffer.alloc(200, 7)]);
    expect(errorOf(await funnel.upload(tempId, broken))).toEqual([400, 'This image could not be read. Please choose another one.', 'image']);
    const huge = Buffer.concat([await imageOf(400, 400), Buffer.alloc(8 * 1024 * 1024)]);
    expect(errorOf(await funnel.upload(tempId, huge))).toEqual([400, 'Your image is too large. Please choose one under 8 MB.', 'image']);
    expect(errorOf(await funnel.call(null, 'POST', '/api/user/creative/temporary/short', multipartBody({}).payload, multipartBody({}).headers))[2]).toBe('temp_id');
    // A GIF's first frame and a WebP are fine too.
    for (const format of ['gif', 'webp'] as const) expect((await funnel.upload(tempId, await imageOf(300, 250, format), null, `image/${format}`)).statusCode).toBe(200);
    expect(await prisma().campaign.count({ where: { tempId } })).toBe(0);
  });

  it('refuses a crop box outside the image, smaller than 300x250 or not 6:5, naming the edge', async () => {
    const tempId = await funnel.start();
    const source = (await funnel.upload(tempId, await imageOf(800, 600))).json().data.source_image as string;
    const crop = (box: object) => funnel.crop(tempId, { source_image: source, ...box });
    expect(errorOf(await crop({ crop_top: 0, crop_bottom: 500, crop_left: 300, crop_right: 900 }))).toEqual([400, 'The crop box must lie inside the image.', 'crop_right']);
    expect(errorOf(await crop({ crop_top: -10, crop_bottom: 240, crop_left: 0, crop_right: 300 }))).toEqual([400, 'The crop box must lie inside the image.', 'crop_top']);
    expect(errorOf(await crop({ crop_top: 0, crop_bottom: 200, crop_left: 0, crop_right: 240 }))).toEqual([400, 'The crop box must be at least 300 × 250 pixels.', 'crop_right']);
    expect(errorOf(await crop({ crop_top: 0, crop_bottom: 500, crop_left: 0, crop_right: 500 }))).toEqual([400, 'The crop box must have the 6:5 shape of the ad (300 × 250).', 'crop_right']);
    expect(errorOf(await crop({ crop_top: 'top', crop_bottom: 500, crop_left: 0, crop_right: 600 }))).toEqual([400, 'crop_top: must be a number of pixels', 'crop_top']);
    // The cropper's fractions and rounding pass.
    const rounded = await crop({ crop_top: 0.4, crop_bottom: 501.2, crop_left: 199.6, crop_right: 800.4 });
    expect([rounded.statusCode, rounded.json().data.width, rounded.json().data.height]).toEqual([200, 300, 250]);
  });

  it("refuses another funnel's images, creatives and campaigns", async () => {
    const mine = await funnel.draft('Mine');
    const theirs = await funnel.start();
    const source = (await funnel.upload(mine.tempId, await imageOf(600, 500))).json().data.source_image as string;
    const box = { crop_top: 0, crop_bottom: 500, crop_left: 0, crop_right: 600 };

    // Files made under one temp id are nothing under another, and made-up or outside names are nothing at all.
    expect(errorOf(await funnel.crop(theirs, { source_image: source, ...box }))).toEqual([400, NOT_FROM_FUNNEL, 'source_image']);
    for (const forged of [source.replace(/\/[A-Za-z0-9_-]{22}-/, `/${'A'.repeat(22)}-`), '/media/creative-source/../profile/default.webp', 'https://elsewhere.example/x.webp', mine.image]) {
      expect(errorOf(await funnel.crop(mine.tempId, { source_image: forged, ...box }))).toEqual([400, NOT_FROM_FUNNEL, 'source_image']);
    }
    const saveTheirs = await funnel.save(theirs, { title: 'Borrowed', price: '1', link: 'https://x.example', image: mine.image });
    expect(errorOf(saveTheirs)).toEqual([400, NOT_FROM_FUNNEL, 'image']);
    expect(await prisma().campaign.count({ where: { tempId: theirs } })).toBe(0);

    // Another temp id neither reads nor edits a creative; the campaign named must be the creative's.
    expect(errorOf(await funnel.call(null, 'GET', `/api/user/creative/${mine.creativeId}?temp_id=${theirs}`))).toEqual([404, NOT_FOUND, undefined]);
    expect(errorOf(await funnel.call(null, 'GET', `/api/user/campaign/${mine.campaignId}/creative/newest?temp_id=${theirs}`))).toEqual([404, NOT_FOUND, undefined]);
    const edit = { creative: mine.creativeId, title: 'Hijacked', price: '1', link: 'https://x.example', image: mine.image };
    expect(errorOf(await funnel.save(theirs, edit))).toEqual([404, NOT_FOUND, undefined]);
    const other = await funnel.draft('Other');
    expect(errorOf(await funnel.save(mine.tempId, { ...edit, campaign: other.campaignId }))).toEqual([404, NOT_FOUND, undefined]);
    expect((await prisma().creative.findUniqueOrThrow({ where: { id: mine.creativeId } })).title).toBe('Mine');

    // An activated campaign is its advertiser's alone: a visitor with the temp id is asked to log in, others refused.
    const owner = await product.register('owner');
    const stranger = await product.register('stranger');
    expect((await funnel.activate(owner, mine.tempId)).statusCode).toBe(200);
    expect(errorOf(await funnel.upload(mine.tempId, await imageOf(300, 250), stranger))).toEqual([403, 'This campaign belongs to another account.', undefined]);
    expect(errorOf(await funnel.save(mine.tempId, edit, stranger))).toEqual([403, 'This campaign belongs to another account.', undefined]);
    expect(errorOf(await funnel.save(mine.tempId, edit))).toEqual([401, LOGIN_REQUIRED, undefined]);
    expect(errorOf(await funnel.crop(mine.tempId, { source_image: source, ...box }, stranger))).toEqual([403, 'This campaign belongs to another account.', undefined]);
    expect(errorOf(await stranger.get(`/api/user/creative/${mine.creativeId}?temp_id=${mine.tempId}`))).toEqual([404, NOT_FOUND, undefined]);
  });

  it('activates a funnel only for a signed-in user, once, and says so when it cannot', async () => {
    const { tempId, campaignId } = await funnel.draft();
    const first = await product.register('first');
    const second = await product.register('second');
    expect(errorOf(await funnel.call(null, 'POST', '/api/user/activate_advertiser', { temp_id: tempId }))).toEqual([401, LOGIN_REQUIRED, undefined]);
    // Two accounts at once: one owner.
    const answers = await Promise.all([funnel.activate(first, tempId), funnel.activate(second, tempId)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(loser.json().meta.error).toBe(COULD_NOT_ACTIVATE);
    const owner = (await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId } })).advertiserId;
    expect([first.userId, second.userId]).toContain(owner);
    const other = owner === first.userId ? second : first;
    expect((await prisma().user.findUniqueOrThrow({ where: { id: other.userId } })).advertiser).toBe(false);
    // A temp id nothing was saved under, or not a temp id at all.
    expect(errorOf(await funnel.activate(first, await funnel.start()))).toEqual([404, COULD_NOT_ACTIVATE, undefined]);
    expect(errorOf(await funnel.activate(first, 'nope'))).toEqual([400, COULD_NOT_ACTIVATE, 'temp_id']);
    expect((await first.post('/api/user/activate_advertiser', { temp_id: tempId }, { 'x-csrf-token': 'forged' })).statusCode).toBe(403);
  });

  it('keeps an edited draft a draft, and sends an edit after payment back to approval with its ad out of the lists until approved again', async () => {
    const { tempId, campaignId, creativeId, image } = await funnel.draft('Hearth Candle');
    const edited = await funnel.save(tempId, { creative: creativeId, campaign: campaignId, title: 'Hearth Candle, tall', price: '18', link: 'https://maker.example/candle', image });
    expect(edited.json().data.creative).toMatchObject({ id: creativeId, title: 'Hearth Candle, tall', status: 'draft' });
    expect(await prisma().creative.count({ where: { campaignId } })).toBe(1);

    // Paid (someone else's part of the funnel), approved: running in the lists.
    const maker = await product.register('candles');
    await funnel.activate(maker, tempId);
    await prisma().campaign.update({ where: { id: campaignId }, data: { paidAt: new Date(), feeCents: 24_900 } });
    await prisma().creative.update({ where: { id: creativeId }, data: { status: 'pending_approval' } });
    const approved = await admin.post(`/api/user/creative/${creativeId}/approve`, {});
    const adId = approved.json().creative.ad_id as number;
    expect((await adsInLists()).find((ad) => ad.ad_id === adId)?.title).toBe('Hearth Candle, tall');

    // The advertiser edits the running creative (the temp id may be left out once the campaign is theirs).
    const newImage = await funnel.croppedImage(tempId, maker);
    const changed = await funnel.save(null, { creative: creativeId, title: 'Hearth Candle, taller', price: '19', link: 'https://maker.example/candle', image: newImage }, maker);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ campaign_id: campaignId, temp_id: tempId, creative: { status: 'pending_approval', title: 'Hearth Candle, taller', image: newImage } });
    expect((await adsInLists()).map((ad) => ad.ad_id)).not.toContain(adId);
    expect((await admin.get('/api/user/creative/unapproved/all')).json().creatives.map((c: { id: number }) => c.id)).toContain(creativeId);

    const reapproved = await admin.post(`/api/user/creative/${creativeId}/approve`, {});
    expect(reapproved.json().creative).toMatchObject({ status: 'running', ad_id: adId });
    expect((await adsInLists()).find((ad) => ad.ad_id === adId)?.title).toBe('Hearth Candle, taller');

    // A disapproved creative, edited, waits for approval again without the old reason; a new creative of a paid
    // campaign waits for approval at once.
    await admin.post(`/api/user/creative/${creativeId}/disapprove`, { reason: 'The price is wrong.' });
    const fixed = await funnel.save(tempId, { creative: creativeId, title: 'Hearth Candle', price: '17', link: 'https://maker.example/candle', image: newImage }, maker);
    expect(fixed.json().data.creative).toMatchObject({ status: 'pending_approval', disapproval_reason: null });
    const added = await funnel.save(tempId, { creative: 'new', campaign: campaignId, title: 'Second candle', price: '9', link: 'https://maker.example/candle2', image: newImage }, maker);
    expect(added.json().data.creative.status).toBe('pending_approval');
    expect((await maker.get(`/api/user/campaign/${campaignId}/creative/newest`)).json().data.title).toBe('Second candle');

    // A finished creative cannot be edited.
    await prisma().creative.update({ where: { id: creativeId }, data: { status: 'finished' } });
    const finished = await funnel.save(tempId, { creative: creativeId, title: 'Late', price: '1', link: 'https://maker.example', image: newImage }, maker);
    expect(errorOf(finished)).toEqual([409, 'This creative is finished, so it cannot be edited.', undefined]);
  });

  it('makes one campaign when the first save of a funnel is sent twice at once', async () => {
    const tempId = await funnel.start();
    const image = await funnel.croppedImage(tempId);
    const form = { title: 'Twice', price: '5', link: 'https://maker.example', image };
    const answers = await Promise.all([funnel.save(tempId, form), funnel.save(tempId, form)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(new Set(answers.map((answer) => answer.json().data.campaign_id)).size).toBe(1);
    expect(await prisma().campaign.count({ where: { tempId } })).toBe(1);
  });
});

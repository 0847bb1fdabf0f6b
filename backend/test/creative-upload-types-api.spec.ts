import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { funnelCalls, imageOf, multipartBody, type Caller, type CreativeFields } from './advertiser-funnel.test-support';

const UPLOAD_IMAGE = 'Please upload an image';
const UPLOAD_GIF = 'Please upload a GIF';
const PASTE_EMBED = 'Please paste embed code';
const GIF_TOO_LARGE = 'Your GIF is too large. Please choose one under 2 MB.';
const GIF_WRONG_TYPE = 'Please upload a GIF image (.gif).';
const GIF_TOO_MANY_FRAMES = 'Your GIF has too many frames. Please choose one of at most 300 frames.';
const GIF_CANVAS_TOO_LARGE = 'Your GIF is too large in pixels. Please choose one of at most 1,000,000 pixels a frame (1000 × 1000).';
const GIF_NOT_FROM_FUNNEL = 'This GIF was not uploaded for this creative. Please upload a GIF.';
const EMBED_REFUSED = 'Please paste the embed code of a video or post from YouTube, Vimeo, TikTok, Instagram, Facebook, X (Twitter), Spotify, SoundCloud (an <iframe>).';
const YOUTUBE = '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Lantern" onload="alert(1)" style="border:0"></iframe><script>alert(1)</script>';

/** An animated GIF of `frames` frames of width x height, each a different colour (sharp joins them). */
async function animatedGif(frames: number, width = 400, height = 400): Promise<Buffer> {
  if (frames === 1) return sharp({ create: { width, height, channels: 3, background: '#b0401a' } }).gif().toBuffer();
  const images = await Promise.all(
    Array.from({ length: frames }, (_, i) =>
      sharp({ create: { width, height, channels: 3, background: { r: (i * 53) % 256, g: 40, b: (i * 97) % 256 } } })
        .png()
        .toBuffer(),
    ),
  );
  return sharp(images, { join: { animated: true } })
    .gif({ delay: images.map(() => 80), loop: 0 })
    .toBuffer();
}

/**
 * The creative's upload types (spec sections 3 and 5: upload_type, gif, embed, slug): an image as before, an animated
 * GIF re-encoded with its frames within its limits, or a player's embed code sanitized; each saved and read back,
 * approved into a native ad that shows it in the lists, and edited by staff.
 */
describe('advertising: creatives show an image, an animated GIF or an embedded player', () => {
  const product = apiForThisFile({ posts: 50 });
  const funnel = funnelCalls(product);
  let admin: ApiUser;

  beforeAll(async () => {
    admin = await product.registerAdmin('gifstaff');
  });

  const prisma = () => product.infrastructure.prisma;
  const fileOf = (src: string) => join(product.infrastructure.config.dataDir, src.replace(/^\//, ''));
  const errorOf = (response: InjectedResponse) => [response.statusCode, response.json().meta.error, response.json().errors?.[0]?.field];
  const uploadGif = (tempId: string, bytes: Buffer, caller: Caller = null, type = 'image/gif') => {
    const body = multipartBody({}, { field: 'gif', filename: 'lantern.gif', type, bytes });
    return funnel.call(caller, 'POST', `/api/user/creative/gif/${tempId}`, body.payload, body.headers);
  };
  /** The form with its upload type and media (the funnel helper's fields, and these). */
  const save = (tempId: string, fields: CreativeFields & { upload_type?: string; gif?: string; embed?: string }) => funnel.save(tempId, fields);
  const words = { content: 'Lit from within.', price: '24', link: 'https://maker.example/lantern' };
  const fourFields = (creative: Record<string, unknown>) => ({ upload_type: creative.upload_type, image: creative.image, gif: creative.gif, embed: creative.embed, slug: creative.slug });
  const adsInLists = async () => (await product.inject({ method: 'GET', url: '/api/user/native_ad/' })).json().ads as Array<{ ad_id: number; image: string | null; embed: string | null }>;

  /** Paid and waiting for approval, as the payment leaves a creative; then approved by staff. */
  async function approve(creativeId: number, campaignId: number): Promise<number> {
    await prisma().campaign.update({ where: { id: campaignId }, data: { paidAt: new Date(), feeCents: 24_900 } });
    await prisma().creative.update({ where: { id: creativeId }, data: { status: 'pending_approval' } });
    const approved = await admin.post(`/api/user/creative/${creativeId}/approve`, {});
    expect(approved.statusCode).toBe(200);
    return approved.json().creative.ad_id as number;
  }

  it('keeps every frame of an animated GIF, re-encoded inside 300x250, and shows it animated in the lists once approved', async () => {
    const tempId = await funnel.start();
    const original = await animatedGif(4);
    const uploaded = await uploadGif(tempId, original);
    expect(uploaded.statusCode).toBe(200);
    const stored = uploaded.json().data as { gif: string; width: number; height: number; frames: number };
    expect(stored).toEqual({ gif: expect.stringMatching(/^\/media\/creative-gif\/[A-Za-z0-9_-]{22}-[A-Za-z0-9_-]{22}\.gif$/), width: 250, height: 250, frames: 4 });
    const bytes = readFileSync(fileOf(stored.gif));
    expect(bytes.equals(original)).toBe(false);
    const meta = await sharp(bytes, { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.width, meta.pageHeight, meta.delay]).toEqual(['gif', 4, 250, 250, [80, 80, 80, 80]]);
    const served = await funnel.call(null, 'GET', stored.gif);
    expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/gif']);

    const saved = await save(tempId, { title: 'Ember Lantern GIF', ...words, upload_type: 'gif', gif: stored.gif });
    expect(saved.statusCode).toBe(200);
    const { creative, campaign_id: campaignId } = saved.json().data;
    expect(fourFields(creative)).toEqual({ upload_type: 'gif', image: null, gif: stored.gif, embed: null, slug: 'ember-lantern-gif' });
    const read = (await funnel.call(null, 'GET', `/api/user/creative/${creative.id}?temp_id=${tempId}`)).json().data;
    expect(fourFields(read)).toEqual(fourFields(creative));

    // Approved, the ad in the lists shows the GIF as its picture: the file with all its frames.
    await prisma().creative.update({ where: { id: creative.id }, data: { status: 'pending_approval' } });
    const queued = (await admin.get('/api/user/creative/unapproved/all')).json().creatives.find((c: { id: number }) => c.id === creative.id);
    expect(fourFields(queued)).toEqual(fourFields(creative));
    const adId = await approve(creative.id, campaignId);
    const ad = (await adsInLists()).find((shown) => shown.ad_id === adId);
    expect(ad).toMatchObject({ image: stored.gif, embed: null });
    expect((await sharp(readFileSync(fileOf(ad!.image!)), { animated: true }).metadata()).pages).toBe(4);

    // The campaign lists of the dashboards show the GIF as the campaign's picture too.
    const listed = (await admin.get(`/api/user/all-campaigns?q=${encodeURIComponent('Ember Lantern GIF')}`)).json();
    expect(listed.data.campaigns.find((c: { id: number }) => c.id === campaignId)).toMatchObject({ image: stored.gif });
  });

  it('takes a GIF of one frame, and refuses one too large, too long, too wide, or not a GIF, in words that name the limit', async () => {
    const tempId = await funnel.start();
    const still = await uploadGif(tempId, await imageOf(320, 260, 'gif'));
    expect([still.statusCode, still.json().data.frames, still.json().data.width, still.json().data.height]).toEqual([200, 1, 300, 244]);

    expect(errorOf(await uploadGif(tempId, await animatedGif(301, 4, 4)))).toEqual([400, GIF_TOO_MANY_FRAMES, 'gif']);
    expect(errorOf(await uploadGif(tempId, await animatedGif(1, 1100, 1000)))).toEqual([400, GIF_CANVAS_TOO_LARGE, 'gif']);
    const huge = Buffer.concat([await animatedGif(2, 8, 8), Buffer.alloc(2 * 1024 * 1024, 7)]);
    expect(errorOf(await uploadGif(tempId, huge))).toEqual([400, GIF_TOO_LARGE, 'gif']);
    // A PNG sent as a GIF (whatever its content type says), and bytes that only start like a GIF.
    expect(errorOf(await uploadGif(tempId, await imageOf(300, 250, 'png')))).toEqual([400, GIF_WRONG_TYPE, 'gif']);
    expect((await uploadGif(tempId, Buffer.from('GIF89a<script>alert(1)</script>'))).statusCode).toBe(400);
    const noFile = multipartBody({});
    expect(errorOf(await funnel.call(null, 'POST', `/api/user/creative/gif/${tempId}`, noFile.payload, noFile.headers))).toEqual([400, UPLOAD_GIF, 'gif']);
    expect(await prisma().campaign.count({ where: { tempId } })).toBe(0);
  });

  it("requires the media of the creative's type in the form's words, and a GIF uploaded for this funnel", async () => {
    const tempId = await funnel.start();
    const image = await funnel.croppedImage(tempId);
    const before = await prisma().creative.count();
    expect(errorOf(await save(tempId, { title: 'Lantern', ...words, upload_type: 'gif', image }))).toEqual([400, UPLOAD_GIF, 'gif']);
    expect(errorOf(await save(tempId, { title: 'Lantern', ...words, upload_type: 'embed' }))).toEqual([400, PASTE_EMBED, 'embed']);
    expect(errorOf(await save(tempId, { title: 'Lantern', ...words, upload_type: 'image' }))).toEqual([400, UPLOAD_IMAGE, 'image']);
    expect(errorOf(await save(tempId, { title: 'Lantern', ...words, upload_type: 'video', image }))[2]).toBe('upload_type');
    // The media comes first, even when the words are missing too.
    const empty = await save(tempId, { upload_type: 'gif' });
    expect(errorOf(empty).slice(0, 2)).toEqual([400, UPLOAD_GIF]);
    expect(empty.json().errors).toContainEqual({ field: 'gif', message: UPLOAD_GIF });

    const otherFunnel = await funnel.start();
    const elsewhere = (await uploadGif(otherFunnel, await animatedGif(2, 300, 250))).json().data.gif as string;
    expect(errorOf(await save(tempId, { title: 'Lantern', ...words, upload_type: 'gif', gif: elsewhere }))).toEqual([400, GIF_NOT_FROM_FUNNEL, 'gif']);
    expect(errorOf(await save(tempId, { title: 'Lantern', ...words, upload_type: 'gif', gif: '/media/creative-gif/../../etc/passwd' }))).toEqual([400, GIF_NOT_FROM_FUNNEL, 'gif']);
    expect(await prisma().creative.count()).toBe(before);
  });

  it('keeps only the player of embed code, sized 100% by 100%, refuses other providers, and the ad shows the player', async () => {
    const tempId = await funnel.start();
    const refused = await save(tempId, { title: 'Lantern film', ...words, upload_type: 'embed', embed: '<iframe src="https://evil.example/player"></iframe>' });
    expect(errorOf(refused)).toEqual([400, EMBED_REFUSED, 'embed']);
    expect(errorOf(await save(tempId, { title: 'Lantern film', ...words, upload_type: 'embed', embed: '<script src="https://www.youtube.com/x.js"></script>' }))).toEqual([400, EMBED_REFUSED, 'embed']);

    const saved = await save(tempId, { title: 'Lantern film', ...words, upload_type: 'embed', embed: YOUTUBE });
    expect(saved.statusCode).toBe(200);
    const { creative, campaign_id: campaignId } = saved.json().data;
    expect(fourFields(creative)).toMatchObject({ upload_type: 'embed', image: null, gif: null, slug: 'lantern-film' });
    const embed = creative.embed as string;
    expect(embed).toMatch(/^<iframe [^>]*src="https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ"/);
    expect(embed).toContain('width="100%"');
    expect(embed).toContain('height="100%"');
    expect(embed).not.toMatch(/script|onload|style|alert/i);
    expect(fourFields((await funnel.call(null, 'GET', `/api/user/campaign/${campaignId}/creative/newest?temp_id=${tempId}`)).json().data)).toEqual(fourFields(creative));

    const adId = await approve(creative.id, campaignId);
    expect((await adsInLists()).find((shown) => shown.ad_id === adId)).toMatchObject({ image: null, embed });
  });

  it('gives two creatives of the same title their own slugs, kept when the title changes', async () => {
    const first = await funnel.draft('Moonlit Kettle!');
    const second = await funnel.draft('moonlit   kettle');
    const slugs = await prisma().creative.findMany({ where: { id: { in: [first.creativeId, second.creativeId] } }, orderBy: { id: 'asc' }, select: { slug: true } });
    expect(slugs.map((row) => row.slug)).toEqual(['moonlit-kettle', 'moonlit-kettle-2']);
    const renamed = await funnel.save(first.tempId, { creative: first.creativeId, campaign: first.campaignId, title: 'Sunlit Kettle', ...words, image: first.image });
    expect(renamed.json().data.creative).toMatchObject({ title: 'Sunlit Kettle', slug: 'moonlit-kettle' });
    const third = await funnel.draft('Moonlit Kettle');
    expect((await prisma().creative.findUniqueOrThrow({ where: { id: third.creativeId } })).slug).toBe('moonlit-kettle-3');
  });

  it('lets staff keep a creative as it is or change its type, and its ad follows', async () => {
    const { tempId, creativeId, campaignId, image } = await funnel.draft('Staff Lantern');
    const adId = await approve(creativeId, campaignId);
    const edit = (body: object) => admin.post(`/api/user/admin-creative/${creativeId}`, body);
    const staffWords = { title: 'Staff Lantern', content: 'Lit.', price: '24', link: 'https://maker.example/lantern' };

    const kept = await edit({ ...staffWords, image });
    expect(fourFields(kept.json().creative)).toMatchObject({ upload_type: 'image', image, gif: null, embed: null });

    const gifBody = multipartBody({}, { field: 'gif', filename: 'x.gif', type: 'image/gif', bytes: await animatedGif(3, 300, 250) });
    const gif = (await admin.post(`/api/user/admin-creative/${creativeId}/gif`, gifBody.payload, gifBody.headers)).json().data.gif as string;
    expect(gif).toMatch(/^\/media\/creative-gif\//);
    const toGif = await edit({ ...staffWords, upload_type: 'gif', gif });
    expect(fourFields(toGif.json().creative)).toMatchObject({ upload_type: 'gif', image: null, gif });
    expect((await adsInLists()).find((shown) => shown.ad_id === adId)).toMatchObject({ image: gif, embed: null });
    // Without upload_type the creative keeps its type, and needs its GIF.
    expect(errorOf(await edit({ ...staffWords, image }))).toEqual([400, UPLOAD_GIF, 'gif']);
    expect((await edit({ ...staffWords, gif })).statusCode).toBe(200);

    const toEmbed = await edit({ ...staffWords, upload_type: 'embed', embed: YOUTUBE });
    expect(toEmbed.json().creative).toMatchObject({ upload_type: 'embed', gif: null, image: null });
    expect((await adsInLists()).find((shown) => shown.ad_id === adId)).toMatchObject({ image: null, embed: toEmbed.json().creative.embed });
    expect(tempId).toBeTruthy();
  });

  it('refuses NUL characters and lone surrogates in any field with a 400, saving nothing', async () => {
    const tempId = await funnel.start();
    const before = await prisma().creative.count();
    for (const body of [
      { title: 'Lantern\u0000', ...words, upload_type: 'embed', embed: YOUTUBE },
      { title: 'Lantern', ...words, upload_type: 'embed', embed: `${YOUTUBE}\uD800` },
      { title: 'Lantern', ...words, upload_type: 'gif\u0000', gif: '/media/creative-gif/x.gif' },
    ]) {
      const response = await funnel.call(null, 'POST', '/api/user/creative', { temp_id: tempId, creative: 'new', ...body });
      expect(response.statusCode).toBe(400);
    }
    expect(await prisma().creative.count()).toBe(before);
  });
});

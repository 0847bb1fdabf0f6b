import { randomBytes } from 'node:crypto';
import { addDays, advertisingMessages, boostDateMessages, lastBoostableDate, PROVIDE_POST_ID, siteDate } from '@emberhold/contracts';
import { CREATIVE_AFFILIATE_TAG } from '../src/advertising/domain/affiliate-tag';
import { imageOf, multipartBody } from './advertiser-funnel.test-support';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';

const CAMPAIGN_NOT_PAID = "This creative's campaign has not been paid for, so it cannot be converted to a boost.";
const ALREADY_CONVERTED = 'This creative has already been converted to a boost.';
const FEE_CENTS = 24_900;

/**
 * Creative administration of spec section 5: staff edit any creative under the creative editor's rules and messages
 * (its native ad follows, the audit trail names who changed what), and convert a paid creative into a paid boost under
 * the boost date rules, the campaign's payment carrying over to the boost. Role refusals are staff-access-api.spec.ts's.
 */
describe('creative administration: editing any creative, and converting a paid one to a boost', () => {
  const product = apiForThisFile({ posts: 60 });
  let admin: ApiUser;
  let advertiser: ApiUser;
  let posts: Array<{ id: number; slug: string }>;
  let today: string;

  beforeAll(async () => {
    [admin, advertiser] = await Promise.all([product.registerAdmin('staff'), product.register('maker')]);
    posts = await prisma().post.findMany({ where: { status: 'published', type: 'post' }, orderBy: { id: 'asc' }, select: { id: true, slug: true } });
    today = siteDate(new Date());
  });

  const prisma = () => product.infrastructure.prisma;
  const errorOf = (response: InjectedResponse) => (response.json() as { meta: { error: string } }).meta.error;
  const asDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

  /** Free bookable dates (not blocked, not booked), from the day after tomorrow, each handed out once. */
  const handedOut = new Set<string>();
  async function freeDate(): Promise<string> {
    const blocked = new Set((await prisma().blockedBoostDate.findMany()).map((row) => siteDate(row.date)));
    const booked = new Set((await prisma().boostDate.findMany({ select: { date: true } })).map((row) => siteDate(row.date)));
    for (let date = addDays(today, 2); date <= lastBoostableDate(today); date = addDays(date, 1)) {
      if (handedOut.has(date) || blocked.has(date) || booked.has(date)) continue;
      handedOut.add(date);
      return date;
    }
    throw new Error('no free date left');
  }

  /** A campaign of the advertiser with one running creative and its native ad in the lists; paid when `paid`. */
  async function runningCreative(options: { paid: boolean; title?: string }) {
    const campaign = await prisma().campaign.create({
      data: { advertiserId: advertiser.userId, tempId: randomBytes(24).toString('base64url'), plan: 'basic', ...(options.paid ? { paidAt: new Date(), feeCents: FEE_CENTS } : {}) },
    });
    const creative = await prisma().creative.create({
      data: {
        campaignId: campaign.id,
        title: options.title ?? 'Ember Lantern',
        content: 'Hand-forged, lit from within.',
        price: '49.00',
        link: 'https://maker.example/lantern',
        image: '/media/ads/lantern.webp',
        status: options.paid ? 'running' : 'draft',
      },
    });
    const ad = await prisma().nativeAd.create({
      data: { campaignId: campaign.id, creativeId: creative.id, title: creative.title, content: creative.content, link: creative.link, image: creative.image, price: '49.00', active: options.paid },
    });
    const payment = options.paid
      ? await prisma().payment.create({
          data: {
            userId: advertiser.userId,
            campaignId: campaign.id,
            provider: 'stripe',
            kind: 'charge',
            status: 'succeeded',
            amountCents: FEE_CENTS,
            providerRef: `pi_${randomBytes(8).toString('hex')}`,
            idempotencyKey: `campaign-${campaign.id}-${randomBytes(4).toString('hex')}`,
          },
        })
      : null;
    return { campaignId: campaign.id, creativeId: creative.id, adId: ad.id, paymentId: payment?.id ?? null, image: creative.image! };
  }

  const edit = (id: number, body: object) => admin.post(`/api/user/admin-creative/${id}`, body);
  const convert = (body: object) => admin.post('/api/user/admin-convert-to-boost', body);
  const historyOf = async (id: number) =>
    (await admin.get(`/api/user/staff-audit/?subject_type=creative&subject_id=${id}`)).json().entries as Array<{
      action: string;
      actor: { user_id: number } | null;
      changes: Record<string, { from: unknown; to: unknown } | unknown>;
    }>;

  describe('editing', () => {
    it("applies the creative editor's rules, the native ad shows the edit, and the history names who changed what", async () => {
      const { creativeId, adId, image } = await runningCreative({ paid: true });
      const response = await edit(creativeId, {
        title: `  ${'Wyrmglass Lantern of the Deep Hollow '.repeat(2)}  `,
        content: 'x'.repeat(300),
        price: '$1,299.50',
        link: 'www.amazon.com/dp/B0X?tag=rival-20&th=1',
        image,
      });
      expect(response.statusCode).toBe(200);
      const { creative } = response.json() as { creative: { title: string; content: string; price: number; link: string; status: string } };
      expect(Array.from(creative.title)).toHaveLength(40);
      expect(creative.title).toBe('Wyrmglass Lantern of the Deep Hollow Wyr');
      expect(creative.content).toBe('x'.repeat(250));
      expect(creative.price).toBe(1299.5);
      expect(creative.link).toBe(`http://www.amazon.com/dp/B0X?tag=${CREATIVE_AFFILIATE_TAG}&th=1`);
      expect(creative.status).toBe('running');

      const ad = await prisma().nativeAd.findUniqueOrThrow({ where: { id: adId } });
      expect(ad).toMatchObject({ title: creative.title, content: creative.content, link: creative.link, image, active: true });
      expect(Number(ad.price)).toBe(1299.5);
      const inLists = (await product.inject({ method: 'GET', url: '/api/user/native_ad/' })).json().ads as Array<{ ad_id: number; title: string }>;
      expect(inLists.find((shown) => shown.ad_id === adId)?.title).toBe(creative.title);

      const [entry] = await historyOf(creativeId);
      expect(entry).toMatchObject({ action: 'creative.edit', actor: { user_id: admin.userId } });
      expect(entry!.changes).toEqual({
        title: { from: 'Ember Lantern', to: creative.title },
        content: { from: 'Hand-forged, lit from within.', to: creative.content },
        price: { from: '49.00', to: '1299.50' },
        link: { from: 'https://maker.example/lantern', to: creative.link },
      });
    });

    it("refuses a missing image, price or link in the spec's words, and changes nothing", async () => {
      const { creativeId, image } = await runningCreative({ paid: true });
      const valid = { title: 'Ember Lantern', content: 'Lit.', price: '49', link: 'maker.example/lantern', image };
      for (const [body, message] of [
        [{ ...valid, image: '' }, advertisingMessages.uploadImage],
        [{ ...valid, price: '' }, advertisingMessages.enterPrice],
        [{ ...valid, price: 'call us' }, advertisingMessages.enterPrice],
        [{ ...valid, link: '  ' }, advertisingMessages.provideLink],
      ] as const) {
        const response = await edit(creativeId, body);
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toBe(message);
      }
      expect((await prisma().creative.findUniqueOrThrow({ where: { id: creativeId } })).content).toBe('Hand-forged, lit from within.');
      expect(await historyOf(creativeId)).toEqual([]);
    });

    it("changes the image through the editor's upload and crop, and refuses an image made for another campaign", async () => {
      const { creativeId, adId } = await runningCreative({ paid: true });
      const other = await runningCreative({ paid: true });
      const upload = async (id: number) => {
        const body = multipartBody({}, { field: 'image', filename: 'lantern.png', type: 'image/png', bytes: await imageOf(720, 600) });
        const uploaded = await admin.post(`/api/user/admin-creative/${id}/source-image`, body.payload as unknown as string, body.headers);
        expect(uploaded.statusCode).toBe(200);
        const cropped = await admin.post(`/api/user/admin-creative/${id}/crop-image`, { source_image: uploaded.json().data.source_image, crop_top: 0, crop_left: 0, crop_right: 720, crop_bottom: 600 });
        expect(cropped.statusCode).toBe(200);
        return cropped.json().data.image as string;
      };
      const fields = { title: 'Ember Lantern', content: 'Lit.', price: '49', link: 'https://maker.example/lantern' };
      const foreign = await upload(other.creativeId);
      const refused = await edit(creativeId, { ...fields, image: foreign });
      expect(refused.statusCode).toBe(400);

      const image = await upload(creativeId);
      const saved = await edit(creativeId, { ...fields, image });
      expect(saved.statusCode).toBe(200);
      expect((await prisma().nativeAd.findUniqueOrThrow({ where: { id: adId } })).image).toBe(image);
      expect((await historyOf(creativeId))[0]!.changes).toMatchObject({ image: { from: '/media/ads/lantern.webp', to: image } });

      const notAnImage = multipartBody({}, { field: 'image', filename: 'notes.txt', type: 'image/png', bytes: Buffer.from('not an image at all') });
      const wrongType = await admin.post(`/api/user/admin-creative/${creativeId}/source-image`, notAnImage.payload as unknown as string, notAnImage.headers);
      expect(wrongType.statusCode).toBe(400);
    });

    it('answers 404 for a creative that does not exist', async () => {
      const response = await edit(2_000_000_000, { title: 'Ember Lantern', content: '', price: '49', link: 'https://maker.example/lantern', image: '/media/ads/lantern.webp' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('converting to a boost', () => {
    it('needs a post id and a date, in the spec’s words', async () => {
      const { creativeId } = await runningCreative({ paid: true });
      const noPost = await convert({ ad_id: creativeId, date: await freeDate() });
      expect(noPost.statusCode).toBe(400);
      expect(errorOf(noPost)).toBe(PROVIDE_POST_ID);
      expect(errorOf(await convert({ ad_id: creativeId, post_id: '', date: addDays(today, 5) }))).toBe('Please provide a post id');
      const noDate = await convert({ ad_id: creativeId, post_id: posts[0]!.id });
      expect(noDate.statusCode).toBe(400);
      expect(errorOf(noDate)).toBe(advertisingMessages.enterBoostDate);
      expect((await convert({ ad_id: creativeId, post_id: 2_000_000_000, date: await freeDate() })).statusCode).toBe(404);
    });

    it('refuses today, tomorrow, yesterday, a booked date and a blocked date', async () => {
      const { creativeId } = await runningCreative({ paid: true });
      const post = posts[1]!.id;
      for (const [date, refusal] of [
        [today, 'today'],
        [addDays(today, 1), 'tomorrow'],
        [addDays(today, -1), 'yesterday'],
      ] as const) {
        const response = await convert({ ad_id: creativeId, post_id: post, date });
        expect(response.statusCode).toBe(400);
        expect(errorOf(response)).toBe(boostDateMessages[refusal]);
      }
      const booked = await freeDate();
      await prisma().boostDate.create({ data: { postId: posts[2]!.id, date: asDate(booked), priceCents: 49_800, email: 'buyer@example.test', status: 'paid' } });
      const onBooked = await convert({ ad_id: creativeId, post_id: post, date: booked });
      expect(onBooked.statusCode).toBe(409);
      expect(errorOf(onBooked)).toBe(boostDateMessages.already_boosted);
      const blocked = await freeDate();
      await prisma().blockedBoostDate.create({ data: { date: asDate(blocked), reason: 'A holiday' } });
      const onBlocked = await convert({ ad_id: creativeId, post_id: post, date: blocked });
      expect(onBlocked.statusCode).toBe(400);
      expect(errorOf(onBlocked)).toBe(boostDateMessages.blocked);
      // Nothing moved: the creative still runs and its payment names no boost.
      expect((await prisma().creative.findUniqueOrThrow({ where: { id: creativeId } })).status).toBe('running');
      expect(await prisma().boostDate.count({ where: { convertedFromCreativeId: creativeId } })).toBe(0);
    });

    it("refuses a creative whose campaign is not paid with a clear message", async () => {
      const { creativeId } = await runningCreative({ paid: false });
      const response = await convert({ ad_id: creativeId, post_id: posts[3]!.id, date: await freeDate() });
      expect(response.statusCode).toBe(409);
      expect(errorOf(response)).toBe(CAMPAIGN_NOT_PAID);
    });

    it("books the date as the advertiser's paid boost, carries the payment over, finishes the creative and records it", async () => {
      const { creativeId, adId, paymentId, campaignId } = await runningCreative({ paid: true, title: 'Dragonbone Dice' });
      const date = await freeDate();
      const post = posts[4]!;
      const response = await convert({ ad_id: String(creativeId), post_id: post.slug, date });
      expect(response.statusCode).toBe(200);
      const { boost } = response.json() as { boost: { boost_id: number; date: string; post_id: number; price_cents: number; payment_id: number } };
      expect(boost).toMatchObject({ date, post_id: post.id, price_cents: FEE_CENTS, payment_id: paymentId });

      const row = await prisma().boostDate.findUniqueOrThrow({ where: { id: boost.boost_id } });
      expect(row).toMatchObject({ status: 'paid', priceCents: FEE_CENTS, convertedFromCreativeId: creativeId, userId: advertiser.userId, email: advertiser.email, postId: post.id });
      expect(siteDate(row.date)).toBe(date);
      // The ledger row is the same row, still there, now naming the boost as well as its campaign.
      const payment = await prisma().payment.findUniqueOrThrow({ where: { id: paymentId! } });
      expect(payment).toMatchObject({ boostDateId: boost.boost_id, campaignId, amountCents: FEE_CENTS, status: 'succeeded' });
      expect(await prisma().payment.count({ where: { campaignId } })).toBe(1);

      expect((await prisma().creative.findUniqueOrThrow({ where: { id: creativeId } })).status).toBe('finished');
      expect((await prisma().nativeAd.findUniqueOrThrow({ where: { id: adId } })).active).toBe(false);
      const inLists = (await product.inject({ method: 'GET', url: '/api/user/native_ad/' })).json().ads as Array<{ ad_id: number }>;
      expect(inLists.map((ad) => ad.ad_id)).not.toContain(adId);

      const [entry] = await historyOf(creativeId);
      expect(entry).toMatchObject({ action: 'creative.convert_to_boost', actor: { user_id: admin.userId }, changes: { boost_id: boost.boost_id, date, post_id: post.id, payment_id: paymentId } });
      const facts = await prisma().outboxEvent.findMany({ where: { payload: { path: ['type'], equals: 'boost.paid' } } });
      expect(facts.map((fact) => (fact.payload as { payload: { boost_date_id: number } }).payload.boost_date_id)).toContain(boost.boost_id);

      // The list says so, and a second conversion is refused.
      const listed = (await admin.get('/api/user/admin-creatives/1')).json().creatives as Array<{ id: number; paid: boolean; converted_boost: { id: number } | null }>;
      expect(listed.find((creative) => creative.id === creativeId)).toMatchObject({ paid: true, converted_boost: { id: boost.boost_id } });
      const again = await convert({ ad_id: creativeId, post_id: post.id, date: await freeDate() });
      expect(again.statusCode).toBe(409);
      expect(errorOf(again)).toBe(ALREADY_CONVERTED);
    });

    it('converts the same creative once when two staff convert it at the same moment', async () => {
      const { creativeId, paymentId } = await runningCreative({ paid: true });
      const [first, second] = [await freeDate(), await freeDate()];
      const answers = await Promise.all([
        convert({ ad_id: creativeId, post_id: posts[5]!.id, date: first }),
        convert({ ad_id: creativeId, post_id: posts[6]!.id, date: second }),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(errorOf(answers.find((answer) => answer.statusCode === 409)!)).toBe(ALREADY_CONVERTED);
      const boosts = await prisma().boostDate.findMany({ where: { convertedFromCreativeId: creativeId } });
      expect(boosts).toHaveLength(1);
      expect((await prisma().payment.findUniqueOrThrow({ where: { id: paymentId! } })).boostDateId).toBe(boosts[0]!.id);
    });
  });
});

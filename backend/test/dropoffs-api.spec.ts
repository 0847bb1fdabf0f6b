import { DISCOUNTED_CAMPAIGN_FEE_CENTS, dropoffMessages, DROPOFFS_PAGE_SIZE, type CheckoutDto, type DropoffDto, type DropoffsPageResponse, type PassedPitchesPageResponse, type PaymentIntentDto, type PaymentResultDto, type StaffAuditPageResponse } from '@emberhold/contracts';
import { randomBytes } from 'node:crypto';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';
import { campaignWithDraft, confirmAsBrowser, dataOf, errorOf } from './payments.test-support';
import { TEST_PUBLIC_URL } from './test-constants.test-support';

const DISCOUNT_INVALID = 'This discount code is not valid.';
const HOUR = 3_600_000;


/**
 * The dropoffs back office (spec sections 6, 7 and 9) on the real services: the list and its pages, one-time discount
 * tokens mailed through the outbox to a real SMTP inbox and paid with by card (the Stripe stand-in), disqualifying,
 * the pitches staff passed on, and the audit trail each action writes.
 */
describe('dropoffs: the list, one-time discounts by mail, disqualifying and passed pitches', () => {
  const product = apiForThisFile({ mail: true, payments: { stripe: 'stand-in' } });
  const prisma = () => product.infrastructure.prisma;
  const inbox = () => product.inbox!;
  let admin: ApiUser;

  beforeAll(async () => {
    admin = await product.registerAdmin('dropoffstaff');
  });

  const unique = () => randomBytes(5).toString('hex');
  /** A dropoff written as the dropoffs job writes them; `leftHoursAhead` puts it ahead of every seeded one. */
  async function dropoff(data: { email?: string; userId?: number; campaignId?: number; lastStep?: string; leftHoursAhead?: number; disqualified?: boolean } = {}) {
    return prisma().dropoff.create({
      data: {
        email: data.email ?? `left.${unique()}@example.test`,
        userId: data.userId ?? null,
        campaignId: data.campaignId ?? null,
        lastStep: data.lastStep ?? 'creative_saved',
        leftAt: new Date(Date.now() + (data.leftHoursAhead ?? 0) * HOUR),
        disqualified: data.disqualified ?? false,
      },
    });
  }
  const send = (body: object) => admin.post('/api/user/campaign/dropoffs/send_discount', body);
  const mailFactsTo = async (email: string) =>
    (await prisma().outboxEvent.findMany({ where: { payload: { path: ['payload', 'to'], equals: email } } })).filter((row) => (row.payload as { type: string }).type === 'mail.requested');

  async function payByCard(user: ApiUser, campaignId: number, token: string): Promise<PaymentResultDto> {
    const intentAnswer = await user.post(`/api/user/campaign/${campaignId}/payment_intent`, { terms: true, discount_token: token });
    expect(intentAnswer.statusCode).toBe(200);
    const intent = dataOf<PaymentIntentDto>(intentAnswer);
    expect(intent.amount_cents).toBe(DISCOUNTED_CAMPAIGN_FEE_CENTS);
    expect(await confirmAsBrowser(product.payments!.standIn!.apiUrl, intent.client_secret)).toBe(200);
    const paid = await user.post(`/api/user/campaign/${campaignId}/activate/`, { stripe_ref: intent.payment_intent_id, discount_token: token });
    expect(paid.statusCode).toBe(200);
    return dataOf<PaymentResultDto>(paid);
  }

  describe('the list', () => {
    it('lists dropoffs newest left first, 25 a page, with how far they got, the user and whether a discount went out; disqualified ones are left out', async () => {
      const user = await product.register('leaver');
      const mine = [];
      for (let i = 0; i < DROPOFFS_PAGE_SIZE + 2; i++) mine.push(await dropoff({ leftHoursAhead: 100 + i, lastStep: i % 2 ? 'payment_failed' : 'email_left', ...(i === 0 ? { userId: user.userId, email: user.email } : {}) }));
      const hidden = await dropoff({ leftHoursAhead: 1000, disqualified: true });
      const total = await prisma().dropoff.count({ where: { disqualified: false } });

      const first = await admin.get('/api/user/campaign/dropoffs/1');
      expect(first.statusCode).toBe(200);
      expect(first.headers['cache-control']).toBe('private, no-store');
      const page1 = first.json() as DropoffsPageResponse;
      expect(page1.meta.count).toBe(total);
      expect([page1.page, page1.has_more, page1.pages]).toEqual([1, true, Math.ceil(total / DROPOFFS_PAGE_SIZE)]);
      expect(page1.dropoffs.map((d) => d.id)).toEqual(mine.slice(2).reverse().map((d) => d.id));
      expect(page1.dropoffs.map((d) => d.id)).not.toContain(hidden.id);
      expect(page1.dropoffs[1]).toMatchObject({ last_step: 'payment_failed', discount_sent: false, discount_sent_at: null, campaign_id: null });

      const withoutPage = (await admin.get('/api/user/campaign/dropoffs')).json() as DropoffsPageResponse;
      expect(withoutPage.dropoffs.map((d) => d.id)).toEqual(page1.dropoffs.map((d) => d.id));
      const page2 = (await admin.get('/api/user/campaign/dropoffs/2')).json() as DropoffsPageResponse;
      expect(page2.dropoffs.slice(0, 2).map((d) => d.id)).toEqual([mine[1]!.id, mine[0]!.id]);
      expect(page2.dropoffs[1]).toMatchObject({ email: user.email, user_id: user.userId, username: user.username, last_step: 'email_left' });
      const last = (await admin.get(`/api/user/campaign/dropoffs/${page1.pages}`)).json() as DropoffsPageResponse;
      expect(last.has_more).toBe(false);
    });

    it('answers the pages\' addresses with the site, kept out of search indexes', async () => {
      for (const url of ['/product-pitch/dropoffs/', '/product-pitch/dropoffs/2']) {
        const response = await product.inject({ method: 'GET', url });
        expect([url, response.statusCode, response.headers['content-type']]).toEqual([url, 200, expect.stringContaining('text/html')]);
        expect(response.body).toContain('<meta name="robots" content="noindex">');
      }
    });

    it('names a bad page number', async () => {
      for (const page of ['0', 'two', '-1']) {
        const response = await admin.get(`/api/user/campaign/dropoffs/${page}`);
        expect([page, response.statusCode, errorOf(response)]).toEqual([page, 400, 'page must be a whole number from 1 to 999999']);
      }
    });
  });

  describe('sending a discount', () => {
    it('mails one link to the payment page however often it is sent, and answers the same both times', async () => {
      const user = await product.register('unpaid');
      const { campaignId } = await campaignWithDraft(product, user);
      const row = await dropoff({ email: user.email, userId: user.userId, campaignId, lastStep: 'payment_started', leftHoursAhead: 10_000 });

      const [a, b] = await Promise.all([send({ id: row.id }), send({ id: row.id })]);
      const again = await send({ id: row.id });
      for (const response of [a, b, again]) expect(response.statusCode).toBe(200);
      const answers = [a, b, again].map((response) => (response.json() as { dropoff: DropoffDto }).dropoff);
      expect(answers[1]).toEqual(answers[0]);
      expect(answers[2]).toEqual(answers[0]);
      expect(answers[0]).toMatchObject({ id: row.id, discount_sent: true, email: user.email });

      const stored = await prisma().dropoff.findUniqueOrThrow({ where: { id: row.id } });
      const token = stored.discountToken!;
      expect(token).toMatch(/^[A-Za-z0-9_-]{32,}$/);
      expect(stored.discountSentAt?.toISOString()).toBe(answers[0]!.discount_sent_at);
      expect(stored.discountSentById).toBe(admin.userId);

      const mail = await inbox().next(user.email);
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/product-pitch/payment/x10${campaignId}?discount_token=${token}`);
      expect(mail.text).toContain('$186.75');
      expect(await mailFactsTo(user.email)).toHaveLength(1);
      expect(stored.discountMailId).toBe((await mailFactsTo(user.email))[0]!.id);
      expect(inbox().mails.filter((m) => m.to.includes(user.email))).toHaveLength(1);

      const listed = ((await admin.get('/api/user/campaign/dropoffs')).json() as DropoffsPageResponse).dropoffs;
      expect(listed.find((d) => d.id === row.id)).toEqual(answers[0]);
    });

    it('sends someone without a campaign to the start of the funnel with the token, and the token gives $186.75 once only', async () => {
      const user = await product.register('nocampaign');
      const row = await dropoff({ email: user.email, userId: user.userId, lastStep: 'email_left' });
      expect((await send({ id: row.id })).statusCode).toBe(200);
      const token = (await prisma().dropoff.findUniqueOrThrow({ where: { id: row.id } })).discountToken!;
      const mail = await inbox().next(user.email);
      expect(mail.text).toContain(`${TEST_PUBLIC_URL}/product-pitch/?discount_token=${token}`);

      const lookup = await user.get(`/api/user/campaign/discount_token/${token}`);
      expect([lookup.statusCode, dataOf(lookup)]).toEqual([200, { valid: true, fee_cents: DISCOUNTED_CAMPAIGN_FEE_CENTS }]);
      const { campaignId } = await campaignWithDraft(product, user);
      const checkout = dataOf<CheckoutDto>(await user.get(`/api/user/campaign/${campaignId}/checkout?discount_token=${token}`));
      expect([checkout.fee_cents, checkout.discount_applied]).toEqual([DISCOUNTED_CAMPAIGN_FEE_CENTS, true]);
      expect((await payByCard(user, campaignId, token)).status).toBe('paid');
      const campaign = await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId } });
      expect(campaign.feeCents).toBe(DISCOUNTED_CAMPAIGN_FEE_CENTS);

      const redeemed = await user.get(`/api/user/campaign/discount_token/${token}`);
      expect([redeemed.statusCode, errorOf(redeemed)]).toEqual([404, DISCOUNT_INVALID]);
      const { campaignId: second } = await campaignWithDraft(product, user);
      const refused = await user.post(`/api/user/campaign/${second}/payment_intent`, { terms: true, discount_token: token });
      expect([refused.statusCode, errorOf(refused)]).toEqual([400, DISCOUNT_INVALID]);
      const full = dataOf<CheckoutDto>(await user.get(`/api/user/campaign/${second}/checkout?discount_token=${token}`));
      expect(full.discount_applied).toBe(false);
    });

    it('binds a token to the first campaign that pays with it: a second campaign paying at the same time is refused', async () => {
      const user = await product.register('twotabs');
      const row = await dropoff({ email: user.email, userId: user.userId, lastStep: 'email_left' });
      await send({ id: row.id });
      const token = (await prisma().dropoff.findUniqueOrThrow({ where: { id: row.id } })).discountToken!;
      const [{ campaignId: first }, { campaignId: second }] = [await campaignWithDraft(product, user), await campaignWithDraft(product, user)];
      const started = await Promise.all([first, second].map((id) => user.post(`/api/user/campaign/${id}/payment_intent`, { terms: true, discount_token: token })));
      expect(started.map((response) => response.statusCode).sort()).toEqual([200, 400]);
      const bound = (await prisma().dropoff.findUniqueOrThrow({ where: { id: row.id } })).campaignId;
      const winner = started[0]!.statusCode === 200 ? first : second;
      expect(bound).toBe(winner);
      const loser = winner === first ? second : first;
      expect(dataOf<CheckoutDto>(await user.get(`/api/user/campaign/${loser}/checkout?discount_token=${token}`)).discount_applied).toBe(false);
    });

    it('refuses a disqualified dropoff (409) and one that does not exist (404), and names a missing target', async () => {
      const row = await dropoff({ disqualified: true });
      const refused = await send({ id: row.id });
      expect([refused.statusCode, errorOf(refused)]).toEqual([409, dropoffMessages.disqualified]);
      expect(await mailFactsTo(row.email)).toHaveLength(0);
      const missing = await send({ id: 2_000_000_000 });
      expect([missing.statusCode, errorOf(missing)]).toEqual([404, dropoffMessages.notFound]);
      for (const body of [{}, { id: 'x' }, { id: -3 }, { id: 1, creative_id: 2 }]) {
        const response = await send(body);
        expect([JSON.stringify(body), response.statusCode, errorOf(response)]).toEqual([JSON.stringify(body), 400, dropoffMessages.chooseTarget]);
      }
    });

    it('writes the sending to the audit trail, once', async () => {
      const row = await dropoff();
      await send({ id: row.id });
      await send({ id: row.id });
      const audit = (await admin.get(`/api/user/staff-audit?subject_type=dropoff&subject_id=${row.id}`)).json() as StaffAuditPageResponse;
      expect(audit.entries.map((e) => [e.action, e.actor?.user_id, e.summary])).toEqual([['dropoff.send_discount', admin.userId, `Sent a discount to ${row.email}`]]);
    });
  });

  describe('disqualifying', () => {
    it('keeps the reason, takes the dropoff off the list, stops its token and writes the audit trail', async () => {
      const row = await dropoff({ leftHoursAhead: 5000 });
      await send({ id: row.id });
      const token = (await prisma().dropoff.findUniqueOrThrow({ where: { id: row.id } })).discountToken!;
      const response = await admin.post('/api/user/campaign/dropoffs/disqualify', { id: row.id, reason: '  Works for a competitor.  ' });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { dropoff: DropoffDto }).dropoff).toMatchObject({ id: row.id, disqualified: true, disqualify_reason: 'Works for a competitor.' });
      const stored = await prisma().dropoff.findUniqueOrThrow({ where: { id: row.id } });
      expect([stored.disqualified, stored.disqualifyReason, stored.disqualifiedById]).toEqual([true, 'Works for a competitor.', admin.userId]);

      const listed = ((await admin.get('/api/user/campaign/dropoffs')).json() as DropoffsPageResponse).dropoffs;
      expect(listed.map((d) => d.id)).not.toContain(row.id);
      const lookup = await admin.get(`/api/user/campaign/discount_token/${token}`);
      expect(lookup.statusCode).toBe(404);

      const audit = (await admin.get(`/api/user/staff-audit?subject_type=dropoff&subject_id=${row.id}`)).json() as StaffAuditPageResponse;
      expect(audit.entries.map((e) => e.action)).toEqual(['dropoff.disqualify', 'dropoff.send_discount']);
      expect(audit.entries[0]!.changes).toMatchObject({ reason: 'Works for a competitor.' });
    });

    it('asks for a reason, and answers a dropoff that does not exist with 404', async () => {
      const row = await dropoff();
      for (const body of [{ id: row.id }, { id: row.id, reason: '   ' }, { id: row.id, reason: 7 }]) {
        const response = await admin.post('/api/user/campaign/dropoffs/disqualify', body);
        expect([response.statusCode, errorOf(response)]).toEqual([400, dropoffMessages.reasonRequired]);
      }
      expect((await prisma().dropoff.findUniqueOrThrow({ where: { id: row.id } })).disqualified).toBe(false);
      const missing = await admin.post('/api/user/campaign/dropoffs/disqualify', { id: 2_000_000_000, reason: 'Spam' });
      expect([missing.statusCode, errorOf(missing)]).toEqual([404, dropoffMessages.notFound]);
    });
  });

  describe('passed pitches', () => {
    async function passedPitch(advertiser: ApiUser, reason: string) {
      const { campaignId, creativeId } = await campaignWithDraft(product, advertiser);
      await prisma().creative.update({ where: { id: creativeId }, data: { status: 'disapproved', disapprovalReason: reason } });
      return { campaignId, creativeId };
    }

    it('lists disapproved creatives newest first with the reason, the title and the advertiser', async () => {
      const advertiser = await product.register('passed');
      const older = await passedPitch(advertiser, 'Blurry image.');
      const newer = await passedPitch(advertiser, 'Link goes nowhere.');
      const response = await admin.get('/api/user/campaign/passed-pitches/1');
      expect(response.statusCode).toBe(200);
      const page = response.json() as PassedPitchesPageResponse;
      expect(page.meta.count).toBe(await prisma().creative.count({ where: { status: 'disapproved' } }));
      expect(page.pitches.slice(0, 2)).toEqual([
        expect.objectContaining({ creative_id: newer.creativeId, campaign_id: newer.campaignId, title: 'Wyrmscale Lantern', reason: 'Link goes nowhere.', advertiser: { user_id: advertiser.userId, username: advertiser.username, email: advertiser.email }, discount_sent_at: null }),
        expect.objectContaining({ creative_id: older.creativeId, reason: 'Blurry image.' }),
      ]);
    });

    it('sends the advertiser of a passed pitch one discount, through one dropoff, however often it is sent', async () => {
      const advertiser = await product.register('passedsend');
      const { campaignId, creativeId } = await passedPitch(advertiser, 'Too many words.');
      const answers = await Promise.all([send({ creative_id: creativeId }), send({ creative_id: creativeId })]);
      for (const response of answers) expect(response.statusCode).toBe(200);
      expect(answers[1]!.json()).toEqual(answers[0]!.json());
      const rows = await prisma().dropoff.findMany({ where: { userId: advertiser.userId } });
      expect(rows.map((r) => [r.email, r.campaignId])).toEqual([[advertiser.email, campaignId]]);
      const mail = await inbox().next(advertiser.email);
      expect(mail.text).toContain(`/product-pitch/payment/x10${campaignId}?discount_token=${rows[0]!.discountToken}`);
      expect(await mailFactsTo(advertiser.email)).toHaveLength(1);

      const listed = ((await admin.get('/api/user/campaign/passed-pitches')).json() as PassedPitchesPageResponse).pitches.find((p) => p.creative_id === creativeId);
      expect(listed).toMatchObject({ dropoff_id: rows[0]!.id, discount_sent_at: rows[0]!.discountSentAt!.toISOString() });
    });

    it('answers a creative that was not passed on as missing', async () => {
      const advertiser = await product.register('running');
      const { creativeId } = await campaignWithDraft(product, advertiser);
      const response = await send({ creative_id: creativeId });
      expect([response.statusCode, errorOf(response)]).toEqual([404, dropoffMessages.pitchNotFound]);
    });
  });
});

import { advertisingMessages, CAMPAIGN_FEE_CENTS, DISCOUNTED_CAMPAIGN_FEE_CENTS, type CheckoutDto, type PaymentIntentDto, type PaymentResultDto, type PaypalOrderDto, type ReceiptDto } from '@emberhold/contracts';
import { paymentIntentEvent, signStripeWebhook } from '../../test/support/stripe-webhook';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';
import { campaignWithDraft, dataOf, discountToken, errorOf, factsFor } from './payments.test-support';
import { LOGIN_REQUIRED, STRIPE_PUBLISHABLE_KEY } from './test-constants.test-support';
const CAMPAIGN_NOT_FOUND = 'This campaign could not be found.';
const DISCOUNT_INVALID = 'This discount code is not valid.';

/**
 * The campaign fee's calls (spec sections 5, 7 and 9) on the real services: card payments against stripe-mock
 * (Stripe's own mock of its API, stateless: a retrieved PaymentIntent is always requires_payment_method), PayPal
 * against a stateful sandbox server speaking Orders v2, the payments ledger in Postgres, and the facts in the outbox.
 */
describe('payments: the campaign fee by card and PayPal, and receipts', () => {
  const product = apiForThisFile({ posts: 60, payments: { stripe: 'stripe-mock', paypal: true } });
  const paypal = () => product.payments!.paypal!;

  const prisma = () => product.infrastructure.prisma;
  const paymentsOf = (campaignId: number) => prisma().payment.findMany({ where: { campaignId }, orderBy: { id: 'asc' } });
  const path = (campaignId: number, call: string) => `/api/user/campaign/${campaignId}/${call}`;

  async function advertiserWithCampaign(): Promise<{ advertiser: ApiUser; campaignId: number; creativeId: number }> {
    const advertiser = await product.register('advertiser');
    return { advertiser, ...(await campaignWithDraft(product, advertiser)) };
  }

  describe('who may call', () => {
    it('asks a visitor to register or log in on every payment call', async () => {
      const calls: Array<[string, string]> = [
        ['GET', '/api/user/campaign/1/checkout'],
        ['GET', '/api/user/campaign/discount_token/anything'],
        ['POST', '/api/user/campaign/1/payment_intent'],
        ['POST', '/api/user/campaign/1/activate/'],
        ['POST', '/api/user/campaign/1/create_paypal/'],
        ['POST', '/api/user/campaign/1/activate_paypal/'],
        ['GET', '/api/user/payments'],
        ['GET', '/api/user/payments/1'],
      ];
      for (const [method, url] of calls) {
        const response = await product.inject({ method: method as 'GET' | 'POST', url, ...(method === 'POST' ? { payload: { terms: true } } : {}) });
        expect([url, response.statusCode, errorOf(response)]).toEqual([url, 401, LOGIN_REQUIRED]);
      }
    });

    it("answers another advertiser's campaign, and one nobody has activated, as missing", async () => {
      const { campaignId } = await advertiserWithCampaign();
      const { campaignId: unclaimed } = await campaignWithDraft(product, null);
      const stranger = await product.register('stranger');
      for (const id of [campaignId, unclaimed, 999_999]) {
        const answers = [
          await stranger.get(path(id, 'checkout')),
          await stranger.post(path(id, 'payment_intent'), { terms: true }),
          await stranger.post(path(id, 'activate/'), { stripe_ref: 'pi_123', discount_token: null }),
          await stranger.post(path(id, 'create_paypal/'), { terms: true }),
          await stranger.post(path(id, 'activate_paypal/'), { paymentID: 'ORDER1', payerID: 'PAYER1' }),
        ];
        for (const response of answers) expect([response.statusCode, errorOf(response)]).toEqual([404, CAMPAIGN_NOT_FOUND]);
      }
      expect(await paymentsOf(campaignId)).toEqual([]);
    });

    it('refuses a cross-site write and a write without the CSRF token', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const crossSite = await advertiser.post(path(campaignId, 'payment_intent'), { terms: true }, { 'sec-fetch-site': 'cross-site' });
      expect(crossSite.statusCode).toBe(403);
      const noToken = await advertiser.post(path(campaignId, 'payment_intent'), { terms: true }, { 'x-csrf-token': '' });
      expect(noToken.statusCode).toBe(403);
      expect(await paymentsOf(campaignId)).toEqual([]);
    });
  });

  describe('checkout and discount tokens', () => {
    it('tells the payment page the fee, the payment status and the providers on offer', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const response = await advertiser.get(path(campaignId, 'checkout'));
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(dataOf<CheckoutDto>(response)).toEqual({
        campaign_id: campaignId,
        fee_cents: CAMPAIGN_FEE_CENTS,
        discount_applied: false,
        payment_status: 'unpaid',
        stripe: { publishable_key: STRIPE_PUBLISHABLE_KEY, js_url: 'https://js.stripe.com/v3/' },
        paypal: true,
      });
    });

    it('takes $62.25 off with a dropoff’s token, and ignores a token that does not apply', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const token = await discountToken(product);
      const withToken = dataOf<CheckoutDto>(await advertiser.get(`${path(campaignId, 'checkout')}?discount_token=${token}`));
      expect([withToken.fee_cents, withToken.discount_applied]).toEqual([DISCOUNTED_CAMPAIGN_FEE_CENTS, true]);
      const bound = await discountToken(product, { campaignId: (await campaignWithDraft(product, null)).campaignId });
      const disqualified = await discountToken(product, { disqualified: true });
      for (const other of ['nonsense', bound, disqualified]) {
        const checkout = dataOf<CheckoutDto>(await advertiser.get(`${path(campaignId, 'checkout')}?discount_token=${other}`));
        expect([other, checkout.fee_cents, checkout.discount_applied]).toEqual([other, CAMPAIGN_FEE_CENTS, false]);
      }
    });

    it('looks up a discount token: the fee it gives, or the 404 of a code that is not valid', async () => {
      const user = await product.register('dropoff');
      const token = await discountToken(product);
      const valid = await user.get(`/api/user/campaign/discount_token/${token}`);
      expect([valid.statusCode, dataOf(valid)]).toEqual([200, { valid: true, fee_cents: 18_675 }]);
      const disqualified = await discountToken(product, { disqualified: true });
      for (const token of ['no-such-token', disqualified]) {
        const response = await user.get(`/api/user/campaign/discount_token/${token}`);
        expect([response.statusCode, errorOf(response)]).toEqual([404, DISCOUNT_INVALID]);
      }
    });
  });

  describe('card payments (Stripe PaymentIntents, against stripe-mock)', () => {
    it('requires the terms to be accepted, in the spec’s words, before anything is created', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      for (const body of [{}, { terms: false }, { terms: 'yes' }, { terms: null, discount_token: 'x' }]) {
        for (const call of ['payment_intent', 'create_paypal/']) {
          const response = await advertiser.post(path(campaignId, call), body);
          expect([call, body, response.statusCode, errorOf(response)]).toEqual([call, body, 400, advertisingMessages.acceptConditions]);
        }
      }
      expect(await paymentsOf(campaignId)).toEqual([]);
    });

    it('creates a PaymentIntent for $249 with a pending payment, and a retried request gets the same intent', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const first = await advertiser.post(path(campaignId, 'payment_intent'), { terms: true });
      expect(first.statusCode).toBe(200);
      const intent = dataOf<PaymentIntentDto>(first);
      expect(intent.payment_intent_id).toMatch(/^pi_/);
      expect(intent.client_secret).toMatch(/_secret_/);
      expect(intent.amount_cents).toBe(CAMPAIGN_FEE_CENTS);
      const again = dataOf<PaymentIntentDto>(await advertiser.post(path(campaignId, 'payment_intent'), { terms: true }));
      expect(again.payment_intent_id).toBe(intent.payment_intent_id);

      const rows = await paymentsOf(campaignId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        userId: advertiser.userId,
        provider: 'stripe',
        kind: 'charge',
        status: 'pending',
        amountCents: CAMPAIGN_FEE_CENTS,
        currency: 'usd',
        providerRef: intent.payment_intent_id,
        idempotencyKey: `campaign-${campaignId}:stripe:${CAMPAIGN_FEE_CENTS}:attempt-0`,
        discountToken: null,
      });
      const checkout = dataOf<CheckoutDto>(await advertiser.get(path(campaignId, 'checkout')));
      expect(checkout.payment_status).toBe('unpaid');
    });

    it('makes two identical requests sent at once share one pending payment', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const answers = await Promise.all([1, 2, 3].map(() => advertiser.post(path(campaignId, 'payment_intent'), { terms: true })));
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const rows = await paymentsOf(campaignId);
      expect(rows.filter((row) => row.status === 'pending')).toHaveLength(1);
      expect(new Set(answers.map((a) => dataOf<PaymentIntentDto>(a).payment_intent_id))).toEqual(new Set([rows.find((r) => r.status === 'pending')!.providerRef]));
    });

    it('prices with a discount token, replacing an open intent for the full fee, and refuses a token for another campaign', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const full = dataOf<PaymentIntentDto>(await advertiser.post(path(campaignId, 'payment_intent'), { terms: true }));
      const token = await discountToken(product, { campaignId });
      const discounted = dataOf<PaymentIntentDto>(await advertiser.post(path(campaignId, 'payment_intent'), { terms: true, discount_token: token }));
      expect(discounted.amount_cents).toBe(DISCOUNTED_CAMPAIGN_FEE_CENTS);
      expect(discounted.payment_intent_id).not.toBe(full.payment_intent_id);
      const rows = await paymentsOf(campaignId);
      expect(rows.map((r) => [r.providerRef, r.status, r.amountCents, r.discountToken])).toEqual([
        [full.payment_intent_id, 'failed', CAMPAIGN_FEE_CENTS, null],
        [discounted.payment_intent_id, 'pending', DISCOUNTED_CAMPAIGN_FEE_CENTS, token],
      ]);
      expect(rows[1]!.idempotencyKey).toBe(`campaign-${campaignId}:stripe:${DISCOUNTED_CAMPAIGN_FEE_CENTS}:attempt-1`);

      const elsewhere = await discountToken(product, { campaignId: (await campaignWithDraft(product, null)).campaignId });
      for (const bad of [elsewhere, 'no-such-token']) {
        const response = await advertiser.post(path(campaignId, 'payment_intent'), { terms: true, discount_token: bad });
        expect([response.statusCode, errorOf(response)]).toEqual([400, DISCOUNT_INVALID]);
      }
      expect(await paymentsOf(campaignId)).toHaveLength(2);
    });

    it('answers pending while Stripe has not taken the money (stripe-mock: requires_payment_method), and 402 for a reference that is not this campaign’s', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const intent = dataOf<PaymentIntentDto>(await advertiser.post(path(campaignId, 'payment_intent'), { terms: true }));
      const activated = await advertiser.post(path(campaignId, 'activate/'), { stripe_ref: intent.payment_intent_id, discount_token: null });
      expect(activated.statusCode).toBe(202);
      const [row] = await paymentsOf(campaignId);
      expect(dataOf<PaymentResultDto>(activated)).toEqual({ status: 'pending', payment_id: row!.id });
      expect(row!.status).toBe('pending');

      const other = await advertiserWithCampaign();
      const foreign = dataOf<PaymentIntentDto>(await other.advertiser.post(path(other.campaignId, 'payment_intent'), { terms: true }));
      for (const ref of ['pi_unknown123', foreign.payment_intent_id]) {
        const response = await advertiser.post(path(campaignId, 'activate/'), { stripe_ref: ref, discount_token: null });
        expect([ref, response.statusCode, errorOf(response)]).toEqual([ref, 402, advertisingMessages.cardProblem]);
      }
      const missing = await advertiser.post(path(campaignId, 'activate/'), { discount_token: null });
      expect([missing.statusCode, errorOf(missing)]).toEqual([400, 'stripe_ref: stripe_ref is required']);
      const campaign = await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId } });
      expect(campaign.paidAt).toBeNull();
    });

    it('refuses to take a second payment for a paid campaign (409)', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      await prisma().campaign.update({ where: { id: campaignId }, data: { paidAt: new Date(), feeCents: CAMPAIGN_FEE_CENTS } });
      for (const call of ['payment_intent', 'create_paypal/']) {
        const response = await advertiser.post(path(campaignId, call), { terms: true });
        expect([call, response.statusCode, errorOf(response)]).toEqual([call, 409, 'This campaign has been paid for already.']);
      }
      expect(dataOf<CheckoutDto>(await advertiser.get(path(campaignId, 'checkout'))).payment_status).toBe('paid');
    });
  });

  describe('PayPal (Orders v2, against the sandbox server)', () => {
    async function approveAtPaypal(order: PaypalOrderDto): Promise<URL> {
      const response = await fetch(order.approve_url, { redirect: 'manual' });
      expect(response.status).toBe(302);
      return new URL(response.headers.get('location')!);
    }

    it('creates an order, the buyer approves it at PayPal, the capture records the payment once', async () => {
      const { advertiser, campaignId, creativeId } = await advertiserWithCampaign();
      const tokensBefore = paypal().calls.filter((c) => c === 'POST /v1/oauth2/token').length;
      const created = await advertiser.post(path(campaignId, 'create_paypal/'), { terms: true });
      expect(created.statusCode).toBe(200);
      const order = dataOf<PaypalOrderDto>(created);
      expect(order.approve_url).toBe(`${paypal().url}/checkoutnow?token=${order.order_id}`);
      const stored = paypal().orders.get(order.order_id)!;
      expect(stored.purchaseUnits[0]).toMatchObject({ custom_id: `campaign-${campaignId}`, amount: { currency_code: 'USD', value: '249.00' } });
      expect(stored.returnUrl).toMatch(new RegExp(`/product-pitch/payment/x10${campaignId}\\?paypal=return$`));
      expect(stored.cancelUrl).toMatch(new RegExp(`/product-pitch/payment/x10${campaignId}\\?paypal=cancel$`));
      // A retried create answers the same order.
      expect(dataOf<PaypalOrderDto>(await advertiser.post(path(campaignId, 'create_paypal/'), { terms: true })).order_id).toBe(order.order_id);
      expect(await paymentsOf(campaignId)).toMatchObject([{ provider: 'paypal', status: 'pending', providerRef: order.order_id, amountCents: CAMPAIGN_FEE_CENTS }]);

      const back = await approveAtPaypal(order);
      expect(back.pathname).toBe(`/product-pitch/payment/x10${campaignId}`);
      expect(back.searchParams.get('paypal')).toBe('return');
      expect(back.searchParams.get('token')).toBe(order.order_id);
      const payerId = back.searchParams.get('PayerID')!;
      expect(payerId).toMatch(/^PAYER/);

      const body = { paymentID: order.order_id, payerID: payerId, token: order.order_id };
      const captured = await advertiser.post(path(campaignId, 'activate_paypal/'), body);
      expect(captured.statusCode).toBe(200);
      const [row] = await paymentsOf(campaignId);
      expect(dataOf<PaymentResultDto>(captured)).toEqual({ status: 'paid', payment_id: row!.id });
      expect(row).toMatchObject({ status: 'succeeded', provider: 'paypal' });
      const campaign = await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId }, include: { creatives: true } });
      expect(campaign.paidAt).not.toBeNull();
      expect([campaign.feeCents, campaign.discountToken]).toEqual([CAMPAIGN_FEE_CENTS, null]);
      expect(campaign.creatives.map((c) => [c.id, c.status])).toEqual([[creativeId, 'pending_approval']]);

      // Capturing again (a double click, a retried call) answers paid once more and records nothing new.
      const again = await advertiser.post(path(campaignId, 'activate_paypal/'), body);
      expect([again.statusCode, dataOf<PaymentResultDto>(again)]).toEqual([200, { status: 'paid', payment_id: row!.id }]);
      expect((await paymentsOf(campaignId)).map((r) => r.status)).toEqual(['succeeded']);
      const facts = await factsFor(product, 'payment.succeeded', { campaignId });
      expect(facts).toHaveLength(1);
      expect(facts[0]).toMatchObject({
        type: 'payment.succeeded',
        version: 1,
        user_id: advertiser.userId,
        payload: { payment_id: row!.id, provider: 'paypal', amount_cents: CAMPAIGN_FEE_CENTS, currency: 'usd', campaign_id: campaignId, boost_date_id: null, post_id: null, discounted: false },
      });
      expect(dataOf<CheckoutDto>(await advertiser.get(path(campaignId, 'checkout'))).payment_status).toBe('paid');
      // One OAuth token served every call of this test.
      expect(paypal().calls.filter((c) => c === 'POST /v1/oauth2/token').length - tokensBefore).toBeLessThanOrEqual(1);
    });

    it('answers an order the buyer has not approved, or that is not this campaign’s, with the spec’s PayPal message', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const token = await discountToken(product);
      const order = dataOf<PaypalOrderDto>(await advertiser.post(path(campaignId, 'create_paypal/'), { terms: true, discount_token: token }));
      expect(paypal().orders.get(order.order_id)!.purchaseUnits[0]!.amount.value).toBe('186.75');
      const unapproved = await advertiser.post(path(campaignId, 'activate_paypal/'), { paymentID: order.order_id, payerID: 'PAYERX' });
      expect([unapproved.statusCode, errorOf(unapproved)]).toEqual([402, advertisingMessages.paypalProblem]);
      expect(paypal().orders.get(order.order_id)!.status).toBe('PAYER_ACTION_REQUIRED');
      const unknown = await advertiser.post(path(campaignId, 'activate_paypal/'), { paymentID: 'NOSUCHORDER', payerID: 'PAYERX' });
      expect([unknown.statusCode, errorOf(unknown)]).toEqual([402, advertisingMessages.paypalProblem]);
      expect((await paymentsOf(campaignId)).map((r) => [r.status, r.amountCents, r.discountToken])).toEqual([['pending', DISCOUNTED_CAMPAIGN_FEE_CENTS, token]]);

      // Approved afterwards, the same order is captured and the campaign keeps its discount.
      paypal().approve(order.order_id);
      const paid = await advertiser.post(path(campaignId, 'activate_paypal/'), { paymentID: order.order_id, payerID: 'PAYERX' });
      expect(dataOf<PaymentResultDto>(paid).status).toBe('paid');
      const campaign = await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId } });
      expect([campaign.feeCents, campaign.discountToken]).toEqual([DISCOUNTED_CAMPAIGN_FEE_CENTS, token]);
      const [fact] = await factsFor(product, 'payment.succeeded', { campaignId });
      expect((fact!.payload as { discounted: boolean }).discounted).toBe(true);
    });

    it('does not capture an approved order once the campaign was paid by card meanwhile', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const order = dataOf<PaypalOrderDto>(await advertiser.post(path(campaignId, 'create_paypal/'), { terms: true }));
      const payerId = paypal().approve(order.order_id)!;
      const intent = dataOf<PaymentIntentDto>(await advertiser.post(path(campaignId, 'payment_intent'), { terms: true }));
      const signed = signStripeWebhook(product.payments!.webhookSecret, paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS }));
      expect((await product.inject({ method: 'POST', url: '/api/stripe/webhook', payload: signed.payload, headers: signed.headers })).statusCode).toBe(200);

      const capture = await advertiser.post(path(campaignId, 'activate_paypal/'), { paymentID: order.order_id, payerID: payerId });
      expect([capture.statusCode, errorOf(capture)]).toEqual([409, 'This campaign has been paid for already.']);
      expect(paypal().orders.get(order.order_id)!.status).toBe('APPROVED');
      expect((await paymentsOf(campaignId)).map((r) => [r.provider, r.status])).toEqual([
        ['paypal', 'pending'],
        ['stripe', 'succeeded'],
      ]);
    });

    it('puts the paid campaign’s creative in the approval queue', async () => {
      const { advertiser, campaignId, creativeId } = await advertiserWithCampaign();
      const admin = await product.registerAdmin('approver');
      const order = dataOf<PaypalOrderDto>(await advertiser.post(path(campaignId, 'create_paypal/'), { terms: true }));
      const payerId = paypal().approve(order.order_id)!;
      expect((await advertiser.post(path(campaignId, 'activate_paypal/'), { paymentID: order.order_id, payerID: payerId })).statusCode).toBe(200);
      const queue = await admin.get('/api/user/creative/unapproved/all');
      expect(queue.statusCode).toBe(200);
      expect((queue.json() as { creatives: Array<{ id: number; campaign_id: number }> }).creatives).toContainEqual(expect.objectContaining({ id: creativeId, campaign_id: campaignId }));
    });
  });

  describe('receipts', () => {
    it('lists the user’s payments newest first, shows one, and answers someone else’s as missing', async () => {
      const { advertiser, campaignId } = await advertiserWithCampaign();
      const second = await campaignWithDraft(product, advertiser);
      const receipts: number[] = [];
      for (const id of [campaignId, second.campaignId]) {
        const order = dataOf<PaypalOrderDto>(await advertiser.post(path(id, 'create_paypal/'), { terms: true }));
        receipts.push(dataOf<PaymentResultDto>(await advertiser.post(path(id, 'activate_paypal/'), { paymentID: order.order_id, payerID: paypal().approve(order.order_id)! })).payment_id!);
      }
      // An attempt that never went through is not a receipt.
      const open = dataOf<PaymentIntentDto>(await advertiser.post(path((await campaignWithDraft(product, advertiser)).campaignId, 'payment_intent'), { terms: true }));

      const list = await advertiser.get('/api/user/payments');
      expect(list.statusCode).toBe(200);
      expect((list.json() as { meta: { count: number } }).meta.count).toBe(2);
      const all = dataOf<ReceiptDto[]>(list);
      expect(all.map((r) => r.id)).toEqual([receipts[1], receipts[0]]);
      expect(all[1]).toEqual({
        id: receipts[0],
        number: `EH-${String(receipts[0]).padStart(6, '0')}`,
        kind: 'charge',
        status: 'succeeded',
        provider: 'paypal',
        provider_ref: expect.any(String),
        amount_cents: CAMPAIGN_FEE_CENTS,
        currency: 'usd',
        description: `Campaign fee for campaign #${campaignId}`,
        created_at: expect.any(String),
        campaign_id: campaignId,
        boost: null,
        refund_of: null,
      });

      const one = await advertiser.get(`/api/user/payments/${receipts[0]}`);
      expect([one.statusCode, dataOf(one)]).toEqual([200, all[1]]);
      const pending = (await prisma().payment.findUniqueOrThrow({ where: { providerRef: open.payment_intent_id } })).id;
      expect(dataOf<ReceiptDto>(await advertiser.get(`/api/user/payments/${pending}`)).status).toBe('pending');

      const stranger = await product.register('stranger');
      for (const id of [receipts[0], 999_999]) {
        const response = await stranger.get(`/api/user/payments/${id}`);
        expect([response.statusCode, errorOf(response)]).toEqual([404, 'This payment could not be found.']);
      }
      expect(dataOf<ReceiptDto[]>(await stranger.get('/api/user/payments'))).toEqual([]);
    });
  });
});

describe('payments: a site without payment providers', () => {
  const product = apiForThisFile({ posts: 50 });

  it('offers neither card nor PayPal and answers their calls with 503', async () => {
    const advertiser = await product.register('advertiser');
    const { campaignId } = await campaignWithDraft(product, advertiser);
    const checkout = dataOf<CheckoutDto>(await advertiser.get(`/api/user/campaign/${campaignId}/checkout`));
    expect([checkout.stripe, checkout.paypal, checkout.fee_cents]).toEqual([null, false, CAMPAIGN_FEE_CENTS]);
    const card = await advertiser.post(`/api/user/campaign/${campaignId}/payment_intent`, { terms: true });
    expect([card.statusCode, errorOf(card)]).toEqual([503, 'Card payments are not available on this site.']);
    const paypal = await advertiser.post(`/api/user/campaign/${campaignId}/create_paypal/`, { terms: true });
    expect([paypal.statusCode, errorOf(paypal)]).toEqual([503, 'PayPal payments are not available on this site.']);
    const webhook = await product.inject({ method: 'POST', url: '/api/stripe/webhook', payload: { id: 'evt_1' }, headers: { 'stripe-signature': 't=1,v1=00' } });
    expect(webhook.statusCode).toBe(503);
    expect(await product.infrastructure.prisma.payment.count({ where: { campaignId } })).toBe(0);
  });
});

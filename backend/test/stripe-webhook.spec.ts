import { randomBytes } from 'node:crypto';
import { CAMPAIGN_FEE_CENTS, DISCOUNTED_CAMPAIGN_FEE_CENTS, type PaymentIntentDto, type PaymentResultDto, type ReceiptDto } from '@emberhold/contracts';
import { chargeRefundedEvent, paymentIntentEvent, signStripeWebhook, stripeEvent, stripeId, testWebhookSecret } from '../../test/support/stripe-webhook';
import { CardPaymentsService } from '../src/payments/application/card-payments.service';
import { apiForThisFile, type ApiUser, type InjectedResponse } from './api-under-test.test-support';
import { campaignWithDraft, confirmAsBrowser, dataOf, discountToken, errorOf, factsFor } from './payments.test-support';
import { STRIPE_PUBLISHABLE_KEY } from './test-constants.test-support';

/**
 * Stripe's webhook (POST /api/stripe/webhook) and the page's activate call on the real services: signatures checked on
 * the raw bytes exactly as Stripe signs them, payments recorded once however often, however concurrently and in
 * whichever order the webhook and the page report them, refunds as new ledger rows, and the same recording for a boost
 * bought through CardPaymentsService. Stripe is stripe-mock behind the Stripe.js stand-in, which keeps what the page
 * did to each intent (stripe-mock alone forgets it).
 */
describe('payments: the Stripe webhook', () => {
  const product = apiForThisFile({ posts: 60, payments: { stripe: 'stand-in', paypal: true } });
  const standIn = () => product.payments!.standIn!;

  const prisma = () => product.infrastructure.prisma;
  const paymentsOf = (campaignId: number) => prisma().payment.findMany({ where: { campaignId }, orderBy: { id: 'asc' } });

  function deliver(event: object, options: { secret?: string; timestamp?: number; tamper?: (payload: string) => string; headers?: Record<string, string> } = {}): Promise<InjectedResponse> {
    const signed = signStripeWebhook(options.secret ?? product.payments!.webhookSecret, event, options.timestamp === undefined ? {} : { timestamp: options.timestamp });
    return product.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: options.tamper ? options.tamper(signed.payload) : signed.payload,
      headers: { ...signed.headers, ...options.headers },
    });
  }

  /** A campaign of a new advertiser with a draft creative and a pending card payment (its PaymentIntent from stripe-mock). */
  async function pendingCardPayment(token?: string): Promise<{ advertiser: ApiUser; campaignId: number; creativeId: number; intent: PaymentIntentDto }> {
    const advertiser = await product.register('advertiser');
    const { campaignId, creativeId } = await campaignWithDraft(product, advertiser);
    const discount = token === undefined ? {} : { discount_token: token === '' ? await discountToken(product, { campaignId }) : token };
    const response = await advertiser.post(`/api/user/campaign/${campaignId}/payment_intent`, { terms: true, ...discount });
    expect(response.statusCode).toBe(200);
    return { advertiser, campaignId, creativeId, intent: dataOf<PaymentIntentDto>(response) };
  }

  describe('signatures', () => {
    it('refuses a missing, wrong, stale or tampered signature with 400 and changes nothing', async () => {
      const { campaignId, intent } = await pendingCardPayment();
      const event = paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS });
      const answers = [
        await product.inject({ method: 'POST', url: '/api/stripe/webhook', payload: JSON.stringify(event), headers: { 'content-type': 'application/json' } }),
        await deliver(event, { secret: testWebhookSecret() }),
        await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 }),
        await deliver(event, { tamper: (payload) => payload.replace(String(CAMPAIGN_FEE_CENTS), '100') }),
        await deliver(event, { headers: { 'stripe-signature': 't=1,v1=deadbeef' } }),
      ];
      for (const response of answers) {
        expect([response.statusCode, errorOf(response)]).toEqual([400, 'The Stripe-Signature header does not match this payload.']);
      }
      expect((await paymentsOf(campaignId)).map((r) => r.status)).toEqual(['pending']);
    });

    it('acknowledges event types it does not use, and intents that are not ours', async () => {
      const ignored = await deliver(stripeEvent('customer.created', { id: stripeId('cus'), object: 'customer' }));
      expect([ignored.statusCode, dataOf(ignored)]).toEqual([200, { received: true, outcome: 'ignored' }]);
      const stranger = await deliver(paymentIntentEvent('payment_intent.succeeded', { id: stripeId('pi'), amount: 500 }));
      expect([stranger.statusCode, dataOf(stranger)]).toEqual([200, { received: true, outcome: 'unchanged' }]);
    });
  });

  describe('payment_intent.succeeded', () => {
    it('pays the campaign: one succeeded payment, the creative sent for approval, one payment.succeeded fact', async () => {
      const { advertiser, campaignId, creativeId, intent } = await pendingCardPayment('');
      const event = paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: DISCOUNTED_CAMPAIGN_FEE_CENTS, metadata: { campaign_id: String(campaignId) } });
      const response = await deliver(event);
      expect([response.statusCode, dataOf(response)]).toEqual([200, { received: true, outcome: 'recorded' }]);

      const rows = await paymentsOf(campaignId);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ status: 'succeeded', kind: 'charge', amountCents: DISCOUNTED_CAMPAIGN_FEE_CENTS, providerRef: intent.payment_intent_id });
      const campaign = await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId }, include: { creatives: true } });
      expect(campaign.paidAt).not.toBeNull();
      expect([campaign.feeCents, campaign.discountToken]).toEqual([DISCOUNTED_CAMPAIGN_FEE_CENTS, rows[0]!.discountToken]);
      expect(campaign.creatives.map((c) => [c.id, c.status])).toEqual([[creativeId, 'pending_approval']]);
      const facts = await factsFor(product, 'payment.succeeded', { campaignId });
      expect(facts).toHaveLength(1);
      expect(facts[0]).toMatchObject({
        user_id: advertiser.userId,
        payload: { payment_id: rows[0]!.id, provider: 'stripe', amount_cents: DISCOUNTED_CAMPAIGN_FEE_CENTS, campaign_id: campaignId, discounted: true },
      });

      // The page's activate call arriving after the webhook finds it paid.
      const activated = await advertiser.post(`/api/user/campaign/${campaignId}/activate/`, { stripe_ref: intent.payment_intent_id, discount_token: null });
      expect([activated.statusCode, dataOf<PaymentResultDto>(activated)]).toEqual([200, { status: 'paid', payment_id: rows[0]!.id }]);
      const receipts = dataOf<ReceiptDto[]>(await advertiser.get('/api/user/payments'));
      expect(receipts.map((r) => [r.id, r.provider, r.amount_cents, r.description])).toEqual([
        [rows[0]!.id, 'stripe', DISCOUNTED_CAMPAIGN_FEE_CENTS, `Campaign fee for campaign #${campaignId} (discounted)`],
      ]);
    });

    it('records the same event delivered 5 times in a row and 5 times at once exactly once', async () => {
      const { campaignId, intent } = await pendingCardPayment();
      const event = paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS });
      const inARow: string[] = [];
      for (let i = 0; i < 5; i++) inARow.push((dataOf(await deliver(event)) as { outcome: string }).outcome);
      expect(inARow).toEqual(['recorded', 'unchanged', 'unchanged', 'unchanged', 'unchanged']);
      const paidAt = (await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId } })).paidAt;

      const second = await pendingCardPayment();
      const secondEvent = paymentIntentEvent('payment_intent.succeeded', { id: second.intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS });
      const atOnce = await Promise.all([...Array(5)].map(() => deliver(secondEvent)));
      expect(atOnce.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
      expect(atOnce.map((r) => (dataOf(r) as { outcome: string }).outcome).sort()).toEqual(['recorded', 'unchanged', 'unchanged', 'unchanged', 'unchanged']);

      for (const id of [campaignId, second.campaignId]) {
        expect((await paymentsOf(id)).map((r) => [r.kind, r.status])).toEqual([['charge', 'succeeded']]);
        expect(await factsFor(product, 'payment.succeeded', { campaignId: id })).toHaveLength(1);
      }
      expect((await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId } })).paidAt).toEqual(paidAt);
    });

    it('leaves the payment pending when the amount Stripe received is not the fee', async () => {
      const { campaignId, intent } = await pendingCardPayment();
      const response = await deliver(paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: 1099 }));
      expect([response.statusCode, dataOf(response)]).toEqual([200, { received: true, outcome: 'unchanged' }]);
      expect((await paymentsOf(campaignId)).map((r) => r.status)).toEqual(['pending']);
      expect((await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId } })).paidAt).toBeNull();
    });
  });

  describe('the page confirming the card, and the webhook', () => {
    const activate = (advertiser: ApiUser, campaignId: number, ref: string) =>
      advertiser.post(`/api/user/campaign/${campaignId}/activate/`, { stripe_ref: ref, discount_token: null });

    it('records the payment on activate once the page confirmed the card; the webhook afterwards changes nothing', async () => {
      const { advertiser, campaignId, creativeId, intent } = await pendingCardPayment();
      expect(intent.client_secret).toMatch(new RegExp(`^${intent.payment_intent_id}_secret_`));
      const early = await activate(advertiser, campaignId, intent.payment_intent_id);
      expect([early.statusCode, dataOf<PaymentResultDto>(early).status]).toEqual([202, 'pending']);

      expect(await confirmAsBrowser(standIn().apiUrl, intent.client_secret)).toBe(200);
      const paid = await activate(advertiser, campaignId, intent.payment_intent_id);
      const [row] = await paymentsOf(campaignId);
      expect([paid.statusCode, dataOf<PaymentResultDto>(paid)]).toEqual([200, { status: 'paid', payment_id: row!.id }]);
      expect(row!.status).toBe('succeeded');
      const campaign = await prisma().campaign.findUniqueOrThrow({ where: { id: campaignId }, include: { creatives: true } });
      expect([campaign.feeCents, campaign.creatives.map((c) => [c.id, c.status])]).toEqual([CAMPAIGN_FEE_CENTS, [[creativeId, 'pending_approval']]]);

      const late = await deliver(paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS }));
      expect(dataOf(late)).toEqual({ received: true, outcome: 'unchanged' });
      expect(await factsFor(product, 'payment.succeeded', { campaignId })).toHaveLength(1);
      expect((await advertiser.get(`/api/user/campaign/${campaignId}/checkout`)).json()).toMatchObject({ data: { payment_status: 'paid' } });
    });

    it('records one payment when the page’s activate calls and Stripe’s webhook deliveries race', async () => {
      const { advertiser, campaignId, intent } = await pendingCardPayment();
      expect(await confirmAsBrowser(standIn().apiUrl, intent.client_secret)).toBe(200);
      const event = paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS });
      const answers = await Promise.all([
        activate(advertiser, campaignId, intent.payment_intent_id),
        deliver(event),
        activate(advertiser, campaignId, intent.payment_intent_id),
        deliver(event),
        activate(advertiser, campaignId, intent.payment_intent_id),
        deliver(event),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
      const [row] = await paymentsOf(campaignId);
      for (const index of [0, 2, 4]) expect(dataOf(answers[index]!)).toEqual({ status: 'paid', payment_id: row!.id });
      expect((await paymentsOf(campaignId)).map((r) => r.status)).toEqual(['succeeded']);
      expect(await factsFor(product, 'payment.succeeded', { campaignId })).toHaveLength(1);
    });

    it('answers a declined card pending (Stripe lets the page try another card), and a cancelled intent with 402', async () => {
      const { advertiser, campaignId, intent } = await pendingCardPayment();
      expect(await confirmAsBrowser(standIn().apiUrl, intent.client_secret, '4000000000000002')).toBe(402);
      const declined = await activate(advertiser, campaignId, intent.payment_intent_id);
      expect([declined.statusCode, dataOf<PaymentResultDto>(declined).status]).toEqual([202, 'pending']);

      standIn().intents.get(intent.payment_intent_id)!.status = 'canceled';
      const cancelled = await activate(advertiser, campaignId, intent.payment_intent_id);
      expect([cancelled.statusCode, errorOf(cancelled)]).toEqual([402, 'There was a problem processing your card.']);
      expect((await paymentsOf(campaignId)).map((r) => r.status)).toEqual(['failed']);
    });
  });

  describe('failures and refunds', () => {
    it('marks a declined payment failed, and the next attempt gets a new PaymentIntent', async () => {
      const { advertiser, campaignId, intent } = await pendingCardPayment();
      const failed = await deliver(paymentIntentEvent('payment_intent.payment_failed', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS }));
      expect(dataOf(failed)).toEqual({ received: true, outcome: 'failed' });
      expect(dataOf(await deliver(paymentIntentEvent('payment_intent.canceled', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS })))).toEqual({ received: true, outcome: 'unchanged' });
      const declined = await advertiser.post(`/api/user/campaign/${campaignId}/activate/`, { stripe_ref: intent.payment_intent_id, discount_token: null });
      expect([declined.statusCode, errorOf(declined)]).toEqual([402, 'There was a problem processing your card.']);

      const retry = dataOf<PaymentIntentDto>(await advertiser.post(`/api/user/campaign/${campaignId}/payment_intent`, { terms: true }));
      expect(retry.payment_intent_id).not.toBe(intent.payment_intent_id);
      expect((await paymentsOf(campaignId)).map((r) => [r.status, r.idempotencyKey])).toEqual([
        ['failed', `campaign-${campaignId}:stripe:${CAMPAIGN_FEE_CENTS}:attempt-0`],
        ['pending', `campaign-${campaignId}:stripe:${CAMPAIGN_FEE_CENTS}:attempt-1`],
      ]);
    });

    it('records a refund as a new row pointing at its charge, once, and leaves the charge as it was', async () => {
      const { advertiser, campaignId, intent } = await pendingCardPayment();
      await deliver(paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS }));
      const [charge] = await paymentsOf(campaignId);

      const refund = chargeRefundedEvent({ paymentIntentId: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS, amountRefunded: CAMPAIGN_FEE_CENTS });
      const answers = await Promise.all([deliver(refund), deliver(refund), deliver(refund)]);
      expect(answers.map((a) => (dataOf(a) as { outcome: string }).outcome).sort()).toEqual(['refunded', 'unchanged', 'unchanged']);

      const rows = await paymentsOf(campaignId);
      expect(rows).toHaveLength(2);
      expect(rows[0]).toEqual(charge);
      expect(rows[1]).toMatchObject({ kind: 'refund', status: 'succeeded', amountCents: CAMPAIGN_FEE_CENTS, refundOfId: charge!.id, userId: advertiser.userId, provider: 'stripe' });
      const facts = await factsFor(product, 'payment.refunded', { campaignId });
      expect(facts).toHaveLength(1);
      expect(facts[0]).toMatchObject({ payload: { payment_id: rows[1]!.id, refund_of: charge!.id, amount_cents: CAMPAIGN_FEE_CENTS, campaign_id: campaignId } });

      const receipts = dataOf<ReceiptDto[]>(await advertiser.get('/api/user/payments'));
      expect(receipts.map((r) => [r.kind, r.refund_of, r.description])).toEqual([
        ['refund', charge!.id, `Refund of EH-${String(charge!.id).padStart(6, '0')}`],
        ['charge', null, `Campaign fee for campaign #${campaignId}`],
      ]);
    });

    it('records partial refunds listed on the charge one row each, never more than the charge', async () => {
      const { campaignId, intent } = await pendingCardPayment();
      await deliver(paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS }));
      const chargeId = stripeId('ch');
      const first = { id: stripeId('re'), amount: 5_000 };
      const second = { id: stripeId('re'), amount: 10_000 };
      await deliver(chargeRefundedEvent({ paymentIntentId: intent.payment_intent_id, chargeId, amount: CAMPAIGN_FEE_CENTS, amountRefunded: 5_000, refunds: [first] }));
      await deliver(chargeRefundedEvent({ paymentIntentId: intent.payment_intent_id, chargeId, amount: CAMPAIGN_FEE_CENTS, amountRefunded: 15_000, refunds: [second, first] }));
      const tooMuch = { id: stripeId('re'), amount: 20_000 };
      await deliver(chargeRefundedEvent({ paymentIntentId: intent.payment_intent_id, chargeId, amount: CAMPAIGN_FEE_CENTS, amountRefunded: 35_000, refunds: [tooMuch, second, first] }));
      const refunds = (await paymentsOf(campaignId)).filter((r) => r.kind === 'refund');
      expect(refunds.map((r) => [r.providerRef, r.amountCents])).toEqual([
        [first.id, 5_000],
        [second.id, 10_000],
      ]);
    });
  });

  describe('boosts through CardPaymentsService', () => {
    it('pays a boost date: pending_payment → paid with payment.succeeded and boost.paid facts', async () => {
      const buyer = await product.register('booster');
      const post = await prisma().post.findFirstOrThrow({ where: { status: 'published', type: 'post' }, select: { id: true, slug: true, title: true } });
      const date = new Date(Date.UTC(2090 + (randomBytes(1)[0]! % 9), randomBytes(1)[0]! % 12, 1 + (randomBytes(1)[0]! % 28)));
      const boost = await prisma().boostDate.create({ data: { postId: post.id, date, priceCents: 49_800, userId: buyer.userId, email: buyer.email } });
      const cards = product.app.get(CardPaymentsService);
      expect(cards.checkout).toEqual({ publishable_key: STRIPE_PUBLISHABLE_KEY, js_url: standIn().url });

      const request = { userId: buyer.userId, email: buyer.email, purpose: { boostDateId: boost.id }, amountCents: 49_800, description: `Boost of “${post.title}”` };
      const intent = await cards.startCardPayment(request);
      expect((await cards.startCardPayment(request)).payment_intent_id).toBe(intent.payment_intent_id);
      expect(await cards.confirmCardPayment(intent.payment_intent_id, { boostDateId: boost.id })).toMatchObject({ status: 'pending' });
      await expect(cards.confirmCardPayment(intent.payment_intent_id, { campaignId: 1 })).rejects.toMatchObject({ kind: 'payment_required' });

      const event = paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: 49_800, metadata: { boost_date_id: String(boost.id) } });
      expect(dataOf(await deliver(event))).toEqual({ received: true, outcome: 'recorded' });
      expect(dataOf(await deliver(event))).toEqual({ received: true, outcome: 'unchanged' });
      expect((await prisma().boostDate.findUniqueOrThrow({ where: { id: boost.id } })).status).toBe('paid');
      const payment = await prisma().payment.findFirstOrThrow({ where: { boostDateId: boost.id } });
      expect(await cards.confirmCardPayment(intent.payment_intent_id, { boostDateId: boost.id })).toEqual({ status: 'paid', payment_id: payment.id });
      await expect(cards.startCardPayment(request)).rejects.toMatchObject({ kind: 'conflict' });

      const [paid] = await factsFor(product, 'boost.paid', { boostDateId: boost.id });
      expect(paid).toMatchObject({ payload: { boost_date_id: boost.id, post_id: post.id, date: date.toISOString().slice(0, 10), payment_id: payment.id, amount_cents: 49_800 } });
      const [succeeded] = await factsFor(product, 'payment.succeeded', { boostDateId: boost.id });
      expect(succeeded).toMatchObject({ payload: { payment_id: payment.id, boost_date_id: boost.id, post_id: post.id, campaign_id: null } });
      const [receipt] = dataOf<ReceiptDto[]>(await buyer.get('/api/user/payments'));
      expect(receipt).toMatchObject({ boost: { post_slug: post.slug, date: date.toISOString().slice(0, 10) }, campaign_id: null, description: `Boost of “${post.title}” on ${date.toISOString().slice(0, 10)}` });
    });
  });
});

import { eventually } from '@emberhold/infra';
import { CAMPAIGN_FEE_CENTS, type FunnelReportDto, type PaypalOrderDto, temporarySignupMessage } from '@emberhold/contracts';
import { DropoffDerivation } from '@emberhold/pipeline';
import { paymentIntentEvent, signStripeWebhook } from '../../test/support/stripe-webhook';
import { funnelIdOf } from '../src/advertising/domain/funnel';
import { apiForThisFile, type ApiUser } from './api-under-test.test-support';
import { funnelCalls } from './advertiser-funnel.test-support';
import { dataOf, errorOf } from './payments.test-support';
import { DESKTOP_CHROME, PIPELINE_SETTLES } from './test-constants.test-support';

const HOUR_MS = 60 * 60_000;

/**
 * The advertiser funnel as facts (spec section 4): each step goes through the outbox to ClickHouse's events as
 * `funnel.step` under a digest of the temp id; the temporary signup keeps an email for a funnel (spec section 5); the
 * dropoff job makes the funnels that left an email and did not pay into dropoffs, once each; and staff read the
 * funnel by week. Payments against stripe-mock and the PayPal sandbox stand-in.
 */
describe('the advertiser funnel: step facts, temporary signup, dropoffs and the funnel report', () => {
  const product = apiForThisFile({ posts: 60, payments: { stripe: 'stripe-mock', paypal: true }, env: { DROPOFF_AFTER_HOURS: '1' } });
  const funnel = funnelCalls(product);
  const prisma = () => product.infrastructure.prisma;
  const path = (campaignId: number, call: string) => `/api/user/campaign/${campaignId}/${call}`;

  const signup = (body: object | string) =>
    product.inject({ method: 'POST', url: '/api/user/temporary-signup', payload: body, headers: { 'user-agent': DESKTOP_CHROME } });

  /** The steps of a funnel in ClickHouse, in the order they happened, once every one of `expected` is there. */
  async function stepsInClickHouse(tempId: string, expected: string[]): Promise<Array<{ step: string; campaign_id: number; payload: string }>> {
    return eventually(async () => {
      const rows = await product.infrastructure.analytics.query<{ step: string; campaign_id: string | number; payload: string }>(
        `SELECT JSONExtractString(payload, 'step') AS step, campaign_id, payload FROM events FINAL
         WHERE type = 'funnel.step' AND JSONExtractString(payload, 'funnel_id') = {funnel:String}
         ORDER BY occurred_at, step`,
        { funnel: funnelIdOf(tempId) },
      );
      const steps = rows.map((r) => r.step);
      for (const step of expected) expect(steps).toContain(step);
      return rows.map((r) => ({ ...r, campaign_id: Number(r.campaign_id) }));
    }, PIPELINE_SETTLES);
  }

  /** A funnel through the signed-in part: a saved draft, and the campaign activated by a new account. */
  async function activatedFunnel(): Promise<{ tempId: string; campaignId: number; advertiser: ApiUser }> {
    const { tempId, campaignId } = await funnel.draft();
    const advertiser = await product.register('funnel');
    expect((await funnel.activate(advertiser, tempId)).statusCode).toBe(200);
    return { tempId, campaignId, advertiser };
  }

  const report = async (user: ApiUser, query = '') => {
    const response = await user.get(`/api/user/campaign/funnel-report${query}`);
    expect(response.statusCode).toBe(200);
    return dataOf<FunnelReportDto>(response);
  };
  const totals = (data: FunnelReportDto) => Object.fromEntries(data.total.steps.map((s) => [s.step, s.funnels]));

  describe('the funnel report (staff)', () => {
    it('counts, by week of start, the funnels that reached each step, with the conversion from step to step', async () => {
      const admin = await product.registerAdmin('funnelstaff');
      const before = await report(admin);
      expect(before.weeks).toHaveLength(12);
      // The demo's funnels are there from the first start, losing people at each step.
      expect(before.total.steps[0]!.funnels).toBeGreaterThan(100);
      expect(before.total.steps.at(-1)!.funnels).toBeGreaterThan(0);
      expect(before.total.steps.at(-1)!.funnels).toBeLessThan(before.total.steps[0]!.funnels);
      expect(before.weeks.map((w) => w.steps.map((s) => s.step))[0]).toEqual(['started', 'creative_saved', 'advertiser_activated', 'payment_started', 'payment_succeeded']);

      // Three funnels: one only started, one with a saved creative and an email left, one activated.
      const onlyStarted = await funnel.start();
      const saved = await funnel.draft('Emberglass Bowl');
      expect((await signup({ temp_id: saved.tempId, email: 'bowl.maker@example.test' })).statusCode).toBe(200);
      const activated = await activatedFunnel();
      await stepsInClickHouse(onlyStarted, ['started']);
      await stepsInClickHouse(saved.tempId, ['started', 'creative_saved', 'email_left']);
      await stepsInClickHouse(activated.tempId, ['started', 'creative_saved', 'advertiser_activated']);

      const after = await report(admin);
      const [was, now] = [totals(before), totals(after)];
      expect(Object.fromEntries(Object.entries(now).map(([step, n]) => [step, n - (was[step] ?? 0)]))).toEqual({
        started: 3,
        creative_saved: 2,
        advertiser_activated: 1,
        payment_started: 0,
        payment_succeeded: 0,
      });
      expect(after.total.emails_left - before.total.emails_left).toBe(1);
      // Conversion is the share of the previous step's funnels.
      const step = after.total.steps[1]!;
      expect(step.conversion).toBeCloseTo(step.funnels / after.total.steps[0]!.funnels, 4);
      expect(after.total.steps[0]!.conversion).toBeNull();

      expect((await report(admin, '?weeks=1')).weeks).toHaveLength(1);
      for (const weeks of ['0', '53', 'x', '1.5']) {
        const bad = await admin.get(`/api/user/campaign/funnel-report?weeks=${weeks}`);
        expect([weeks, bad.statusCode]).toEqual([weeks, 400]);
      }
    });

    it('is for staff only: 401 for a visitor, 403 for a user without the access flag', async () => {
      const visitor = await product.inject({ method: 'GET', url: '/api/user/campaign/funnel-report', headers: { 'user-agent': DESKTOP_CHROME } });
      expect(visitor.statusCode).toBe(401);
      const user = await product.register('notstaff');
      expect((await user.get('/api/user/campaign/funnel-report')).statusCode).toBe(403);
    });
  });

  describe('temporary signup', () => {
    it('refuses a missing or invalid email in the spec’s words', async () => {
      const tempId = await funnel.start();
      for (const body of [{ temp_id: tempId }, { temp_id: tempId, email: '' }, { temp_id: tempId, email: 'not-an-email' }, {}]) {
        const response = await signup(body);
        expect([JSON.stringify(body), response.statusCode, errorOf(response)]).toEqual([JSON.stringify(body), 400, temporarySignupMessage]);
      }
      expect(await prisma().funnelSignup.findUnique({ where: { tempId } })).toBeNull();
    });

    it('keeps the email for the funnel, replaces it when left again, and never sends it to ClickHouse', async () => {
      const tempId = await funnel.start();
      expect((await signup({ temp_id: tempId, email: 'First.Try@Example.test' })).statusCode).toBe(200);
      expect((await signup({ temp_id: tempId, email: 'lantern.maker@example.test' })).statusCode).toBe(200);
      expect(await prisma().funnelSignup.findUnique({ where: { tempId } })).toMatchObject({ funnelId: funnelIdOf(tempId), email: 'lantern.maker@example.test' });
      const rows = await stepsInClickHouse(tempId, ['started', 'email_left']);
      for (const row of rows) {
        expect(row.payload).not.toMatch(/example\.test/i);
        expect(row.payload).not.toContain(tempId);
      }
    });

    it('limits the signups of one email address (429 past five an hour)', async () => {
      const answers: number[] = [];
      for (let i = 0; i < 6; i++) answers.push((await signup({ temp_id: await funnel.start(), email: 'eager.maker@example.test' })).statusCode);
      expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    });
  });

  describe('step facts', () => {
    it('records every step of a card-paid funnel, a declined card included, in ClickHouse', async () => {
      const { tempId, campaignId, advertiser } = await activatedFunnel();
      expect((await signup({ temp_id: tempId, email: 'card.payer@example.test' })).statusCode).toBe(200);
      const intent = dataOf<{ payment_intent_id: string }>(await advertiser.post(path(campaignId, 'payment_intent'), { terms: true }));
      const webhook = async (type: 'payment_intent.payment_failed' | 'payment_intent.succeeded') => {
        const signed = signStripeWebhook(product.payments!.webhookSecret, paymentIntentEvent(type, { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS }));
        expect((await product.inject({ method: 'POST', url: '/api/stripe/webhook', payload: signed.payload, headers: signed.headers })).statusCode).toBe(200);
      };
      await webhook('payment_intent.payment_failed');
      // Stripe lets a declined intent be confirmed again: it succeeds after all.
      await webhook('payment_intent.succeeded');

      const rows = await stepsInClickHouse(tempId, ['started', 'creative_saved', 'email_left', 'advertiser_activated', 'payment_started', 'payment_failed', 'payment_succeeded']);
      expect(rows.filter((r) => r.step !== 'started').every((r) => r.campaign_id === campaignId)).toBe(true);
      expect(rows.filter((r) => r.step === 'payment_succeeded')).toHaveLength(1);
    });

    it('records a PayPal order as a payment started, and a capture PayPal refuses as a payment failed', async () => {
      const { tempId, campaignId, advertiser } = await activatedFunnel();
      const order = dataOf<PaypalOrderDto>(await advertiser.post(path(campaignId, 'create_paypal/'), { terms: true }));
      const refused = await advertiser.post(path(campaignId, 'activate_paypal/'), { paymentID: order.order_id, payerID: 'PAYERX' });
      expect(refused.statusCode).toBe(402);
      await stepsInClickHouse(tempId, ['payment_started', 'payment_failed']);
    });
  });

  describe('dropoffs derived from the funnel', () => {
    it('derives once each the funnels that left an email and did not pay, once the delay has passed', async () => {
      const derive = (at: Date) => product.app.get(DropoffDerivation).run(at);

      // Left an email, saved a creative, never signed up.
      const emailed = await funnel.draft('Cinder Candle');
      expect((await signup({ temp_id: emailed.tempId, email: 'candle.maker@example.test' })).statusCode).toBe(200);
      // Signed up and activated, never paid: the advertiser's own email.
      const activated = await activatedFunnel();
      // Paid: never a dropoff.
      const paid = await activatedFunnel();
      expect((await signup({ temp_id: paid.tempId, email: 'paid.maker@example.test' })).statusCode).toBe(200);
      const intent = dataOf<{ payment_intent_id: string }>(await paid.advertiser.post(path(paid.campaignId, 'payment_intent'), { terms: true }));
      const signed = signStripeWebhook(product.payments!.webhookSecret, paymentIntentEvent('payment_intent.succeeded', { id: intent.payment_intent_id, amount: CAMPAIGN_FEE_CENTS }));
      expect((await product.inject({ method: 'POST', url: '/api/stripe/webhook', payload: signed.payload, headers: signed.headers })).statusCode).toBe(200);
      // Only started: no email, never a dropoff.
      const started = await funnel.start();

      await stepsInClickHouse(emailed.tempId, ['creative_saved', 'email_left']);
      await stepsInClickHouse(activated.tempId, ['advertiser_activated']);
      await stepsInClickHouse(paid.tempId, ['payment_succeeded']);
      await stepsInClickHouse(started, ['started']);
      const ours = [emailed.tempId, activated.tempId, paid.tempId, started].map(funnelIdOf);
      const dropoffs = () => prisma().dropoff.findMany({ where: { funnelId: { in: ours } }, orderBy: { id: 'asc' } });

      // Within DROPOFF_AFTER_HOURS (1) of their last step: nobody has dropped off yet.
      await derive(new Date());
      expect(await dropoffs()).toEqual([]);

      const later = new Date(Date.now() + 2 * HOUR_MS);
      await derive(later);
      await derive(later);
      const rows = await dropoffs();
      expect(rows.map((r) => [r.funnelId, r.email, r.userId, r.campaignId, r.lastStep])).toEqual(
        expect.arrayContaining([
          [funnelIdOf(emailed.tempId), 'candle.maker@example.test', null, emailed.campaignId, 'creative_saved'],
          [funnelIdOf(activated.tempId), activated.advertiser.email, activated.advertiser.userId, activated.campaignId, 'advertiser_activated'],
        ]),
      );
      expect(rows).toHaveLength(2);
      for (const row of rows) expect(row.leftAt.getTime()).toBeLessThan(later.getTime() - HOUR_MS);
    });
  });
});

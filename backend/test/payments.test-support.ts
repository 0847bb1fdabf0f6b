import { randomBytes, randomUUID } from 'node:crypto';
import { STRIPE_MOCK_SECRET_KEY, startStripeMock, type StripeMockHandle } from '@emberhold/infra';
import { startPaypalSandbox, type PaypalSandbox } from '../../test/support/paypal-sandbox';
import { serveStripeJsStandIn, type StripeJsStandIn } from '../../test/support/stripe-js-standin';
import { testWebhookSecret } from '../../test/support/stripe-webhook';
import { startApiUnderTest, type ApiUnderTest, type ApiUser, type InjectedResponse } from './api-under-test.test-support';

export const STRIPE_PUBLISHABLE_KEY = 'pk_test_emberhold';

/** The product with card payments on the test run's stripe-mock and PayPal on a sandbox server of its own. */
export interface PaymentsUnderTest {
  product: ApiUnderTest;
  /** STRIPE_API_URL as the product has it: stripe-mock itself, or the Stripe.js stand-in in front of it. */
  stripeUrl: string;
  /** With `stripe: 'stand-in'`: the stand-in whose intents remember what the page did with them. */
  standIn: StripeJsStandIn | null;
  webhookSecret: string;
  paypal: PaypalSandbox;
  close(): Promise<void>;
}

/**
 * Starts the API (startApiUnderTest) configured for payments: STRIPE_* against the run's stripe-mock (TEST_STRIPE_URL
 * from the global setup; a private one when the run has none), or against the Stripe.js stand-in in front of it
 * (`stripe: 'stand-in'`: stateful intents, so a confirmed intent is retrieved as succeeded), and PAYPAL_* against a
 * fresh PayPal sandbox.
 */
export async function startPaymentsUnderTest(options: { stripe?: 'mock' | 'stand-in' } = {}): Promise<PaymentsUnderTest> {
  let ownMock: StripeMockHandle | undefined;
  const mockUrl = process.env.TEST_STRIPE_URL ?? (ownMock = await startStripeMock()).url;
  const standIn = options.stripe === 'stand-in' ? await serveStripeJsStandIn(mockUrl) : null;
  const stripeUrl = standIn?.apiUrl ?? mockUrl;
  const paypal = await startPaypalSandbox();
  const webhookSecret = testWebhookSecret();
  try {
    const product = await startApiUnderTest({
      posts: 60,
      env: {
        STRIPE_SECRET_KEY: STRIPE_MOCK_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripeUrl,
        ...(standIn ? { STRIPE_JS_URL: standIn.url } : {}),
        PAYPAL_API_URL: paypal.url,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
      },
    });
    return {
      product,
      stripeUrl,
      standIn,
      webhookSecret,
      paypal,
      close: async () => {
        await product.close();
        await paypal.close();
        await standIn?.close();
        await ownMock?.stop();
      },
    };
  } catch (error) {
    await paypal.close();
    await standIn?.close();
    await ownMock?.stop();
    throw error;
  }
}

/** A campaign of `advertiser` with one draft creative, written directly (the funnel calls belong to advertising). */
export async function campaignWithDraft(product: ApiUnderTest, advertiser: ApiUser | null): Promise<{ campaignId: number; creativeId: number }> {
  const campaign = await product.infrastructure.prisma.campaign.create({
    data: {
      advertiserId: advertiser?.userId ?? null,
      tempId: randomUUID(),
      creatives: { create: [{ title: 'Wyrmscale Lantern', content: 'Hand-forged, ember-lit.', link: 'https://maker.example/lantern', price: '49.00' }] },
    },
    include: { creatives: true },
  });
  return { campaignId: campaign.id, creativeId: campaign.creatives[0]!.id };
}

/** A dropoff holding a fresh discount token. */
export async function discountToken(product: ApiUnderTest, options: { campaignId?: number; disqualified?: boolean } = {}): Promise<string> {
  const token = `ember-${randomBytes(6).toString('hex')}`;
  await product.infrastructure.prisma.dropoff.create({
    data: { email: `dropoff.${token}@example.test`, discountToken: token, discountSentAt: new Date(), campaignId: options.campaignId ?? null, disqualified: options.disqualified ?? false },
  });
  return token;
}

/** The `data` of an answer in the advertising envelope ({meta, data}). */
export function dataOf<T = Record<string, unknown>>(response: InjectedResponse): T {
  return (response.json() as { data: T }).data;
}

/** meta.error of an error answer. */
export function errorOf(response: InjectedResponse): string {
  return (response.json() as { meta: { error: string } }).meta.error;
}

/** The outbox facts of a type for a campaign (payload.campaign_id), oldest first. */
export async function factsFor(product: ApiUnderTest, type: string, where: { campaignId?: number; boostDateId?: number }): Promise<Array<Record<string, unknown>>> {
  const rows = await product.infrastructure.prisma.outboxEvent.findMany({
    where: {
      AND: [
        { payload: { path: ['type'], equals: type } },
        where.campaignId !== undefined
          ? { payload: { path: ['payload', 'campaign_id'], equals: where.campaignId } }
          : { payload: { path: ['payload', 'boost_date_id'], equals: where.boostDateId ?? 0 } },
      ],
    },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => row.payload as Record<string, unknown>);
}

/**
 * What the payment page's Stripe.js does with a card (through the stand-in's API, with the publishable key): a
 * PaymentMethod, then the intent confirmed with it. Answers Stripe's status code.
 */
export async function confirmAsBrowser(apiUrl: string, clientSecret: string, cardNumber = '4242424242424242'): Promise<number> {
  const post = (path: string, body: Record<string, string>) =>
    fetch(`${apiUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${STRIPE_PUBLISHABLE_KEY}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });
  const method = (await (await post('/v1/payment_methods', { type: 'card', 'card[number]': cardNumber, 'card[exp_month]': '12', 'card[exp_year]': '2034', 'card[cvc]': '123' })).json()) as { id: string };
  const intentId = clientSecret.split('_secret_')[0]!;
  return (await post(`/v1/payment_intents/${intentId}/confirm`, { client_secret: clientSecret, payment_method: method.id })).status;
}

import { STRIPE_MOCK_SECRET_KEY, startStripeMock, type StripeMockHandle } from '@emberhold/infra';
import { STRIPE_PUBLISHABLE_KEY } from '../../backend/test/test-constants.test-support';
import { startPaypalSandbox, type PaypalSandbox } from './paypal-sandbox';
import { serveStripeJsStandIn, type StripeJsStandIn } from './stripe-js-standin';
import { testWebhookSecret } from './stripe-webhook';

/**
 * The payment providers a product under test is configured with (a launcher option):
 * - `stripe: 'stripe-mock'`: the product calls stripe-mock, which is stateless (an intent it is asked about is always
 *   still open), and the payment page would load Stripe.js from Stripe;
 * - `stripe: 'page-stand-in'`: the same, with the page's Stripe.js served by the stand-in, as a browser journey pays;
 * - `stripe: 'stand-in'`: the product calls the stand-in too, whose intents remember what the page did to them;
 * - `paypal`: PayPal on a sandbox server of its own.
 */
export interface PaymentOptions {
  stripe: 'stripe-mock' | 'page-stand-in' | 'stand-in';
  paypal?: boolean;
}

export interface PaymentProviders {
  /** STRIPE_API_URL as the product has it: stripe-mock itself, or the stand-in in front of it. */
  stripeUrl: string;
  /** The Stripe.js stand-in, unless `stripe: 'stripe-mock'`. */
  standIn: StripeJsStandIn | null;
  /** With `paypal: true`. */
  paypal: PaypalSandbox | null;
  /** STRIPE_WEBHOOK_SECRET: sign webhooks with it (test/support/stripe-webhook.ts). */
  webhookSecret: string;
  /** The product's STRIPE_* and PAYPAL_* configuration. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts what `options` names, on the test run's stripe-mock (TEST_STRIPE_URL) or, when the run has none, a private one. */
export async function startPaymentProviders(options: PaymentOptions): Promise<PaymentProviders> {
  let ownMock: StripeMockHandle | undefined;
  let standIn: StripeJsStandIn | null = null;
  let paypal: PaypalSandbox | null = null;
  const close = async () => {
    await paypal?.close();
    await standIn?.close();
    await ownMock?.stop();
  };
  try {
    const mockUrl = process.env.TEST_STRIPE_URL ?? (ownMock = await startStripeMock()).url;
    if (options.stripe !== 'stripe-mock') standIn = await serveStripeJsStandIn(mockUrl);
    if (options.paypal) paypal = await startPaypalSandbox();
    const stripeUrl = options.stripe === 'stand-in' ? standIn!.apiUrl : mockUrl;
    const webhookSecret = testWebhookSecret();
    return {
      stripeUrl,
      standIn,
      paypal,
      webhookSecret,
      env: {
        STRIPE_SECRET_KEY: STRIPE_MOCK_SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY,
        STRIPE_WEBHOOK_SECRET: webhookSecret,
        STRIPE_API_URL: stripeUrl,
        ...(standIn ? { STRIPE_JS_URL: standIn.url } : {}),
        ...(paypal ? { PAYPAL_API_URL: paypal.url, PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret } : {}),
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import { DomainError } from '@emberhold/contracts';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import Stripe from 'stripe';
import { CardPaymentsUnavailableError } from '../domain/payment-errors';

/** What the payment page needs to load Stripe.js and mount the Payment Element. */
export interface StripeCheckoutConfig {
  publishable_key: string;
  js_url: string;
}

export class InvalidWebhookSignatureError extends DomainError {
  constructor() {
    super('invalid', 'WEBHOOK_SIGNATURE_INVALID', 'The Stripe-Signature header does not match this payload.');
  }
}

/**
 * The product's one door to Stripe: the SDK configured from STRIPE_* (STRIPE_API_URL points it at stripe-mock in tests),
 * and the three calls payments make. Stripe's own failures become a 503 naming card payments; a reference Stripe does
 * not know is `null`, for the caller to refuse.
 */
@Injectable()
export class StripeGateway {
  private readonly logger = new Logger(StripeGateway.name);
  private readonly stripe: Stripe | null;
  private readonly webhookSecret: string | null;
  readonly checkout: StripeCheckoutConfig | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL, STRIPE_JS_URL } = config;
    this.webhookSecret = STRIPE_WEBHOOK_SECRET ?? null;
    if (!STRIPE_SECRET_KEY || !STRIPE_PUBLISHABLE_KEY) {
      this.stripe = null;
      this.checkout = null;
      return;
    }
    const api = STRIPE_API_URL ? new URL(STRIPE_API_URL) : null;
    this.stripe = new Stripe(STRIPE_SECRET_KEY, {
      ...(api
        ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'https:' ? 'https' : 'http' }
        : {}),
      maxNetworkRetries: 2,
      timeout: 15_000,
      telemetry: false,
      appInfo: { name: 'Emberhold Gifts' },
    });
    this.checkout = { publishable_key: STRIPE_PUBLISHABLE_KEY, js_url: STRIPE_JS_URL };
  }

  get configured(): boolean {
    return this.stripe !== null;
  }

  private client(): Stripe {
    if (!this.stripe) throw new CardPaymentsUnavailableError();
    return this.stripe;
  }

  /** Creates a PaymentIntent; the same idempotency key within Stripe's 24 hours answers the same intent. */
  async createIntent(params: Stripe.PaymentIntentCreateParams, idempotencyKey: string): Promise<Stripe.PaymentIntent> {
    return this.call('create a PaymentIntent', () => this.client().paymentIntents.create(params, { idempotencyKey }));
  }

  /** The intent as Stripe has it now, or null when Stripe does not know the id. */
  async retrieveIntent(id: string): Promise<Stripe.PaymentIntent | null> {
    return this.orNullWhenMissing(() => this.call('retrieve a PaymentIntent', () => this.client().paymentIntents.retrieve(id)));
  }

  /** Cancels an intent a newer attempt replaces; null when it cannot be cancelled (gone, or already succeeded). */
  async cancelIntent(id: string): Promise<Stripe.PaymentIntent | null> {
    try {
      return await this.client().paymentIntents.cancel(id);
    } catch (error) {
      this.logger.warn({ err: error, intent: id }, 'could not cancel a replaced PaymentIntent');
      return null;
    }
  }

  /**
   * Checks the Stripe-Signature header against the raw body (HMAC-SHA256 with STRIPE_WEBHOOK_SECRET, 5 minutes of
   * tolerance, as Stripe signs) and returns the event it carries.
   */
  verifyEvent(rawBody: Buffer, signature: string | undefined): Stripe.Event {
    if (!this.webhookSecret) throw new CardPaymentsUnavailableError();
    if (!signature) throw new InvalidWebhookSignatureError();
    // Verifying needs no API key; an unconfigured API still gets its events checked before they are refused.
    const verifier = this.stripe ?? new Stripe('sk_test_webhook_only');
    try {
      return verifier.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw new InvalidWebhookSignatureError();
      throw error;
    }
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      if (error instanceof DomainError || isMissing(error)) throw error;
      // Authentication, rate limits, Stripe's own errors, the network: nothing the buyer can fix.
      this.logger.error({ err: error }, `Stripe: could not ${what}`);
      throw new CardPaymentsUnavailableError('unreachable');
    }
  }

  private async orNullWhenMissing<T>(request: () => Promise<T>): Promise<T | null> {
    try {
      return await request();
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }
}

function isMissing(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeInvalidRequestError && (error.code === 'resource_missing' || error.statusCode === 404);
}

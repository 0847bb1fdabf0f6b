import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';

/** The signing half of the SDK (no API calls are made with this key). */
const signer = new Stripe('sk_test_webhooksigner');

/** A webhook secret in Stripe's format, for STRIPE_WEBHOOK_SECRET in tests. */
export function testWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url').replace(/[-_]/g, 'x')}`;
}

/** The exact body and headers Stripe would POST for `event`, signed with `secret` (Stripe-Signature: t=…,v1=…). */
export function signStripeWebhook(secret: string, event: object, options: { timestamp?: number } = {}): { payload: string; headers: Record<string, string> } {
  const payload = JSON.stringify(event, null, 2);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret,
    ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
  });
  return {
    payload,
    headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature, 'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)' },
  };
}

/** POSTs `event` to <origin>/api/stripe/webhook signed like Stripe does; the product's answer. */
export async function sendStripeWebhook(origin: string, secret: string, event: object): Promise<{ status: number; body: unknown }> {
  const { payload, headers } = signStripeWebhook(secret, event);
  const response = await fetch(`${origin.replace(/\/+$/, '')}/api/stripe/webhook`, { method: 'POST', headers, body: payload });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON: keep the text.
  }
  return { status: response.status, body };
}

/** Stripe's id style: `pi_3Q…`, `evt_1Q…`. */
export function stripeId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
}

export interface TestIntent {
  id: string;
  amount: number;
  amount_received?: number;
  currency?: string;
  status?: 'succeeded' | 'processing' | 'requires_payment_method' | 'requires_action' | 'canceled';
  metadata?: Record<string, string>;
  latest_charge?: string | null;
}

/** A PaymentIntent object as Stripe puts it in an event (the fields payments read, plus Stripe's usual ones). */
export function paymentIntentObject(intent: TestIntent): Record<string, unknown> {
  const status = intent.status ?? 'succeeded';
  return {
    id: intent.id,
    object: 'payment_intent',
    amount: intent.amount,
    amount_capturable: 0,
    amount_received: intent.amount_received ?? (status === 'succeeded' ? intent.amount : 0),
    automatic_payment_methods: { allow_redirects: 'always', enabled: true },
    capture_method: 'automatic_async',
    client_secret: `${intent.id}_secret_${randomBytes(8).toString('hex')}`,
    confirmation_method: 'automatic',
    created: Math.floor(Date.now() / 1000) - 30,
    currency: intent.currency ?? 'usd',
    customer: null,
    description: null,
    last_payment_error:
      status === 'requires_payment_method'
        ? { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', type: 'card_error' }
        : null,
    latest_charge: intent.latest_charge ?? (status === 'succeeded' ? stripeId('ch') : null),
    livemode: false,
    metadata: intent.metadata ?? {},
    payment_method: status === 'succeeded' ? stripeId('pm') : null,
    payment_method_types: ['card'],
    status,
  };
}

/** A Stripe event envelope around `object`; keep the returned event to deliver the very same one again. */
export function stripeEvent(type: string, object: Record<string, unknown>): Record<string, unknown> {
  return {
    id: stripeId('evt'),
    object: 'event',
    api_version: '2025-10-29.clover',
    created: Math.floor(Date.now() / 1000),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: stripeId('req'), idempotency_key: randomBytes(16).toString('hex') },
    type,
  };
}

/** payment_intent.succeeded / payment_failed / canceled / processing … for `intent`. */
export function paymentIntentEvent(type: `payment_intent.${string}`, intent: TestIntent): Record<string, unknown> {
  const status =
    intent.status ??
    (type === 'payment_intent.succeeded' ? 'succeeded' : type === 'payment_intent.canceled' ? 'canceled' : type === 'payment_intent.processing' ? 'processing' : 'requires_payment_method');
  return stripeEvent(type, paymentIntentObject({ ...intent, status }));
}

/**
 * charge.refunded for the charge of `paymentIntentId`: `amountRefunded` is the total refunded so far (Stripe's
 * amount_refunded); `refunds` lists refunds on the charge as older API versions did (newer ones leave them out).
 */
export function chargeRefundedEvent(options: {
  paymentIntentId: string;
  amount: number;
  amountRefunded: number;
  chargeId?: string;
  refunds?: Array<{ id: string; amount: number }>;
}): Record<string, unknown> {
  const chargeId = options.chargeId ?? stripeId('ch');
  return stripeEvent('charge.refunded', {
    id: chargeId,
    object: 'charge',
    amount: options.amount,
    amount_captured: options.amount,
    amount_refunded: options.amountRefunded,
    captured: true,
    currency: 'usd',
    paid: true,
    payment_intent: options.paymentIntentId,
    refunded: options.amountRefunded >= options.amount,
    status: 'succeeded',
    ...(options.refunds
      ? {
          refunds: {
            object: 'list',
            data: options.refunds.map((refund) => ({
              id: refund.id,
              object: 'refund',
              amount: refund.amount,
              charge: chargeId,
              currency: 'usd',
              payment_intent: options.paymentIntentId,
              status: 'succeeded',
            })),
            has_more: false,
            total_count: options.refunds.length,
            url: `/v1/charges/${chargeId}/refunds`,
          },
        }
      : {}),
  });
}

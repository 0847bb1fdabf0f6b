import { z } from 'zod';
import { factSchema } from './envelope';

const id = z.number().int().positive();
const provider = z.enum(['stripe', 'paypal']);
const cents = z.number().int().positive();
const currency = z.string().regex(/^[a-z]{3}$/, 'expected a three-letter lower-case currency code');

/** What a payments row moved, and what it paid for: the post a boost promotes, when it is one. */
const movement = {
  provider,
  amount_cents: cents,
  currency,
  campaign_id: id.nullable(),
  boost_date_id: id.nullable(),
  post_id: id.nullable(),
};

/**
 * A charge succeeded and was recorded (from the outbox, in the transaction that marked it paid): a campaign fee
 * (`campaign_id`) or a boost (`boost_date_id`, with the boosted post as `post_id`). Recorded once per payment, however
 * often the provider reports it (webhook replays, the webhook racing the page's own confirmation).
 */
export const paymentSucceededEvent = factSchema('payment.succeeded', 1, z.object({
  payment_id: id,
  ...movement,
  /** A campaign fee paid with a dropoff's discount token. */
  discounted: z.boolean(),
}));

/** Money given back on a charge (from the outbox): `payment_id` is the new refund row, `refund_of` the charge. */
export const paymentRefundedEvent = factSchema('payment.refunded', 1, z.object({ payment_id: id, refund_of: id, ...movement }));

/** A boosted date was paid for (from the outbox, with its payment's `payment.succeeded`). `date` is 'YYYY-MM-DD'. */
export const boostPaidEvent = factSchema('boost.paid', 1, z.object({
  boost_date_id: id,
  post_id: id,
  date: z.iso.date(),
  payment_id: id,
  amount_cents: cents,
}));

export type PaymentSucceededEvent = z.infer<typeof paymentSucceededEvent>;
export type PaymentRefundedEvent = z.infer<typeof paymentRefundedEvent>;
export type BoostPaidEvent = z.infer<typeof boostPaidEvent>;

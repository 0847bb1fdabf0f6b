import { anonymousContext, envelope, eventIdFor, type BoostPaidEvent } from '@emberhold/contracts';
import type { OutboxFact } from '../../common/outbox/outbox';

/**
 * `boost.paid` for a boost staff made from a paid creative (admin-convert-to-boost): the date is paid for by the
 * campaign's payment, which now names the boost. The fact carries the advertiser and travels under that payment's key
 * (`campaign:{id}`, as its own facts do); its id is derived from the boost and the payment, as for a bought boost.
 */
export function convertedBoostPaidFact(input: {
  boostId: number;
  postId: number;
  date: string;
  paymentId: number;
  amountCents: number;
  userId: number;
  campaignId: number;
}): OutboxFact {
  const fact: BoostPaidEvent = envelope(
    'boost.paid',
    1,
    { boost_date_id: input.boostId, post_id: input.postId, date: input.date, payment_id: input.paymentId, amount_cents: input.amountCents },
    { ...anonymousContext, user_id: input.userId },
    { id: eventIdFor(`boost.paid:${input.boostId}:${input.paymentId}`) },
  );
  return { fact, key: `campaign:${input.campaignId}` };
}

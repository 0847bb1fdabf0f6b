import { anonymousContext, envelope, eventIdFor, type BoostPaidEvent } from '@emberhold/contracts';
import type { OutboxFact } from '../../common/outbox/outbox';
import type { SucceededCharge } from '../../payments/payments.public';

export interface PaidBoost {
  id: number;
  postId: number;
  date: Date;
}

/**
 * `boost.paid`, written with the payment that paid the date: like the payment's own facts it carries the payer and no
 * visit (a webhook confirms as often as the page), travels under the payment's key, and has an id derived from the
 * boost and the payment, so no path can record it twice downstream.
 */
export function boostPaidFact(charge: SucceededCharge, boost: PaidBoost): OutboxFact {
  const fact: BoostPaidEvent = envelope(
    'boost.paid',
    1,
    { boost_date_id: boost.id, post_id: boost.postId, date: boost.date.toISOString().slice(0, 10), payment_id: charge.paymentId, amount_cents: charge.amountCents },
    { ...anonymousContext, user_id: charge.userId },
    { id: eventIdFor(`boost.paid:${boost.id}:${charge.paymentId}`) },
  );
  return { fact, key: charge.factKey };
}

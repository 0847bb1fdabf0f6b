import { anonymousContext, envelope, eventIdFor, type PaymentRefundedEvent, type PaymentSucceededEvent } from '@emberhold/contracts';
import type { OutboxFact } from '../../common/outbox/outbox';

/** A recorded payments row, as its facts describe it. */
export interface PaymentFactRow {
  id: number;
  userId: number | null;
  provider: 'stripe' | 'paypal';
  amountCents: number;
  currency: string;
  campaignId: number | null;
  boostDateId: number | null;
  discountToken: string | null;
}

/**
 * Payments are confirmed by the provider (a webhook) as often as by the buyer's page, so their facts carry the payer
 * and no visit; their ids derive from the payments row, so no path can record one twice downstream either.
 */
const contextOf = (row: PaymentFactRow) => ({ ...anonymousContext, user_id: row.userId });

/**
 * Keyed by the campaign or boost paid for, so one purchase's facts stay in order (the selling context writes its
 * facts of the purchase under the same key).
 */
export const factKey = (row: PaymentFactRow) => (row.campaignId !== null ? `campaign:${row.campaignId}` : `boost:${row.boostDateId ?? 0}`);

export const paymentFacts = {
  succeeded(row: PaymentFactRow, postId: number | null): OutboxFact {
    const fact: PaymentSucceededEvent = envelope(
      'payment.succeeded',
      1,
      {
        payment_id: row.id,
        provider: row.provider,
        amount_cents: row.amountCents,
        currency: row.currency,
        campaign_id: row.campaignId,
        boost_date_id: row.boostDateId,
        post_id: postId,
        discounted: row.discountToken !== null,
      },
      contextOf(row),
      { id: eventIdFor(`payment.succeeded:${row.id}`) },
    );
    return { fact, key: factKey(row) };
  },
  refunded(refund: PaymentFactRow, refundOf: number, postId: number | null): OutboxFact {
    const fact: PaymentRefundedEvent = envelope(
      'payment.refunded',
      1,
      {
        payment_id: refund.id,
        refund_of: refundOf,
        provider: refund.provider,
        amount_cents: refund.amountCents,
        currency: refund.currency,
        campaign_id: refund.campaignId,
        boost_date_id: refund.boostDateId,
        post_id: postId,
      },
      contextOf(refund),
      { id: eventIdFor(`payment.refunded:${refund.id}`) },
    );
    return { fact, key: factKey(refund) };
  },
};

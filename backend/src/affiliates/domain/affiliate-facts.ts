import {
  anonymousContext,
  envelope,
  eventIdFor,
  type AffiliateCurrency,
  type AffiliatePaymentRecordedEvent,
  type AffiliatePaymentVoidedEvent,
  type AffiliateProgram,
  type AffiliateRefAssignedEvent,
} from '@emberhold/contracts';
import type { OutboxFact } from '../../common/outbox/outbox';

/**
 * The facts of the refs and payments staff manage. They are about the affiliate (user_id) and travel under the tag's
 * key, so a tag's moves and payouts keep their order on the log; the country is the tag's program.
 */
const contextOf = (affiliateUserId: number, program: AffiliateProgram) => ({ ...anonymousContext, user_id: affiliateUserId, country: program });

export function refAssignedFact(input: { ref: string; program: AffiliateProgram; userId: number; previousUserId: number | null }): OutboxFact {
  const fact: AffiliateRefAssignedEvent = envelope(
    'affiliate.ref.assigned',
    1,
    { ref: input.ref, program: input.program, affiliate_user_id: input.userId, previous_user_id: input.previousUserId },
    contextOf(input.userId, input.program),
  );
  return { fact, key: `affiliate:${input.ref}` };
}

interface PaymentFactInput {
  paymentId: number;
  userId: number;
  ref: string;
  program: AffiliateProgram;
  amount: string;
  currency: AffiliateCurrency;
}

const paymentPayload = (input: PaymentFactInput) => ({ payment_id: input.paymentId, affiliate_user_id: input.userId, ref: input.ref, amount: input.amount, currency: input.currency });

export function paymentRecordedFact(input: PaymentFactInput): OutboxFact {
  const fact: AffiliatePaymentRecordedEvent = envelope('affiliate.payment.recorded', 1, paymentPayload(input), contextOf(input.userId, input.program), {
    id: eventIdFor(`affiliate.payment.recorded:${input.paymentId}`),
  });
  return { fact, key: `affiliate:${input.ref}` };
}

export function paymentVoidedFact(input: PaymentFactInput): OutboxFact {
  const fact: AffiliatePaymentVoidedEvent = envelope('affiliate.payment.voided', 1, paymentPayload(input), contextOf(input.userId, input.program), {
    id: eventIdFor(`affiliate.payment.voided:${input.paymentId}`),
  });
  return { fact, key: `affiliate:${input.ref}` };
}

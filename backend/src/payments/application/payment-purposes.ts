import { Injectable } from '@nestjs/common';
import type { TransactionClient } from '@emberhold/db';
import type { OutboxFact } from '../../common/outbox/outbox';
import type { PaymentPurposeName } from '../domain/payment-purpose';

/** A charge payments has just recorded as succeeded, as the context that sold its purpose sees it. */
export interface SucceededCharge {
  paymentId: number;
  /** What was paid for, by its id in the selling context: the campaign (campaign-fee), the boost_dates row (boost). */
  subjectId: number;
  /** The payer; null for a buyer without an account. */
  userId: number | null;
  amountCents: number;
  /** The discount token the amount was priced with, if any. */
  discountToken: string | null;
  /** The event-log key of the payment's facts: facts written under it stay in order with payment.succeeded. */
  factKey: string;
}

/** A charge attempt of a purpose, started or given up on, as the selling context sees it. */
export interface ChargeAttempt {
  paymentId: number;
  /** What is paid for, by its id in the selling context (see SucceededCharge). */
  subjectId: number;
  userId: number | null;
  provider: 'stripe' | 'paypal';
}

/** What settling a paid purpose did, for the payment's own facts. */
export interface PurposeSettled {
  /** The post the payment promotes (payment.succeeded names it), or null. */
  postId: number | null;
  /** The selling context's facts of the purchase, written to the outbox after payment.succeeded. */
  facts: OutboxFact[];
}

/**
 * The port through which payments hands a paid purpose to the context that sells it: each context implements the
 * handler of its purposes and registers it with PaymentPurposes, so payments itself knows nothing of what is sold.
 */
export interface PaymentPurposeHandler {
  readonly purpose: PaymentPurposeName;
  /**
   * Gives the buyer what they paid for, inside the transaction that records the charge succeeded (`tx`): it commits
   * with the payment or not at all. Called once per charge, the first time it is recorded; a purpose paid by an earlier
   * charge already is the handler's to notice (a double payment is refunded by staff, never taken back here).
   */
  onPaid(tx: TransactionClient, charge: SucceededCharge): Promise<PurposeSettled>;
  /** The post a payment for `subjectId` promotes, which the payment's refund facts name; null for none. */
  postOf(tx: TransactionClient, subjectId: number): Promise<number | null>;
  /** Optional: the selling context's facts of a new charge attempt (an intent or order made), written in `tx`. */
  onStarted?(tx: TransactionClient, attempt: ChargeAttempt): Promise<OutboxFact[]>;
  /** Optional: the selling context's facts of a charge the provider declined or gave up on, written in `tx`. */
  onFailed?(tx: TransactionClient, attempt: ChargeAttempt): Promise<OutboxFact[]>;
}

/** A payment for a purpose no context settles: taking the money would give the buyer nothing. */
export class UnknownPaymentPurposeError extends Error {
  constructor(purpose: string) {
    super(`no context settles payments for the purpose "${purpose}"`);
    this.name = 'UnknownPaymentPurposeError';
  }
}

/** The handlers of the purposes payments takes money for, one per purpose, registered by their contexts at start. */
@Injectable()
export class PaymentPurposes {
  private readonly handlers = new Map<string, PaymentPurposeHandler>();

  register(handler: PaymentPurposeHandler): void {
    if (this.handlers.has(handler.purpose)) throw new Error(`payments for the purpose "${handler.purpose}" have a handler already`);
    this.handlers.set(handler.purpose, handler);
  }

  /** @throws UnknownPaymentPurposeError when no context registered a handler for `purpose`. */
  handlerFor(purpose: PaymentPurposeName): PaymentPurposeHandler {
    const handler = this.handlers.get(purpose);
    if (!handler) throw new UnknownPaymentPurposeError(purpose);
    return handler;
  }
}

import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PrismaClient, TransactionClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { OutboxTransactions } from '../../common/outbox/outbox-transactions';
import { PaymentPurposes } from '../application/payment-purposes';
import { factKey, paymentFacts, type PaymentFactRow } from '../domain/payment-facts';
import { purposeColumns, purposeName, purposeOfRow, purposeSubject, type PaymentPurpose } from '../domain/payment-purpose';

interface LedgerRow {
  id: number;
  user_id: number | null;
  provider: 'stripe' | 'paypal';
  amount_cents: number;
  currency: string;
  campaign_id: number | null;
  boost_date_id: number | null;
  discount_token: string | null;
}

const factRow = (row: LedgerRow): PaymentFactRow => ({
  id: row.id,
  userId: row.user_id,
  provider: row.provider,
  amountCents: row.amount_cents,
  currency: row.currency,
  campaignId: row.campaign_id,
  boostDateId: row.boost_date_id,
  discountToken: row.discount_token,
});

/** One refund a provider reports on a charge: its own reference and amount. */
export interface ReportedRefund {
  providerRef: string;
  amountCents: number;
}

/**
 * The payments ledger's writes, shared by every way a payment is confirmed (the page's activate call, Stripe's
 * webhook, a PayPal capture, the boosts context). Rows are never deleted (a trigger refuses it) nor rewritten, except a
 * charge's status leaving `pending`; refunds are new rows pointing at their charge. What a payment buys is settled by
 * the context that sells it (PaymentPurposes), in the same transaction.
 *
 * Exactly once: a charge is marked succeeded by one conditional UPDATE (`status <> 'succeeded'`). Concurrent callers
 * (the webhook racing the activate call, a webhook delivered five times at once) queue on the row's lock; the first
 * commits, the others then see it succeeded, change nothing and record no second fact.
 */
@Injectable()
export class PaymentLedger {
  private readonly logger = new Logger(PaymentLedger.name);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly outbox: OutboxTransactions,
    private readonly purposes: PaymentPurposes,
  ) {}

  /**
   * Marks a charge succeeded and, in the same transaction, has the context that sold its purpose settle what it paid
   * for (PaymentPurposeHandler.onPaid). Writes the `payment.succeeded` fact, then that context's own facts. A charge
   * marked failed is still recorded when the provider says it succeeded after all (Stripe lets a declined
   * PaymentIntent be confirmed again): the money was taken. Returns false when it was recorded before.
   */
  async recordSucceeded(paymentId: number): Promise<boolean> {
    return this.outbox.run(async (tx, record) => {
      const [row] = await tx.$queryRaw<LedgerRow[]>`
        UPDATE payments SET status = 'succeeded', updated_at = now()
        WHERE id = ${paymentId} AND kind = 'charge' AND status <> 'succeeded'
        RETURNING id, user_id, provider::text AS provider, amount_cents, currency, campaign_id, boost_date_id, discount_token`;
      if (!row) return false;
      const purpose = purposeOfRow(row);
      const settled = purpose
        ? await this.purposes.handlerFor(purposeName(purpose)).onPaid(tx, {
            paymentId: row.id,
            subjectId: purposeSubject(purpose),
            userId: row.user_id,
            amountCents: row.amount_cents,
            discountToken: row.discount_token,
            factKey: factKey(factRow(row)),
          })
        : { postId: null, facts: [] };
      record(paymentFacts.succeeded(factRow(row), settled.postId), ...settled.facts);
      return true;
    });
  }

  /**
   * Our charge the provider knows by `ref` (of `purpose`, when given), with what a confirmation checks against the
   * provider's word; null when it is not one of ours.
   */
  charge(provider: 'stripe' | 'paypal', ref: string, purpose?: PaymentPurpose) {
    return this.prisma.payment.findFirst({
      where: { providerRef: ref, provider, kind: 'charge', ...(purpose && purposeColumns(purpose)) },
      select: { id: true, status: true, amountCents: true, currency: true },
    });
  }

  /**
   * A new charge attempt (an intent or order just made for the purpose): the selling context's facts of it, if it has
   * any (PaymentPurposeHandler.onStarted).
   */
  async recordStarted(paymentId: number): Promise<void> {
    await this.outbox.run(async (tx, record) => {
      const [row] = await tx.$queryRaw<LedgerRow[]>`
        SELECT id, user_id, provider::text AS provider, amount_cents, currency, campaign_id, boost_date_id, discount_token
        FROM payments WHERE id = ${paymentId} AND kind = 'charge'`;
      if (row) record(...(await this.attemptFacts(tx, row, 'onStarted')));
    });
  }

  /**
   * A charge the provider declined or gave up on, as the buyer's failure: pending → failed with the selling context's
   * facts of it (PaymentPurposeHandler.onFailed), in one transaction. `keepPending` leaves the row pending (a PayPal
   * capture refused: the buyer may try the order again) and records the facts only. False when nothing changed.
   */
  async recordFailed(paymentId: number, options: { keepPending?: boolean } = {}): Promise<boolean> {
    return this.outbox.run(async (tx, record) => {
      const [row] = options.keepPending
        ? await tx.$queryRaw<LedgerRow[]>`
            SELECT id, user_id, provider::text AS provider, amount_cents, currency, campaign_id, boost_date_id, discount_token
            FROM payments WHERE id = ${paymentId} AND kind = 'charge' AND status = 'pending'`
        : await tx.$queryRaw<LedgerRow[]>`
            UPDATE payments SET status = 'failed', updated_at = now() WHERE id = ${paymentId} AND kind = 'charge' AND status = 'pending'
            RETURNING id, user_id, provider::text AS provider, amount_cents, currency, campaign_id, boost_date_id, discount_token`;
      if (!row) return false;
      record(...(await this.attemptFacts(tx, row, 'onFailed')));
      return true;
    });
  }

  private async attemptFacts(tx: TransactionClient, row: LedgerRow, hook: 'onStarted' | 'onFailed') {
    const purpose = purposeOfRow(row);
    const handler = purpose ? this.purposes.handlerFor(purposeName(purpose)) : null;
    const call = handler?.[hook]?.bind(handler);
    if (!purpose || !call) return [];
    return call(tx, { paymentId: row.id, subjectId: purposeSubject(purpose), userId: row.user_id, provider: row.provider });
  }

  /** A charge the provider gave up on (declined, cancelled): pending → failed. False when it was not pending. */
  async markFailed(paymentId: number): Promise<boolean> {
    const changed = await this.prisma.$executeRaw`
      UPDATE payments SET status = 'failed', updated_at = now() WHERE id = ${paymentId} AND kind = 'charge' AND status = 'pending'`;
    return changed === 1;
  }

  /**
   * Records the refunds a provider reports on one of our charges (found by its reference), each as a new row once:
   * `refunds` when the provider lists them, else `totalRefundedCents` (what is refunded so far in all) recorded as
   * one row for the part not recorded yet. Never more than the charge in all. Returns the new rows' ids.
   */
  async recordRefunds(chargeRef: string, report: { refunds: ReportedRefund[] | null; totalRefundedCents: number; providerChargeId: string }): Promise<number[]> {
    return this.outbox.run(async (tx, record) => {
      // The charge's row lock orders concurrent deliveries of the same refund.
      const [charge] = await tx.$queryRaw<LedgerRow[]>`
        SELECT id, user_id, provider::text AS provider, amount_cents, currency, campaign_id, boost_date_id, discount_token
        FROM payments WHERE provider_ref = ${chargeRef} AND kind = 'charge' FOR UPDATE`;
      if (!charge) return [];
      const recorded = await tx.payment.findMany({ where: { refundOfId: charge.id, kind: 'refund' }, select: { providerRef: true, amountCents: true } });
      let refunded = recorded.reduce((sum, r) => sum + r.amountCents, 0);
      const known = new Set(recorded.map((r) => r.providerRef));
      const reported =
        report.refunds ??
        (report.totalRefundedCents > refunded
          ? [{ providerRef: `${report.providerChargeId}:refunded-to:${report.totalRefundedCents}`, amountCents: report.totalRefundedCents - refunded }]
          : []);
      const postId = await this.postOf(tx, charge);
      const ids: number[] = [];
      for (const refund of reported) {
        if (known.has(refund.providerRef) || refund.amountCents <= 0) continue;
        if (refunded + refund.amountCents > charge.amount_cents) {
          this.logger.error({ charge: charge.id, refund: refund.providerRef }, 'a reported refund would exceed its charge; not recorded');
          continue;
        }
        const row = await tx.payment.create({
          data: {
            userId: charge.user_id,
            campaignId: charge.campaign_id,
            boostDateId: charge.boost_date_id,
            provider: charge.provider,
            kind: 'refund',
            status: 'succeeded',
            amountCents: refund.amountCents,
            currency: charge.currency,
            providerRef: refund.providerRef,
            idempotencyKey: `refund:${refund.providerRef}`,
            refundOfId: charge.id,
          },
        });
        refunded += refund.amountCents;
        known.add(refund.providerRef);
        ids.push(row.id);
        record(paymentFacts.refunded(factRow({ ...charge, id: row.id, amount_cents: row.amountCents }), charge.id, postId));
      }
      return ids;
    });
  }

  private async postOf(tx: TransactionClient, row: LedgerRow): Promise<number | null> {
    const purpose = purposeOfRow(row);
    return purpose ? this.purposes.handlerFor(purposeName(purpose)).postOf(tx, purposeSubject(purpose)) : null;
  }
}

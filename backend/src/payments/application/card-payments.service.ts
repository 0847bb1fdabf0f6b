import { Inject, Injectable, Logger } from '@nestjs/common';
import type { PaymentIntentDto, PaymentResultDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import type Stripe from 'stripe';
import { AlreadyPaidError, CardPaymentFailedError } from '../domain/payment-errors';
import { chargeAttemptKey, isCampaignPurpose, purposeColumns, type PaymentPurpose } from '../domain/payment-purpose';
import { PaymentLedger } from '../infra/payment-ledger';
import { StripeGateway, type StripeCheckoutConfig } from '../infra/stripe-gateway';

export type { PaymentPurpose } from '../domain/payment-purpose';

/** startCardPayment's request. */
export interface StartCardPayment {
  /** The signed-in payer, or null for a buyer without an account (a boost bought with an email address). */
  userId: number | null;
  /** Where Stripe sends its receipt (receipt_email); null for none. */
  email: string | null;
  /** What is paid for: `{ campaignId }` (the campaign fee) or `{ boostDateId }` (a boost_dates row in pending_payment). */
  purpose: PaymentPurpose;
  /** The price, in US cents, decided by the caller on the server (never taken from the browser). */
  amountCents: number;
  /** Shown on the buyer's card statement context and in Stripe's dashboard, e.g. 'Boost of “Ember Lantern” on 2026-12-03'. */
  description: string;
  /** Campaign fees only: the dropoff discount token the amount was priced with (copied to the campaign once paid). */
  discountToken?: string | null;
  /**
   * Open payments of this purpose started before this moment belong to an earlier buyer (a boost date whose unpaid hold
   * another buyer took over): they are cancelled with Stripe, never handed to this buyer, so the earlier buyer's late
   * payment cannot pay for someone else's boost.
   */
  openSince?: Date;
}

/** Stripe statuses that may still end in a payment: the page (3-D Secure …) or Stripe (processing) is not done yet. */
const STILL_OPEN = new Set<Stripe.PaymentIntent.Status>(['processing', 'requires_action', 'requires_confirmation', 'requires_payment_method', 'requires_capture']);

/**
 * Card payments (Stripe PaymentIntents confirmed in the browser by the Payment Element), for any context that sells
 * something: the campaign fee (payments' own calls) and boosts (the boosts context). Exported by PaymentsModule.
 *
 * The flow: `startCardPayment` on the server → the page confirms the intent with Stripe.js using `client_secret` →
 * the page calls its context's confirm call, which calls `confirmCardPayment` → `paid`, or `pending` while Stripe is
 * still working (Stripe's webhook, POST /api/stripe/webhook, then records it). Whichever of the two arrives first
 * records the payment; the other finds it done. Recording a payment is one transaction with its facts and what the
 * selling context does once it is paid (see PaymentLedger and PaymentPurposes): for a boost, boosts marks the date paid.
 *
 * Errors (DomainErrors, mapped to HTTP by the API): 503 `CardPaymentsUnavailableError` when STRIPE_* is not set or
 * Stripe cannot be reached; 402 `CardPaymentFailedError` ('There was a problem processing your card.'); 409
 * `AlreadyPaidError` when the purpose has a succeeded charge.
 */
@Injectable()
export class CardPaymentsService {
  private readonly logger = new Logger(CardPaymentsService.name);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly stripe: StripeGateway,
    private readonly ledger: PaymentLedger,
  ) {}

  /** What the payment page needs to load Stripe.js ({publishable_key, js_url}), or null when card payments are off. */
  get checkout(): StripeCheckoutConfig | null {
    return this.stripe.checkout;
  }

  /**
   * Starts (or resumes) paying `amountCents` for `purpose` by card: a PaymentIntent (USD, automatic payment methods,
   * metadata naming the purpose) and a `pending` payments row whose provider_ref is the intent's id.
   *
   * Idempotent without any key from the caller: an open intent of the same purpose and amount is answered again, and
   * a new one is created under the key `<purpose>:stripe:<amount>:attempt-<n>` (n = the purpose's failed charges), which
   * is also Stripe's Idempotency-Key, so a retried or doubled request never makes a second intent. Open intents of the
   * purpose for another amount (a discount applied since) are cancelled at Stripe first, so only one can be paid.
   *
   * @throws AlreadyPaidError (409) when the purpose has a succeeded charge already.
   */
  async startCardPayment(request: StartCardPayment): Promise<PaymentIntentDto> {
    const { purpose, amountCents } = request;
    const purposeWhere = { ...purposeColumns(purpose), provider: 'stripe' as const, kind: 'charge' as const };
    await this.refuseIfPaid(purpose);
    const open = await this.prisma.payment.findMany({ where: { ...purposeWhere, status: 'pending' }, orderBy: { id: 'desc' } });
    for (const row of open) {
      const intent = await this.stripe.retrieveIntent(row.providerRef);
      if (intent?.status === 'succeeded') {
        await this.confirmCardPayment(row.providerRef, purpose);
        throw new AlreadyPaidError(isCampaignPurpose(purpose) ? 'campaign' : 'boost');
      }
      const sameBuyer = request.openSince === undefined || row.createdAt >= request.openSince;
      if (sameBuyer && row.amountCents === amountCents && intent && STILL_OPEN.has(intent.status) && intent.client_secret) {
        return { payment_intent_id: row.providerRef, client_secret: intent.client_secret, amount_cents: row.amountCents };
      }
      // Another amount or buyer, or an intent Stripe no longer offers: it must not be paid any more.
      if (intent && intent.status !== 'canceled' && !(await this.stripe.cancelIntent(row.providerRef))) continue;
      await this.ledger.markFailed(row.id);
    }

    const attempt = await this.prisma.payment.count({ where: { ...purposeWhere, status: 'failed' } });
    const idempotencyKey = chargeAttemptKey(purpose, 'stripe', amountCents, attempt);
    const intent = await this.stripe.createIntent(
      {
        amount: amountCents,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        description: request.description,
        metadata: isCampaignPurpose(purpose) ? { campaign_id: String(purpose.campaignId) } : { boost_date_id: String(purpose.boostDateId) },
        ...(request.email ? { receipt_email: request.email } : {}),
      },
      idempotencyKey,
    );
    await this.prisma.payment.createMany({
      data: [
        {
          ...purposeColumns(purpose),
          userId: request.userId,
          provider: 'stripe',
          kind: 'charge',
          status: 'pending',
          amountCents,
          currency: 'usd',
          providerRef: intent.id,
          idempotencyKey,
          discountToken: request.discountToken ?? null,
        },
      ],
      skipDuplicates: true,
    });
    const row = await this.prisma.payment.findUniqueOrThrow({ where: { idempotencyKey } });
    if (row.providerRef === intent.id) {
      await this.ledger.recordStarted(row.id);
      return { payment_intent_id: intent.id, client_secret: intent.client_secret ?? '', amount_cents: row.amountCents };
    }
    // A concurrent identical request stored its intent first (Stripe answers both with one intent for one key; a
    // provider that does not keep keys would have made two): answer the stored one and drop ours.
    if (intent.status !== 'canceled') await this.stripe.cancelIntent(intent.id);
    const stored = await this.stripe.retrieveIntent(row.providerRef);
    if (!stored?.client_secret) throw new CardPaymentFailedError();
    return { payment_intent_id: row.providerRef, client_secret: stored.client_secret, amount_cents: row.amountCents };
  }

  /**
   * After the page confirmed `ref` with Stripe.js: asks Stripe (never the browser) how the intent stands.
   * succeeded, with `amount_received` and currency equal to the pending row's → recorded → `{status: 'paid'}`;
   * processing / requires_action / requires_confirmation / requires_payment_method → `{status: 'pending'}` (answer
   * 202; the webhook finishes it); cancelled, an amount that does not match, or a ref that is not a charge of this
   * purpose → CardPaymentFailedError (402). A ref recorded before answers paid again.
   */
  async confirmCardPayment(ref: string, purpose: PaymentPurpose): Promise<PaymentResultDto> {
    const row = await this.ledger.charge('stripe', ref, purpose);
    if (!row) throw new CardPaymentFailedError();
    if (row.status === 'succeeded') return { status: 'paid', payment_id: row.id };
    const intent = await this.stripe.retrieveIntent(ref);
    if (!intent || intent.status === 'canceled') {
      await this.ledger.recordFailed(row.id);
      throw new CardPaymentFailedError();
    }
    if (intent.status === 'succeeded') {
      if (intent.amount_received !== row.amountCents || intent.currency !== row.currency) {
        this.logger.error({ payment: row.id, intent: ref, received: intent.amount_received, currency: intent.currency }, 'a PaymentIntent succeeded for another amount than its payment');
        throw new CardPaymentFailedError();
      }
      await this.ledger.recordSucceeded(row.id);
      return { status: 'paid', payment_id: row.id };
    }
    if (row.status === 'failed') throw new CardPaymentFailedError();
    return { status: 'pending', payment_id: row.id };
  }

  private async refuseIfPaid(purpose: PaymentPurpose): Promise<void> {
    const paid = await this.prisma.payment.findFirst({ where: { ...purposeColumns(purpose), kind: 'charge', status: 'succeeded' }, select: { id: true } });
    if (paid) throw new AlreadyPaidError(isCampaignPurpose(purpose) ? 'campaign' : 'boost');
  }
}

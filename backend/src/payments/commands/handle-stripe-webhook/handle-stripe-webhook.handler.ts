import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type Stripe from 'stripe';
import { PaymentLedger, type ReportedRefund } from '../../infra/payment-ledger';
import { InvalidWebhookSignatureError, StripeGateway } from '../../infra/stripe-gateway';
import { HandleStripeWebhookCommand, type StripeWebhookResult } from './handle-stripe-webhook.command';

/**
 * Stripe's word on our PaymentIntents, checked against the signature before anything is read:
 * - payment_intent.succeeded: the charge is recorded (campaign or boost), if the amount received is the pending row's;
 * - payment_intent.payment_failed and payment_intent.canceled: the pending charge is marked failed;
 * - charge.refunded: each refund not recorded yet becomes a new refund row (the charge row stays as it is).
 * Any other type, and intents that are not ours, are acknowledged and ignored. Stripe delivers at least once and in
 * no set order, and the page's activate call may get there first: every step is a no-op the second time.
 */
@CommandHandler(HandleStripeWebhookCommand)
export class HandleStripeWebhookHandler implements ICommandHandler<HandleStripeWebhookCommand, StripeWebhookResult> {
  private readonly logger = new Logger(HandleStripeWebhookHandler.name);

  constructor(
    private readonly stripe: StripeGateway,
    private readonly ledger: PaymentLedger,
  ) {}

  async execute({ rawBody, signature }: HandleStripeWebhookCommand): Promise<StripeWebhookResult> {
    if (!rawBody) throw new InvalidWebhookSignatureError();
    const event = this.stripe.verifyEvent(rawBody, signature);
    switch (event.type) {
      case 'payment_intent.succeeded':
        return this.succeeded(event.data.object);
      case 'payment_intent.payment_failed':
      case 'payment_intent.canceled':
        return this.failed(event.data.object);
      case 'charge.refunded':
        return this.refunded(event.data.object);
      default:
        return { received: true, outcome: 'ignored' };
    }
  }

  private async succeeded(intent: Stripe.PaymentIntent): Promise<StripeWebhookResult> {
    const row = await this.ledger.charge('stripe', intent.id);
    if (!row) return { received: true, outcome: 'unchanged' };
    const received = intent.amount_received || intent.amount;
    if (received !== row.amountCents || intent.currency !== row.currency) {
      // Answered 200 all the same: a retry would carry the same numbers. Staff look at it from the log.
      this.logger.error({ payment: row.id, intent: intent.id, received, currency: intent.currency }, 'a PaymentIntent succeeded for another amount than its payment');
      return { received: true, outcome: 'unchanged' };
    }
    return { received: true, outcome: (await this.ledger.recordSucceeded(row.id)) ? 'recorded' : 'unchanged' };
  }

  private async failed(intent: Stripe.PaymentIntent): Promise<StripeWebhookResult> {
    const row = await this.ledger.charge('stripe', intent.id);
    if (!row) return { received: true, outcome: 'unchanged' };
    return { received: true, outcome: (await this.ledger.recordFailed(row.id)) ? 'failed' : 'unchanged' };
  }

  private async refunded(charge: Stripe.Charge): Promise<StripeWebhookResult> {
    const intentId = typeof charge.payment_intent === 'string' ? charge.payment_intent : charge.payment_intent?.id;
    if (!intentId) return { received: true, outcome: 'unchanged' };
    // Older API versions list the refunds on the charge; newer ones give only the total refunded so far.
    const listed = charge.refunds?.data;
    const refunds: ReportedRefund[] | null = listed?.length
      ? listed.filter((r) => r.status === 'succeeded' || r.status === 'pending').map((r) => ({ providerRef: r.id, amountCents: r.amount }))
      : null;
    const ids = await this.ledger.recordRefunds(intentId, { refunds, totalRefundedCents: charge.amount_refunded, providerChargeId: charge.id });
    return { received: true, outcome: ids.length > 0 ? 'refunded' : 'unchanged' };
  }
}

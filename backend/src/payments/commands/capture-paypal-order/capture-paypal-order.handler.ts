import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentResultDto } from '@emberhold/contracts';
import { AlreadyPaidError, PaypalPaymentFailedError } from '../../domain/payment-errors';
import { captureOutcome } from '../../domain/paypal-capture';
import { purposeKey } from '../../domain/payment-purpose';
import { CampaignCheckout } from '../../infra/campaign-checkout';
import { PaymentLedger } from '../../infra/payment-ledger';
import { PaypalGateway, type PaypalOrder } from '../../infra/paypal-gateway';
import { CapturePaypalOrderCommand } from './capture-paypal-order.command';

/**
 * Captures an approved order of the campaign (PayPal-Request-Id `capture:<order id>`, so a retried capture answers the
 * first one) and records it when PayPal says COMPLETED for exactly the pending row's amount in USD. An order captured
 * before (our row succeeded, or PayPal's ORDER_ALREADY_CAPTURED) answers paid once more; anything else is the spec's
 * 'There was a problem processing your paypal payment.' (402), the row staying pending for the buyer to try again.
 * A campaign paid by another payment meanwhile is a 409, and its order is not captured.
 */
@CommandHandler(CapturePaypalOrderCommand)
export class CapturePaypalOrderHandler implements ICommandHandler<CapturePaypalOrderCommand, PaymentResultDto> {
  private readonly logger = new Logger(CapturePaypalOrderHandler.name);

  constructor(
    private readonly campaigns: CampaignCheckout,
    private readonly paypal: PaypalGateway,
    private readonly ledger: PaymentLedger,
  ) {}

  async execute({ campaignId, userId, orderId }: CapturePaypalOrderCommand): Promise<PaymentResultDto> {
    const campaign = await this.campaigns.ownedCampaign(campaignId, userId);
    const row = await this.ledger.charge('paypal', orderId, { campaignId });
    if (!row || row.status === 'failed') throw new PaypalPaymentFailedError();
    if (row.status === 'succeeded') return { status: 'paid', payment_id: row.id };
    // Another payment paid the campaign meanwhile: capturing this order would take the fee twice.
    if (campaign.paidAt) throw new AlreadyPaidError();

    const result = await this.paypal.captureOrder(orderId, `capture:${orderId}`);
    if (!result.ok && !result.issues.includes('ORDER_ALREADY_CAPTURED')) {
      this.logger.warn({ payment: row.id, status: result.status, issues: result.issues }, 'PayPal refused to capture an order');
      await this.ledger.recordFailed(row.id, { keepPending: true });
      throw new PaypalPaymentFailedError();
    }
    // Captured before (a capture whose answer we lost): PayPal's order says what was captured.
    const order: PaypalOrder | null = result.ok ? result.order : await this.paypal.getOrder(orderId);

    const outcome = captureOutcome(order, row.amountCents, purposeKey({ campaignId }));
    if (outcome === 'mismatch') this.logger.error({ payment: row.id, order: orderId }, 'a PayPal capture did not match its payment');
    // PayPal holds some captures for review (eCheck, risk): the money is not ours yet.
    if (outcome === 'pending') return { status: 'pending', payment_id: row.id };
    if (outcome !== 'completed') {
      await this.ledger.recordFailed(row.id, { keepPending: true });
      throw new PaypalPaymentFailedError();
    }
    await this.ledger.recordSucceeded(row.id);
    return { status: 'paid', payment_id: row.id };
  }
}

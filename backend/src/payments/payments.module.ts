import { Module } from '@nestjs/common';
import { OutboxModule } from '../common/outbox/outbox.module';
import { CardPaymentsService } from './application/card-payments.service';
import { PaymentPurposes } from './application/payment-purposes';
import { ActivateCardPaymentHandler } from './commands/activate-card-payment/activate-card-payment.handler';
import { ActivateCardPaymentHttpController } from './commands/activate-card-payment/activate-card-payment.http.controller';
import { CapturePaypalOrderHandler } from './commands/capture-paypal-order/capture-paypal-order.handler';
import { CapturePaypalOrderHttpController } from './commands/capture-paypal-order/capture-paypal-order.http.controller';
import { CreatePaymentIntentHandler } from './commands/create-payment-intent/create-payment-intent.handler';
import { CreatePaymentIntentHttpController } from './commands/create-payment-intent/create-payment-intent.http.controller';
import { CreatePaypalOrderHandler } from './commands/create-paypal-order/create-paypal-order.handler';
import { CreatePaypalOrderHttpController } from './commands/create-paypal-order/create-paypal-order.http.controller';
import { HandleStripeWebhookHandler } from './commands/handle-stripe-webhook/handle-stripe-webhook.handler';
import { HandleStripeWebhookHttpController } from './commands/handle-stripe-webhook/handle-stripe-webhook.http.controller';
import { CampaignCheckout } from './infra/campaign-checkout';
import { PaymentLedger } from './infra/payment-ledger';
import { PaypalGateway } from './infra/paypal-gateway';
import { StripeGateway } from './infra/stripe-gateway';
import { CheckDiscountTokenHandler } from './queries/check-discount-token/check-discount-token.handler';
import { CheckDiscountTokenHttpController } from './queries/check-discount-token/check-discount-token.http.controller';
import { GetCheckoutHandler } from './queries/get-checkout/get-checkout.handler';
import { GetCheckoutHttpController } from './queries/get-checkout/get-checkout.http.controller';
import { GetReceiptHandler } from './queries/get-receipt/get-receipt.handler';
import { GetReceiptHttpController } from './queries/get-receipt/get-receipt.http.controller';
import { ListReceiptsHandler } from './queries/list-receipts/list-receipts.handler';
import { ListReceiptsHttpController } from './queries/list-receipts/list-receipts.http.controller';

/**
 * Payments (spec sections 5, 7 and 9): the campaign fee by card (Stripe PaymentIntents) and PayPal (Orders v2),
 * Stripe's webhook, receipts, and the append-only payments ledger that records each payment once with its facts.
 * Other contexts (boosts) take card payments through the exported CardPaymentsService; what a payment buys is settled
 * by the context that sells it, through the PaymentPurposeHandler it registers with PaymentPurposes (advertising: the
 * campaign fee; boosts: a boost).
 */
@Module({
  imports: [OutboxModule],
  controllers: [
    GetCheckoutHttpController,
    CheckDiscountTokenHttpController,
    CreatePaymentIntentHttpController,
    ActivateCardPaymentHttpController,
    CreatePaypalOrderHttpController,
    CapturePaypalOrderHttpController,
    HandleStripeWebhookHttpController,
    ListReceiptsHttpController,
    GetReceiptHttpController,
  ],
  providers: [
    StripeGateway,
    PaypalGateway,
    PaymentLedger,
    CampaignCheckout,
    CardPaymentsService,
    PaymentPurposes,
    GetCheckoutHandler,
    CheckDiscountTokenHandler,
    CreatePaymentIntentHandler,
    ActivateCardPaymentHandler,
    CreatePaypalOrderHandler,
    CapturePaypalOrderHandler,
    HandleStripeWebhookHandler,
    ListReceiptsHandler,
    GetReceiptHandler,
  ],
  exports: [CardPaymentsService, PaymentPurposes],
})
export class PaymentsModule {}

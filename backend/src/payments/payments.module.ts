import { Module } from '@nestjs/common';
import { CardPaymentsService } from './application/card-payments.service';
import { PaymentLedger } from './infra/payment-ledger';
import { PaypalGateway } from './infra/paypal-gateway';
import { StripeGateway } from './infra/stripe-gateway';

/**
 * Payments (spec sections 5, 7 and 9): the campaign fee and boosts by card (Stripe) or PayPal, Stripe's webhook,
 * receipts. Other contexts take card payments through CardPaymentsService.
 */
@Module({
  providers: [StripeGateway, PaypalGateway, PaymentLedger, CardPaymentsService],
  exports: [CardPaymentsService],
})
export class PaymentsModule {}

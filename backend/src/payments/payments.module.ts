import { Module } from '@nestjs/common';

/** Payments (spec sections 5, 7 and 9): the campaign fee and boosts by card (Stripe) or PayPal, webhooks, receipts. */
@Module({})
export class PaymentsModule {}

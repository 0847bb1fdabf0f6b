import { Command } from '@nestjs/cqrs';
import type { PaymentResultDto } from '@emberhold/contracts';

/** The page confirmed the campaign's PaymentIntent `stripeRef` with Stripe.js: record it if Stripe says it is paid. */
export class ActivateCardPaymentCommand extends Command<PaymentResultDto> {
  constructor(
    readonly campaignId: number,
    readonly userId: number,
    readonly stripeRef: string,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { PaymentIntentDto } from '@emberhold/contracts';

/** A Stripe PaymentIntent for a campaign's fee, for its advertiser (who accepted the terms). */
export class CreatePaymentIntentCommand extends Command<PaymentIntentDto> {
  constructor(
    readonly campaignId: number,
    readonly userId: number,
    readonly discountToken: string | null,
  ) {
    super();
  }
}

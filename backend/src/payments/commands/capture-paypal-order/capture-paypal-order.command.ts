import { Command } from '@nestjs/cqrs';
import type { PaymentResultDto } from '@emberhold/contracts';

/** The buyer approved the campaign's PayPal order `orderId` and came back: capture it and record the payment. */
export class CapturePaypalOrderCommand extends Command<PaymentResultDto> {
  constructor(
    readonly campaignId: number,
    readonly userId: number,
    readonly orderId: string,
  ) {
    super();
  }
}

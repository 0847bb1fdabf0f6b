import { Command } from '@nestjs/cqrs';
import type { AffiliatePaymentDto } from '@emberhold/contracts';
import type { VoidPaymentBody } from './void-payment.dto';

export class VoidPaymentCommand extends Command<AffiliatePaymentDto> {
  constructor(
    readonly body: VoidPaymentBody,
    readonly staffId: number,
  ) {
    super();
  }
}

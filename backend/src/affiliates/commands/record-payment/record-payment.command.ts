import { Command } from '@nestjs/cqrs';
import type { AffiliatePaymentDto } from '@emberhold/contracts';
import type { RecordPaymentBody } from './record-payment.dto';

export class RecordPaymentCommand extends Command<AffiliatePaymentDto> {
  constructor(
    readonly body: RecordPaymentBody,
    readonly staffId: number,
  ) {
    super();
  }
}

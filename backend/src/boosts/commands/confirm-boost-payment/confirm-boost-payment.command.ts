import { Command } from '@nestjs/cqrs';
import type { PaymentResultDto } from '@emberhold/contracts';
import type { ConfirmBoostPaymentBody } from './confirm-boost-payment.dto';

export class ConfirmBoostPaymentCommand extends Command<PaymentResultDto> {
  constructor(
    readonly slug: string,
    readonly body: ConfirmBoostPaymentBody,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { BoostIntentDto } from '@emberhold/contracts';
import type { StartBoostPaymentBody } from './start-boost-payment.dto';

export class StartBoostPaymentCommand extends Command<BoostIntentDto> {
  constructor(
    readonly slug: string,
    readonly body: StartBoostPaymentBody,
    /** The logged-in buyer (their account's email is used), or null for a visitor (who types it twice). */
    readonly userId: number | null,
    readonly ip: string,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

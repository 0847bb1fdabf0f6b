import { Command } from '@nestjs/cqrs';
import type { PromoEmailDto } from '@emberhold/contracts';
import type { SendPromoEmailBody } from './send-promo-email.dto';

/** An admin sends a promo email to one address or account. */
export class SendPromoEmailCommand extends Command<{ promoEmail: PromoEmailDto; duplicate: boolean }> {
  constructor(
    readonly body: SendPromoEmailBody,
    readonly senderId: number,
    readonly now: Date = new Date(),
  ) {
    super();
  }
}

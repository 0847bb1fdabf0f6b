import { Command } from '@nestjs/cqrs';
import type { DropoffDto } from '@emberhold/contracts';

export type DiscountTarget = { dropoffId: number } | { creativeId: number };

/** Mails a dropoff (or the advertiser of a passed pitch) a one-time discount token, as staff member `actorId`. */
export class SendDropoffDiscountCommand extends Command<DropoffDto> {
  constructor(
    readonly target: DiscountTarget,
    readonly actorId: number,
  ) {
    super();
  }
}

import { Command } from '@nestjs/cqrs';
import type { TemporarySignupDto } from '@emberhold/contracts';

/** Keeps the email of a funnel whose visitor is not ready to sign up (spec section 5: temporary signup). */
export class TemporarySignupCommand extends Command<TemporarySignupDto> {
  constructor(
    readonly tempId: string,
    readonly email: string,
    /** The client address, for the per-address limit. */
    readonly ip: string,
  ) {
    super();
  }
}

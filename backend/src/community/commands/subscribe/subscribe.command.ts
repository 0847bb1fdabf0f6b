import { Command } from '@nestjs/cqrs';

/** `mailed` is false when the address was already confirmed: nothing is sent again, and the caller answers the same. */
export class SubscribeCommand extends Command<{ mailed: boolean }> {
  constructor(
    /** Lower-case, trimmed. */
    readonly email: string,
    readonly ip: string,
  ) {
    super();
  }
}

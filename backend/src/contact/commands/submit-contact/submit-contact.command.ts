import { Command } from '@nestjs/cqrs';
import type { EventContext } from '@emberhold/contracts';
import type { SubmitContactBody } from './submit-contact.dto';

export class SubmitContactCommand extends Command<{ contactId: number }> {
  constructor(
    readonly body: SubmitContactBody,
    readonly context: EventContext,
  ) {
    super();
  }
}

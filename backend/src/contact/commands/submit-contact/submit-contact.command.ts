import { Command } from '@nestjs/cqrs';
import type { EventContext } from '@emberhold/contracts';
import type { ContactMessage } from './submit-contact.dto';

export class SubmitContactCommand extends Command<{ contactId: number }> {
  constructor(
    readonly body: ContactMessage,
    readonly context: EventContext,
  ) {
    super();
  }
}

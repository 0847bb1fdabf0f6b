import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { envelope, type ContactSubmittedEvent } from '@emberhold/contracts';
import { OutboxTransactions } from '../../../common/outbox/outbox-transactions';
import { SubmitContactCommand } from './submit-contact.command';

/**
 * Stores the message and its `contact.submitted` fact in one transaction (the outbox), then says the outbox was
 * written. The fact reaches the event log through the relay, never directly from here.
 */
@CommandHandler(SubmitContactCommand)
export class SubmitContactHandler implements ICommandHandler<SubmitContactCommand> {
  constructor(private readonly outbox: OutboxTransactions) {}

  async execute({ body, context }: SubmitContactCommand): Promise<{ contactId: number }> {
    return this.outbox.run(async (tx, record) => {
      const contact = await tx.contact.create({ data: body });
      const fact: ContactSubmittedEvent = envelope('contact.submitted', 1, { contact_id: contact.id, topic: body.type }, context);
      record({ fact, key: `contact:${contact.id}` });
      return { contactId: contact.id };
    });
  }
}

import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { envelope, type ContactSubmittedEvent as ContactSubmittedFact } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/runtime';
import { appendToOutbox } from '../../../common/outbox/outbox';
import { ContactSubmittedEvent } from '../../events/contact-submitted.event';
import { SubmitContactCommand } from './submit-contact.command';

/**
 * Stores the message and its `contact.submitted` fact in one transaction (the outbox), then tells in-process
 * listeners. The fact reaches the event log through the relay, never directly from here.
 */
@CommandHandler(SubmitContactCommand)
export class SubmitContactHandler implements ICommandHandler<SubmitContactCommand> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly events: EventBus,
  ) {}

  async execute({ body, context }: SubmitContactCommand): Promise<{ contactId: number }> {
    const { contact, fact } = await this.prisma.$transaction(async (tx) => {
      const contact = await tx.contact.create({ data: body });
      const fact: ContactSubmittedFact = envelope('contact.submitted', 1, { contact_id: contact.id, topic: body.type }, context);
      await appendToOutbox(tx, [{ fact, key: `contact:${contact.id}` }]);
      return { contact, fact };
    });
    this.events.publish(new ContactSubmittedEvent(contact.id, fact.id));
    return { contactId: contact.id };
  }
}

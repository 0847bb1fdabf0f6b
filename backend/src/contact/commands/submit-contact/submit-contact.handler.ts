import { Inject } from '@nestjs/common';
import { CommandHandler, EventBus, type ICommandHandler } from '@nestjs/cqrs';
import { envelope, type ContactSubmittedEvent } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { appendToOutbox } from '../../../common/outbox/outbox';
import { OutboxWrittenEvent } from '../../../common/outbox/outbox-written.event';
import { SubmitContactCommand } from './submit-contact.command';

/**
 * Stores the message and its `contact.submitted` fact in one transaction (the outbox), then says the outbox was
 * written. The fact reaches the event log through the relay, never directly from here.
 */
@CommandHandler(SubmitContactCommand)
export class SubmitContactHandler implements ICommandHandler<SubmitContactCommand> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly events: EventBus,
  ) {}

  async execute({ body, context }: SubmitContactCommand): Promise<{ contactId: number }> {
    const { contact, eventIds } = await this.prisma.$transaction(async (tx) => {
      const contact = await tx.contact.create({ data: body });
      const fact: ContactSubmittedEvent = envelope('contact.submitted', 1, { contact_id: contact.id, topic: body.type }, context);
      return { contact, eventIds: await appendToOutbox(tx, [{ fact, key: `contact:${contact.id}` }]) };
    });
    this.events.publish(new OutboxWrittenEvent(eventIds));
    return { contactId: contact.id };
  }
}

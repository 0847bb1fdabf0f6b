import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { OutboxRelayNudge } from '../../common/outbox/outbox-relay-nudge';
import { ContactSubmittedEvent } from './contact-submitted.event';

/** Relays the contact's fact now rather than at the relay's next poll (see OutboxRelayNudge). */
@EventsHandler(ContactSubmittedEvent)
export class RelayOutboxOnContactHandler implements IEventHandler<ContactSubmittedEvent> {
  constructor(private readonly nudge: OutboxRelayNudge) {}

  async handle(event: ContactSubmittedEvent): Promise<void> {
    await this.nudge.request(event.eventId);
  }
}

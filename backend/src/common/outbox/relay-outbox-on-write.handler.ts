import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import { OutboxRelayNudge } from './outbox-relay-nudge';
import { OutboxWrittenEvent } from './outbox-written.event';

/** One relay nudge per committed write: the relay takes every unpublished row, so the first event id names it. */
@EventsHandler(OutboxWrittenEvent)
export class RelayOutboxOnWriteHandler implements IEventHandler<OutboxWrittenEvent> {
  constructor(private readonly nudge: OutboxRelayNudge) {}

  async handle({ eventIds }: OutboxWrittenEvent): Promise<void> {
    if (eventIds.length > 0) await this.nudge.request(eventIds[0]!);
  }
}

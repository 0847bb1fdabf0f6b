import { Inject, Logger } from '@nestjs/common';
import { EventsHandler, type IEventHandler } from '@nestjs/cqrs';
import type { JobPayloadMap } from '@emberhold/contracts';
import type { JobQueue } from '@emberhold/platform';
import { JOB_QUEUE } from '@emberhold/runtime';
import { ContactSubmittedEvent } from './contact-submitted.event';

/**
 * Asks the workers to relay the outbox now instead of at their next poll, so the fact reaches the log within
 * milliseconds. Losing this nudge (a crash right here) only delays the event: the relay's poll still finds it.
 */
@EventsHandler(ContactSubmittedEvent)
export class RelayOutboxOnContactHandler implements IEventHandler<ContactSubmittedEvent> {
  private readonly logger = new Logger(RelayOutboxOnContactHandler.name);

  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue<JobPayloadMap>) {}

  async handle(event: ContactSubmittedEvent): Promise<void> {
    try {
      await this.jobs.add('outbox.relay', {}, { jobId: `outbox-relay-${event.eventId}` });
    } catch (error) {
      this.logger.warn({ err: error, eventId: event.eventId }, 'could not request an immediate outbox relay');
    }
  }
}

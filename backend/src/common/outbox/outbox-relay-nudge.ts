import { Inject, Injectable, Logger } from '@nestjs/common';
import type { JobPayloadMap } from '@emberhold/contracts';
import { JOB_QUEUE, type JobQueue } from '@emberhold/platform';

/**
 * Asks the workers to relay the outbox now instead of at their next poll, so a committed fact reaches the log within
 * milliseconds. Losing this nudge (a crash right here, the queue down) only delays the fact: the relay's poll still
 * finds it, so a failure is logged and never thrown.
 */
@Injectable()
export class OutboxRelayNudge {
  private readonly logger = new Logger(OutboxRelayNudge.name);

  constructor(@Inject(JOB_QUEUE) private readonly jobs: JobQueue<JobPayloadMap>) {}

  /** One job per committed write, named after its (first) event id, so a repeated nudge for it is the same job. */
  async request(eventId: string): Promise<void> {
    try {
      await this.jobs.add('outbox.relay', {}, { jobId: `outbox-relay-${eventId}` });
    } catch (error) {
      this.logger.warn({ err: error, eventId }, 'could not request an immediate outbox relay');
    }
  }
}

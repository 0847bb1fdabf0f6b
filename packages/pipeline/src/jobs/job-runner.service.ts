import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { jobPayloads, type JobPayloadMap } from '@emberhold/contracts';
import type { JobHandlers, JobQueue } from '@emberhold/platform';
import { JOB_QUEUE } from '@emberhold/runtime';
import { OutboxRelay } from '../outbox/outbox-relay.service';

/** Runs the main queue's jobs in a worker-hosting process; payloads are checked against their contract first. */
@Injectable()
export class JobRunner implements OnApplicationBootstrap {
  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue<JobPayloadMap>,
    private readonly outboxRelay: OutboxRelay,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const handlers: JobHandlers<JobPayloadMap> = {
      'outbox.relay': async (job) => {
        jobPayloads['outbox.relay'].parse(job.payload);
        return { relayed: await this.outboxRelay.relayNow() };
      },
    };
    await this.jobs.process(handlers, { concurrency: 2 });
  }
}

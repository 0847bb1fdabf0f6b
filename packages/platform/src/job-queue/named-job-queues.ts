import { JobQueueError, type JobPayloadShape, type JobQueue, type JobQueues } from './job-queue.port';

/**
 * The JobQueues both adapters hand out: one queue object per name, made on first use, and closing closes every queue
 * it made and then releases what the adapter shares between them (BullMQ's Redis connection). Calls after the first
 * close wait for it; asking for a queue after close is refused.
 */
export class NamedJobQueues<Q extends JobQueue<JobPayloadShape>> implements JobQueues {
  private readonly queues = new Map<string, Q>();
  private closing: Promise<void> | undefined;

  constructor(
    private readonly open: (name: string) => Q,
    private readonly release: () => Promise<void> = async () => undefined,
  ) {}

  queue<P extends JobPayloadShape>(name: string): JobQueue<P> {
    if (this.closing) throw new JobQueueError('JOB_QUEUE_CLOSED', 'The job queues are closed.');
    let queue = this.queues.get(name);
    if (!queue) {
      queue = this.open(name);
      this.queues.set(name, queue);
    }
    return queue as unknown as JobQueue<P>;
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.all([...this.queues.values()].map((queue) => queue.close()));
      await this.release();
    })();
    return this.closing;
  }
}

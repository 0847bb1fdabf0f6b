import { Queue, UnrecoverableError, Worker, type Job, type JobsOptions } from 'bullmq';
import { hostname } from 'node:os';
import IORedis from 'ioredis';
import {
  assertValidJobId,
  defaultJobAttempts,
  defaultJobBackoff,
  JobQueueError,
  keptCompletedJobs,
  keptFailedJobs,
  type FailedJob,
  type JobFailureReporter,
  type JobHandlers,
  type JobOptions,
  type JobPayloadShape,
  type JobQueue,
  type JobQueueDefaults,
  type JobQueues,
  type JobSchedule,
  type ProcessOptions,
  type Repeat,
} from './job-queue.port';
import { reportJobFailureToConsole } from './job-failure-report';
import { NamedJobQueues } from './named-job-queues';
import { assertValidRepeat } from './repeat-schedule';

export interface BullmqJobQueuesOptions {
  redisUrl: string;
  /** Redis key prefix, so several deployments (or test runs) can share one Redis. Default "emberhold". */
  prefix?: string;
  defaults?: JobQueueDefaults;
  /** Default: one console line per failed attempt. */
  onAttemptFailed?: JobFailureReporter;
  /**
   * How long a running job's lock lasts unless its worker renews it (renewed at half of it); the check for jobs whose
   * worker died runs as often. Default 30 s, BullMQ's own.
   */
  lockMs?: number;
}

export async function openBullmqJobQueues(options: BullmqJobQueuesOptions): Promise<JobQueues> {
  // BullMQ workers block on Redis; it requires maxRetriesPerRequest null so a slow command is never given up on.
  const connection = new IORedis(options.redisUrl, { maxRetriesPerRequest: null, lazyConnect: true });
  connection.on('error', () => undefined);
  try {
    await connection.connect();
    await connection.ping();
  } catch (error) {
    connection.disconnect();
    throw error;
  }
  return new NamedJobQueues(
    (name) => new BullmqJobQueue(name, connection, options),
    async () => {
      await connection.quit().catch(() => connection.disconnect());
    },
  );
}

class BullmqJobQueue<P extends JobPayloadShape> implements JobQueue<P> {
  private readonly queue: Queue;
  private worker: Worker | undefined;
  private closing: Promise<void> | undefined;

  constructor(
    readonly name: string,
    private readonly connection: IORedis,
    private readonly options: BullmqJobQueuesOptions,
  ) {
    this.queue = new Queue(name, { connection, prefix: options.prefix ?? 'emberhold' });
    this.queue.on('error', () => undefined);
  }

  async add<N extends keyof P & string>(name: N, payload: P[N], options: JobOptions = {}): Promise<{ id: string }> {
    this.assertOpen();
    assertValidJobId(options.jobId);
    const job = await this.queue.add(name, payload, {
      ...this.jobOptions(options),
      ...(options.jobId !== undefined && { jobId: options.jobId }),
      ...(options.delayMs !== undefined && { delay: Math.max(0, Math.ceil(options.delayMs)) }),
    });
    return { id: String(job.id) };
  }

  async schedule<N extends keyof P & string>(
    scheduleId: string,
    repeat: Repeat,
    name: N,
    payload: P[N],
    options: Omit<JobOptions, 'jobId' | 'delayMs'> = {},
  ): Promise<void> {
    this.assertOpen();
    assertValidRepeat(repeat);
    await this.queue.upsertJobScheduler(
      scheduleId,
      'everyMs' in repeat ? { every: repeat.everyMs } : { pattern: repeat.cron, tz: repeat.tz ?? 'UTC' },
      { name, data: payload, opts: this.jobOptions(options) },
    );
  }

  async unschedule(scheduleId: string): Promise<void> {
    this.assertOpen();
    await this.queue.removeJobScheduler(scheduleId);
  }

  async getSchedules(): Promise<JobSchedule[]> {
    const schedulers = await this.queue.getJobSchedulers(0, -1, true);
    return schedulers.map((scheduler) => ({
      id: scheduler.id ?? scheduler.key,
      name: scheduler.name,
      ...(scheduler.every !== undefined && scheduler.every !== null && { everyMs: Number(scheduler.every) }),
      ...(scheduler.pattern && { cron: scheduler.pattern }),
      ...(scheduler.next !== undefined && scheduler.next !== null && { next: new Date(Number(scheduler.next)) }),
    }));
  }

  async process(handlers: JobHandlers<P>, options: ProcessOptions = {}): Promise<void> {
    this.assertOpen();
    if (this.worker) throw new JobQueueError('JOB_QUEUE_ALREADY_PROCESSING', `Queue ${this.name} is already being processed here.`);
    const run = async (job: Job) => {
      const handler = (handlers as Record<string, ((context: unknown) => Promise<unknown>) | undefined>)[job.name];
      // Retrying cannot make a missing handler appear, so the job goes straight to the failed list.
      if (!handler) throw new UnrecoverableError(`No handler for job ${job.name} on queue ${this.name}.`);
      return handler({ id: String(job.id), name: job.name, payload: job.data, attempt: job.attemptsMade + 1, attempts: job.opts.attempts ?? 1 });
    };
    this.worker = new Worker(this.name, run, {
      connection: this.connection,
      prefix: this.options.prefix ?? 'emberhold',
      concurrency: options.concurrency ?? 1,
      ...(this.options.lockMs !== undefined && { lockDuration: this.options.lockMs, stalledInterval: this.options.lockMs }),
      // Kept on each job it takes (processedBy): which process ran a job, when several share the queue.
      name: `${hostname()}:${process.pid}`,
    });
    this.worker.on('error', () => undefined);
    const report = this.options.onAttemptFailed ?? reportJobFailureToConsole;
    this.worker.on('failed', (job, error) => {
      if (!job) return;
      const final = error instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? 1);
      report(error, { queue: this.name, id: String(job.id), name: job.name, attempt: job.attemptsMade, final });
    });
    await this.worker.waitUntilReady();
  }

  async getFailed(limit = 100): Promise<FailedJob[]> {
    const jobs = await this.queue.getFailed(0, Math.max(0, limit - 1));
    return jobs
      .filter((job): job is Job => Boolean(job))
      .map((job) => ({
        id: String(job.id),
        name: job.name,
        payload: job.data,
        reason: job.failedReason,
        attemptsMade: job.attemptsMade,
        failedAt: new Date(job.finishedOn ?? job.processedOn ?? job.timestamp),
      }));
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await this.worker?.close();
      await this.queue.close();
    })();
    return this.closing;
  }

  private jobOptions(options: Omit<JobOptions, 'jobId' | 'delayMs'>): JobsOptions {
    const backoff = options.backoff ?? this.options.defaults?.backoff ?? defaultJobBackoff;
    return {
      attempts: options.attempts ?? this.options.defaults?.attempts ?? defaultJobAttempts,
      backoff: { type: backoff.type, delay: backoff.delayMs },
      removeOnComplete: { count: keptCompletedJobs },
      removeOnFail: { count: keptFailedJobs },
    };
  }

  private assertOpen(): void {
    if (this.closing) throw new JobQueueError('JOB_QUEUE_CLOSED', `Queue ${this.name} is closed.`);
  }
}

import {
  assertValidJobId,
  backoffDelay,
  defaultJobAttempts,
  defaultJobBackoff,
  JobQueueError,
  keptCompletedJobs,
  keptFailedJobs,
  type BackoffOptions,
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
import { assertValidRepeat, nextRun } from './repeat-schedule';

export interface InProcessJobQueuesOptions {
  defaults?: JobQueueDefaults;
  onAttemptFailed?: JobFailureReporter;
}

/**
 * The embedded mode's job runner. Everything lives in this process's memory and does not survive a restart:
 * waiting, delayed and failed jobs are gone after one. That is acceptable because the embedded mode's jobs are
 * derived work (scores, relays, mails from the outbox) that the app re-creates: schedules are registered again
 * at every start, and the work they do is idempotent and catches up on its own.
 */
export function createInProcessJobQueues(options: InProcessJobQueuesOptions = {}): JobQueues {
  return new NamedJobQueues((name) => new InProcessJobQueue(name, options));
}

type JobState = 'waiting' | 'delayed' | 'active' | 'completed' | 'failed';

interface StoredJob {
  id: string;
  name: string;
  payload: unknown;
  attempts: number;
  backoff: BackoffOptions;
  attemptsMade: number;
  state: JobState;
  failedReason?: string;
  finishedAt?: number;
}

interface StoredSchedule {
  id: string;
  repeat: Repeat;
  name: string;
  payload: unknown;
  options: Omit<JobOptions, 'jobId' | 'delayMs'>;
  next: number;
  timer?: NodeJS.Timeout;
}

type AnyHandler = (job: { id: string; name: string; payload: unknown; attempt: number; attempts: number }) => Promise<unknown>;

class InProcessJobQueue<P extends JobPayloadShape> implements JobQueue<P> {
  private readonly jobs = new Map<string, StoredJob>();
  private readonly waiting: StoredJob[] = [];
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly completed: string[] = [];
  private readonly failed: string[] = [];
  private readonly schedules = new Map<string, StoredSchedule>();
  private readonly running = new Set<Promise<void>>();
  private handlers: Record<string, AnyHandler | undefined> | undefined;
  private concurrency = 1;
  private nextId = 1;
  private closed = false;

  constructor(
    readonly name: string,
    private readonly options: InProcessJobQueuesOptions,
  ) {}

  async add<N extends keyof P & string>(name: N, payload: P[N], options: JobOptions = {}): Promise<{ id: string }> {
    this.assertOpen();
    assertValidJobId(options.jobId);
    return { id: this.enqueue(name, payload, options) };
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
    const existing = this.schedules.get(scheduleId);
    if (existing?.timer) {
      clearTimeout(existing.timer);
      this.timers.delete(existing.timer);
    }
    const schedule: StoredSchedule = { id: scheduleId, repeat, name, payload, options, next: 0 };
    this.schedules.set(scheduleId, schedule);
    this.arm(schedule);
  }

  async unschedule(scheduleId: string): Promise<void> {
    const schedule = this.schedules.get(scheduleId);
    if (schedule?.timer) {
      clearTimeout(schedule.timer);
      this.timers.delete(schedule.timer);
    }
    this.schedules.delete(scheduleId);
  }

  async getSchedules(): Promise<JobSchedule[]> {
    return [...this.schedules.values()].map((schedule) => ({
      id: schedule.id,
      name: schedule.name,
      ...('everyMs' in schedule.repeat ? { everyMs: schedule.repeat.everyMs } : { cron: schedule.repeat.cron }),
      next: new Date(schedule.next),
    }));
  }

  async process(handlers: JobHandlers<P>, options: ProcessOptions = {}): Promise<void> {
    this.assertOpen();
    if (this.handlers) throw new JobQueueError('JOB_QUEUE_ALREADY_PROCESSING', `Queue ${this.name} is already being processed here.`);
    this.handlers = handlers as Record<string, AnyHandler | undefined>;
    this.concurrency = Math.max(1, options.concurrency ?? 1);
    this.pump();
  }

  async getFailed(limit = 100): Promise<FailedJob[]> {
    return this.failed
      .slice(-limit)
      .reverse()
      .flatMap((id) => {
        const job = this.jobs.get(id);
        if (!job) return [];
        return [{ id: job.id, name: job.name, payload: job.payload, reason: job.failedReason ?? '', attemptsMade: job.attemptsMade, failedAt: new Date(job.finishedAt ?? 0) }];
      });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    for (const schedule of this.schedules.values()) if (schedule.timer) clearTimeout(schedule.timer);
    while (this.running.size > 0) await Promise.all([...this.running]);
  }

  private enqueue(name: string, payload: unknown, options: JobOptions): string {
    const id = options.jobId ?? String(this.nextId++);
    if (this.jobs.has(id)) return id;
    const job: StoredJob = {
      id,
      name,
      payload,
      attempts: Math.max(1, options.attempts ?? this.options.defaults?.attempts ?? defaultJobAttempts),
      backoff: options.backoff ?? this.options.defaults?.backoff ?? defaultJobBackoff,
      attemptsMade: 0,
      state: 'waiting',
    };
    this.jobs.set(id, job);
    if (options.delayMs && options.delayMs > 0) this.delay(job, options.delayMs);
    else this.makeReady(job);
    return id;
  }

  private makeReady(job: StoredJob): void {
    job.state = 'waiting';
    this.waiting.push(job);
    this.pump();
  }

  private delay(job: StoredJob, ms: number): void {
    job.state = 'delayed';
    this.at(Date.now() + ms, () => this.makeReady(job));
  }

  /** Runs `action` no earlier than `due`: a timer may fire a millisecond early by the wall clock, so check and re-arm. */
  private at(due: number, action: () => void): NodeJS.Timeout {
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (this.closed) return;
        if (Date.now() < due) this.at(due, action);
        else action();
      },
      Math.max(0, due - Date.now()),
    );
    // Timers alone must not keep a process alive that is otherwise done (a CLI, a test run).
    timer.unref();
    this.timers.add(timer);
    return timer;
  }

  private arm(schedule: StoredSchedule): void {
    schedule.next = nextRun(schedule.repeat, Date.now());
    const due = schedule.next;
    schedule.timer = this.at(due, () => {
      if (this.schedules.get(schedule.id) !== schedule) return;
      this.enqueue(schedule.name, schedule.payload, { ...schedule.options, jobId: `repeat-${schedule.id}-${due}` });
      this.arm(schedule);
    });
  }

  private pump(): void {
    if (!this.handlers || this.closed) return;
    while (this.running.size < this.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      const run = this.run(job).finally(() => {
        this.running.delete(run);
        this.pump();
      });
      this.running.add(run);
    }
  }

  private async run(job: StoredJob): Promise<void> {
    job.state = 'active';
    const handler = this.handlers?.[job.name];
    try {
      if (!handler) throw new JobQueueError('JOB_HANDLER_MISSING', `No handler for job ${job.name} on queue ${this.name}.`);
      await handler({ id: job.id, name: job.name, payload: job.payload, attempt: job.attemptsMade + 1, attempts: job.attempts });
      job.attemptsMade += 1;
      this.finish(job, 'completed');
    } catch (error) {
      job.attemptsMade += 1;
      // Retrying cannot make a missing handler appear, so that job goes straight to the failed list.
      const final = !handler || job.attemptsMade >= job.attempts;
      (this.options.onAttemptFailed ?? reportJobFailureToConsole)(error, { queue: this.name, id: job.id, name: job.name, attempt: job.attemptsMade, final });
      if (final) {
        job.failedReason = error instanceof Error ? error.message : String(error);
        this.finish(job, 'failed');
      } else if (!this.closed) {
        this.delay(job, backoffDelay(job.backoff, job.attemptsMade + 1));
      }
    }
  }

  private finish(job: StoredJob, state: 'completed' | 'failed'): void {
    job.state = state;
    job.finishedAt = Date.now();
    const kept = state === 'completed' ? this.completed : this.failed;
    kept.push(job.id);
    if (kept.length > (state === 'completed' ? keptCompletedJobs : keptFailedJobs)) {
      const evicted = kept.shift();
      if (evicted !== undefined) this.jobs.delete(evicted);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new JobQueueError('JOB_QUEUE_CLOSED', `Queue ${this.name} is closed.`);
  }
}

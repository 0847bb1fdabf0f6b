/**
 * Background and scheduled work: BullMQ on Redis in the full mode, an in-process runner in the embedded mode.
 * A queue is typed by a map from job name to payload (see JobPayloadMap in @emberhold/contracts), so a producer
 * cannot enqueue a payload its processor does not expect. Handlers must be idempotent: a job can run again after
 * a failure or a crash.
 */

/** Job name to payload type. */
export type JobPayloadShape = { [name: string]: unknown };

export interface BackoffOptions {
  /** exponential: delayMs, 2*delayMs, 4*delayMs ... between attempts; fixed: delayMs every time. */
  type: 'exponential' | 'fixed';
  delayMs: number;
}

export interface JobOptions {
  /**
   * Adding a job whose id is still known (waiting, delayed, running, or kept after completing or failing) does
   * nothing. Not only digits, and no ':' (BullMQ reserves both).
   */
  jobId?: string;
  /** The job runs no earlier than this many ms after add(). */
  delayMs?: number;
  /** Total runs before the job is declared failed. Defaults to the queue's default (3). */
  attempts?: number;
  backoff?: BackoffOptions;
}

/** Either a fixed interval or a cron pattern (5 fields, or 6 with seconds first), evaluated in UTC unless tz is given. */
export type Repeat = { everyMs: number } | { cron: string; tz?: string };

export interface JobContext<N extends string = string, T = unknown> {
  id: string;
  name: N;
  payload: T;
  /** 1 for the first run, 2 for the first retry ... */
  attempt: number;
  attempts: number;
}

export type JobHandlers<P extends JobPayloadShape> = { [N in keyof P & string]?: (job: JobContext<N, P[N]>) => Promise<unknown> };

export interface ProcessOptions {
  /** Jobs of this queue run at the same time in this process. Default 1. */
  concurrency?: number;
}

export interface FailedJob {
  id: string;
  name: string;
  payload: unknown;
  /** The message of the error the last attempt threw. */
  reason: string;
  attemptsMade: number;
  failedAt: Date;
}

export interface JobSchedule {
  id: string;
  name: string;
  everyMs?: number;
  cron?: string;
  /** When the next run is due, if known. */
  next?: Date;
}

export interface JobQueue<P extends JobPayloadShape = JobPayloadShape> {
  readonly name: string;
  /** Resolves once the job is stored; returns its id (the given jobId, or a generated one). */
  add<N extends keyof P & string>(name: N, payload: P[N], options?: JobOptions): Promise<{ id: string }>;
  /** Creates or replaces the schedule with this id: registering the same schedule at every start is harmless. */
  schedule<N extends keyof P & string>(scheduleId: string, repeat: Repeat, name: N, payload: P[N], options?: Omit<JobOptions, 'jobId' | 'delayMs'>): Promise<void>;
  unschedule(scheduleId: string): Promise<void>;
  getSchedules(): Promise<JobSchedule[]>;
  /**
   * Starts running this queue's jobs in this process; once per queue instance. A job whose name has no handler
   * fails with a reason saying so.
   */
  process(handlers: JobHandlers<P>, options?: ProcessOptions): Promise<void>;
  /** Jobs that used up their attempts, newest first: the dead-letter list to inspect and replay by hand. */
  getFailed(limit?: number): Promise<FailedJob[]>;
  /** Stops taking jobs, waits for the running ones to finish and releases connections. */
  close(): Promise<void>;
}

/** Opens queues by name on one connection; closing it closes every queue it opened. */
export interface JobQueues {
  queue<P extends JobPayloadShape>(name: string): JobQueue<P>;
  close(): Promise<void>;
}

export interface JobQueueDefaults {
  /** Default 3. */
  attempts?: number;
  /** Default exponential from 1 s. */
  backoff?: BackoffOptions;
}

/** Told about every failed attempt: `final` when the job is moved to the failed list instead of being retried. */
export type JobFailureReporter = (error: unknown, job: { queue: string; id: string; name: string; attempt: number; final: boolean }) => void;

export type JobQueueErrorCode = 'JOB_QUEUE_CLOSED' | 'JOB_QUEUE_INVALID_JOB_ID' | 'JOB_QUEUE_INVALID_SCHEDULE' | 'JOB_QUEUE_ALREADY_PROCESSING' | 'JOB_HANDLER_MISSING';

export class JobQueueError extends Error {
  constructor(
    readonly code: JobQueueErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'JobQueueError';
  }
}

export const defaultJobAttempts = 3;
export const defaultJobBackoff: BackoffOptions = { type: 'exponential', delayMs: 1000 };
/** Completed jobs kept for jobId dedupe and inspection; failed ones are kept longer, they are the dead letters. */
export const keptCompletedJobs = 1000;
export const keptFailedJobs = 10_000;

export function assertValidJobId(jobId: string | undefined): void {
  if (jobId === undefined) return;
  if (jobId.length === 0 || /^\d+$/.test(jobId) || jobId.includes(':')) {
    throw new JobQueueError('JOB_QUEUE_INVALID_JOB_ID', `Job id "${jobId}" must be non-empty, not only digits, and without ':'.`);
  }
}

/** The wait before attempt number `nextAttempt` (2 for the first retry). */
export function backoffDelay(backoff: BackoffOptions, nextAttempt: number): number {
  return backoff.type === 'fixed' ? backoff.delayMs : backoff.delayMs * 2 ** Math.max(0, nextAttempt - 2);
}

import { CronExpressionParser } from 'cron-parser';
import { JobQueueError, type Repeat } from './job-queue.port';

export function assertValidRepeat(repeat: Repeat): void {
  if ('everyMs' in repeat) {
    if (!Number.isInteger(repeat.everyMs) || repeat.everyMs <= 0) {
      throw new JobQueueError('JOB_QUEUE_INVALID_SCHEDULE', `A repeat interval must be a positive whole number of ms (got ${repeat.everyMs}).`);
    }
    return;
  }
  nextCronRun(repeat.cron, repeat.tz, Date.now());
}

/** The first time strictly after `after` (ms since the epoch) at which the schedule is due. */
export function nextRun(repeat: Repeat, after: number): number {
  if ('everyMs' in repeat) {
    // Aligned to multiples of the interval, as BullMQ does, so a restart does not shift the rhythm.
    return (Math.floor(after / repeat.everyMs) + 1) * repeat.everyMs;
  }
  return nextCronRun(repeat.cron, repeat.tz, after);
}

function nextCronRun(cron: string, tz: string | undefined, after: number): number {
  try {
    return CronExpressionParser.parse(cron, { currentDate: new Date(after), tz: tz ?? 'UTC' }).next().getTime();
  } catch (error) {
    throw new JobQueueError('JOB_QUEUE_INVALID_SCHEDULE', `"${cron}" is not a cron pattern: ${error instanceof Error ? error.message : String(error)}`);
  }
}

import { EventLogError, type EventRecord } from './event-log.port';

/** Rejects a record before it reaches the log, so one bad record cannot fail a whole lingering batch. */
export function encodeRecordValue(record: EventRecord): string {
  if (typeof record.topic !== 'string' || record.topic.length === 0) {
    throw new EventLogError('EVENT_LOG_INVALID_RECORD', 'An event record needs a topic.');
  }
  if (typeof record.key !== 'string') {
    throw new EventLogError('EVENT_LOG_INVALID_RECORD', `An event record for ${record.topic} needs a string key.`);
  }
  let json: string | undefined;
  try {
    json = JSON.stringify(record.value);
  } catch (cause) {
    throw new EventLogError('EVENT_LOG_INVALID_RECORD', `The value of a record for ${record.topic} is not JSON-serialisable.`, { cause });
  }
  if (json === undefined) {
    throw new EventLogError('EVENT_LOG_INVALID_RECORD', `The value of a record for ${record.topic} is not JSON-serialisable.`);
  }
  return json;
}

/** Waits `ms`, returning early once `stillWaiting()` turns false (checked every 50 ms). */
export async function pause(ms: number, stillWaiting: () => boolean): Promise<void> {
  const until = Date.now() + ms;
  while (stillWaiting() && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, Math.min(50, until - Date.now())));
  }
}

/** How many partitions' batches a subscription hands its handler at once: SubscribeOptions.concurrentPartitions, at least 1. */
export function partitionsAtOnce(options: { concurrentPartitions?: number }): number {
  return Math.max(1, Math.floor(options.concurrentPartitions ?? 1));
}

/** Backoff between redeliveries of a failing batch: 200 ms doubling to 5 s. */
export function redeliveryDelay(failures: number): number {
  return Math.min(5000, 200 * 2 ** Math.max(0, failures - 1));
}

export type HandlerErrorReporter = (error: unknown, where: { groupId: string; topic: string; partition: number; failures: number }) => void;

export const reportHandlerErrorToConsole: HandlerErrorReporter = (error, where) => {
  const message = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-console -- the default when the host passes no logger
  console.warn(
    `event log: group ${where.groupId} failed on ${where.topic}[${where.partition}] (${where.failures} time(s)), redelivering: ${message}`,
  );
};

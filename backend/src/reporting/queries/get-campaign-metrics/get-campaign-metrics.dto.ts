import { ValidationFailedError } from '@emberhold/contracts';

const DAY_MS = 24 * 60 * 60_000;
/** The widest range one call may ask for, per bucket size. */
const MAX_RANGE_MS = { hour: 31 * DAY_MS, day: 400 * DAY_MS } as const;
const EARLIEST = Date.UTC(1900, 0, 1);
const AFTER_LATEST = Date.UTC(2300, 0, 1);

function parseTime(value: unknown, field: string, fallback: Date): Date {
  if (value === undefined || value === '') return fallback;
  const time = typeof value === 'string' ? new Date(value) : new Date(NaN);
  if (Number.isNaN(time.getTime())) throw new ValidationFailedError(`${field} must be an ISO date or time`, [{ field, message: 'must be an ISO date or time' }]);
  // The years ClickHouse's DateTime64 holds; a time outside them could only fail the read it is coalesced with.
  if (time.getTime() < EARLIEST || time.getTime() >= AFTER_LATEST) {
    throw new ValidationFailedError(`${field} must be a time between 1900 and 2299`, [{ field, message: 'must be a time between 1900 and 2299' }]);
  }
  return time;
}

/**
 * ?bucket (hour or day, day by default), ?to (default now) and ?from (default 48 hours or 30 days before `to`) of the
 * campaign metrics; a bad value, a backwards range or one too long for the bucket is a 400 naming its field.
 */
export function parseMetricsQuery(query: Record<string, unknown>): { bucket: 'hour' | 'day'; from: Date; to: Date } {
  const bucket = query.bucket === undefined || query.bucket === '' ? 'day' : query.bucket;
  if (bucket !== 'hour' && bucket !== 'day') throw new ValidationFailedError('bucket must be hour or day', [{ field: 'bucket', message: 'must be hour or day' }]);
  const to = parseTime(query.to, 'to', new Date());
  const from = parseTime(query.from, 'from', new Date(to.getTime() - (bucket === 'hour' ? 2 * DAY_MS : 30 * DAY_MS)));
  if (from.getTime() >= to.getTime()) throw new ValidationFailedError('from must be before to', [{ field: 'from', message: 'must be before to' }]);
  if (to.getTime() - from.getTime() > MAX_RANGE_MS[bucket]) {
    throw new ValidationFailedError(`the range is too long for ${bucket} buckets`, [{ field: 'from', message: `too far before to for ${bucket} buckets` }]);
  }
  return { bucket, from, to };
}

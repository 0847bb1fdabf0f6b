import { ValidationFailedError } from '@emberhold/contracts';

const DAY_MS = 24 * 60 * 60_000;
/** The most days one report covers. */
export const MAX_REPORT_DAYS = 400;

/** A 'YYYY-MM-DD' (UTC) query value, or a 400 naming the field; absent or empty is null. */
export function parseDay(value: unknown, field: string): string | null {
  if (value === undefined || value === '') return null;
  const valid = typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
  if (!valid) throw new ValidationFailedError(`${field} must be a date (YYYY-MM-DD)`, [{ field, message: 'must be a date (YYYY-MM-DD)' }]);
  return value;
}

export const dayOf = (time: Date): string => time.toISOString().slice(0, 10);
export const startOfDay = (day: string): Date => new Date(`${day}T00:00:00Z`);
export const addDays = (day: string, days: number): string => dayOf(new Date(startOfDay(day).getTime() + days * DAY_MS));

export interface ReportRange {
  /** First and last day, both included (UTC). */
  from: string;
  to: string;
}

/**
 * The days a report covers: `to` defaults to today, `from` to the day the campaign was created (at most
 * MAX_REPORT_DAYS before `to`). A range that runs backwards or is longer than MAX_REPORT_DAYS is a 400.
 */
export function reportRange(given: { from: string | null; to: string | null }, campaignCreated: Date, now: Date): ReportRange {
  const to = given.to ?? dayOf(now);
  const earliest = addDays(to, -(MAX_REPORT_DAYS - 1));
  const from = given.from ?? (dayOf(campaignCreated) > to ? to : dayOf(campaignCreated) < earliest ? earliest : dayOf(campaignCreated));
  if (from > to) throw new ValidationFailedError('from must not be after to', [{ field: 'from', message: 'must not be after to' }]);
  if (from < earliest) throw new ValidationFailedError(`a report covers at most ${MAX_REPORT_DAYS} days`, [{ field: 'from', message: `must be at most ${MAX_REPORT_DAYS} days before to` }]);
  return { from, to };
}

/** Every day of the range, in order. */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day);
  return days;
}

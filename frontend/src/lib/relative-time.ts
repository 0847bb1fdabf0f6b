/**
 * How long ago, or how long until, in words (spec section 9: years, months, days, hours, minutes, seconds): the largest
 * whole unit, singular or plural — "1 year ago", "3 days ago", "in 2 hours", "in 1 minute". Under a second it is "just
 * now". A month is 30 days and a year 365, so the words never claim more time than has passed.
 */
const UNITS: ReadonlyArray<readonly [unit: string, ms: number]> = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1_000],
];

function toMs(moment: string | number | Date): number {
  if (typeof moment === 'number') return moment;
  return typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
}

/** The largest whole unit of a duration, "3 days" or "1 hour"; "" under a second. */
export function durationWords(ms: number): string {
  const elapsed = Math.abs(ms);
  for (const [unit, size] of UNITS) {
    const count = Math.floor(elapsed / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'}`;
  }
  return '';
}

/** "3 days ago" for a moment before `now`, "in 2 hours" for one after it, "just now" within a second; "" for no date. */
export function relativeTime(moment: string | number | Date, now: number | Date = Date.now()): string {
  const then = toMs(moment);
  if (!Number.isFinite(then)) return '';
  const diff = then - toMs(now);
  const words = durationWords(diff);
  if (!words) return 'just now';
  return diff < 0 ? `${words} ago` : `in ${words}`;
}

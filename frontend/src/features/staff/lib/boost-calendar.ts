import { addDays, calendarRefusal } from '@emberhold/contracts/src/api/boost-pricing';

/** How a day of the staff boost calendar shows. */
export type CalendarDayState = 'booked' | 'blocked' | 'too_soon' | 'past' | 'too_far' | 'free';

/** 'YYYY-MM' of a 'YYYY-MM-DD' date. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month before or after 'YYYY-MM'. */
export function shiftMonth(month: string, by: number): string {
  const [year, index] = month.split('-').map(Number) as [number, number];
  const date = new Date(Date.UTC(year, index - 1 + by, 1));
  return date.toISOString().slice(0, 7);
}

/** The weeks (Monday first) covering `month`, each day 'YYYY-MM-DD' or null outside the month. */
export function monthWeeks(month: string): Array<Array<string | null>> {
  const first = `${month}-01`;
  const weekday = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: Array<string | null> = Array.from({ length: weekday }, () => null);
  for (let date = first; monthOf(date) === month; date = addDays(date, 1)) days.push(date);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}

/**
 * Whether a boost can be moved to `date` (spec section 5): not yesterday, today or tomorrow (nor another past day or
 * beyond the booking window), not a booked date, not a blocked one.
 */
export function calendarDayState(date: string, today: string, booked: ReadonlySet<string>, blocked: ReadonlySet<string>): CalendarDayState {
  if (booked.has(date)) return 'booked';
  if (blocked.has(date)) return 'blocked';
  const refusal = calendarRefusal(date, today);
  if (refusal === 'yesterday' || refusal === 'today' || refusal === 'tomorrow') return 'too_soon';
  if (refusal === 'past') return 'past';
  if (refusal === 'too_far') return 'too_far';
  return 'free';
}

export const calendarDayLabels: Record<CalendarDayState, string> = {
  booked: 'Booked',
  blocked: 'Blocked',
  too_soon: 'Not available',
  past: 'Past',
  too_far: 'Too far ahead',
  free: 'Free',
};

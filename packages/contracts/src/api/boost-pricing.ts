/**
 * Boost prices and date rules (spec sections 5 and 9), shared by the API that charges and refuses and the boost page
 * that shows the price and greys out dates before anything is sent. Pure functions of calendar dates: no clock, no
 * I/O, so the site can run them too.
 *
 * Dates are calendar days 'YYYY-MM-DD' in the site's time zone, which is UTC: the product has no other site zone (the
 * boost job, the list rise and "today" in these rules all count days in UTC).
 */

/** Spec section 9, in cents. */
export const BOOST_PRICES_CENTS = {
  /** Any date outside the seasons below, without the special token. */
  default: 49_800,
  /** Any date outside the seasons below, with the special token (BOOST_SPECIAL_TOKEN on the server). */
  special: 40_000,
  /** November 12 onward (the rest of November but the peak below) and December 1-24. */
  season: 99_900,
  /** November 22-24 (the days around Thanksgiving and Black Friday). */
  peak: 200_000,
} as const;

/** How far ahead a boost can be booked: dates up to the same calendar day a year from today. */
export const BOOST_BOOKING_YEARS = 1;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written 'YYYY-MM-DD' (2027-02-29 is not one). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day && year >= 1970;
}

/**
 * The price in cents of a boost on `date` ('YYYY-MM-DD'). Seasonal prices win over the special token: the spec lists
 * the token's $400 beside the default $498 and the seasonal prices separately, so the token lowers only the default.
 */
export function boostPriceCents(date: string, specialToken: boolean): number {
  if (!isIsoDate(date)) throw new RangeError(`boostPriceCents: "${date}" is not a YYYY-MM-DD date`);
  const month = Number(date.slice(5, 7));
  const day = Number(date.slice(8, 10));
  if (month === 11 && day >= 22 && day <= 24) return BOOST_PRICES_CENTS.peak;
  if ((month === 11 && day >= 12) || (month === 12 && day <= 24)) return BOOST_PRICES_CENTS.season;
  return specialToken ? BOOST_PRICES_CENTS.special : BOOST_PRICES_CENTS.default;
}

/** Whether an offer's default price says its token was the special one (the offer carries the price, not the token's worth). */
export function hasSpecialPrice(defaultPriceCents: number): boolean {
  return defaultPriceCents === BOOST_PRICES_CENTS.special;
}

/** '$498', '$2,000', '$4.50' */
export function formatBoostPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2, maximumFractionDigits: 2 })}`;
}

/** The calendar day of an instant in the site's time zone (UTC), 'YYYY-MM-DD'. */
export function siteDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The last date a boost can be booked on today: the same calendar day BOOST_BOOKING_YEARS later (Feb 29 → Mar 1). */
export function lastBoostableDate(today: string): string {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year + BOOST_BOOKING_YEARS, month - 1, day)).toISOString().slice(0, 10);
}

/** The first date a boost can be booked on today: the day after tomorrow. */
export function firstBoostableDate(today: string): string {
  return addDays(today, 2);
}

/** Why a date cannot be boosted (spec section 5), or null when the calendar alone allows it. */
export type BoostDateRefusal = 'past' | 'yesterday' | 'today' | 'tomorrow' | 'too_far' | 'already_boosted' | 'blocked';

/**
 * The rules that need only the calendar: not yesterday, today or tomorrow (spec section 5), nor any other past day, nor
 * beyond the booking window. Booked and blocked dates are the server's to know (they arrive in the offer's
 * unavailable_dates).
 */
export function calendarRefusal(date: string, today: string): BoostDateRefusal | null {
  if (date === addDays(today, -1)) return 'yesterday';
  if (date === today) return 'today';
  if (date === addDays(today, 1)) return 'tomorrow';
  if (date < today) return 'past';
  if (date > lastBoostableDate(today)) return 'too_far';
  return null;
}

/** What the server answers and the page says for each refusal: the reason, then what to do. */
export const boostDateMessages: Record<BoostDateRefusal, string> = {
  past: 'That date has passed. Please choose a date from the day after tomorrow onward.',
  yesterday: 'That date was yesterday. Please choose a date from the day after tomorrow onward.',
  today: 'A post cannot be boosted today. Please choose a date from the day after tomorrow onward.',
  tomorrow: 'A post cannot be boosted tomorrow. Please choose a date from the day after tomorrow onward.',
  too_far: 'Boosts can be booked up to a year ahead. Please choose an earlier date.',
  already_boosted: 'That date is already boosted. Please choose another date.',
  blocked: 'That date is not available for boosts. Please choose another date.',
};

/** The page's own word for a date of the offer's unavailable_dates (it cannot tell a booked day from a blocked one). */
export const UNAVAILABLE_BOOST_DATE = 'That date is already boosted or not available. Please choose another date.';

/** A boost's state on the server: held while its buyer pays, paid, running on its day, then finished. */
export type BoostStatusName = 'pending_payment' | 'paid' | 'running' | 'finished' | 'cancelled';

/** GET /api/boost/{slug}/status/{boost_id}: what the boost page polls after a payment the provider still confirms. */
export interface BoostStatusDto {
  id: number;
  date: string;
  status: BoostStatusName;
}

/**
 * GET /api/user/boosted/ (admins): the boost calendar, a "boost date event" of spec section 3 (title, start) per booked
 * date, oldest first, with its post, status and buyer. Cancelled holds are left out.
 */
export interface BoostedDateDto {
  id: number;
  /** The boosted post's title. */
  title: string;
  /** The boosted date, 'YYYY-MM-DD'. */
  start: string;
  status: BoostStatusName;
  price_cents: number;
  email: string;
  user_id: number | null;
  post: { id: number; slug: string; title: string };
  created_at: string;
}

/** GET /api/user/boosted-disallowed/ (admins): the blocked dates, oldest first. */
export interface BlockedBoostDateDto {
  date: string;
  reason: string;
}

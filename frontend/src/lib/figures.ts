/**
 * Figures as the dashboards and the staff pages write them: the way the US site does (the advertising and staff pages
 * have no country variants).
 */
const LOCALE = 'en-US';

const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const day = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const moneyFormats = new Map<string, Intl.NumberFormat>();

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

/** A count with thousands separators: 12,480. */
export function formatCount(value: number | null | undefined): string {
  return finite(value) ? whole.format(value) : '–';
}

/** A count with its noun: 1 impression, 12,480 impressions. */
export function countOf(value: number, noun: string): string {
  return `${formatCount(value)} ${value === 1 ? noun : `${noun}s`}`;
}

/** An expected count, which is an estimate and may be fractional: 3.4, 1,250. */
export function formatExpected(value: number | null | undefined): string {
  return finite(value) ? oneDecimal.format(value) : '–';
}

/** A click-through rate (already a percentage): 1.25%. */
export function formatRate(percent: number | null | undefined): string {
  return finite(percent) ? `${twoDecimals.format(percent)}%` : '–';
}

/** A performance against what was expected (a percentage, 100 = as expected): 112%. */
export function formatPerformance(percent: number | null | undefined): string {
  return finite(percent) ? `${whole.format(percent)}%` : '–';
}

/** An amount in integer cents in its currency ('usd'): $249.00; a negative amount (a refund) as −$249.00. */
export function formatCents(cents: number | null | undefined, currency = 'usd'): string {
  if (!finite(cents)) return '–';
  const code = currency.toUpperCase();
  let format = moneyFormats.get(code);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    moneyFormats.set(code, format);
  }
  // A true minus sign, so a refund line reads as negative at a glance and to a screen reader alike.
  return cents < 0 ? `\u2212${format.format(-cents / 100)}` : format.format(cents / 100);
}

/** A calendar day: Mar 4, 2026 ('' for a missing or unreadable time). */
export function formatDay(iso: string | null | undefined): string {
  const time = iso ? new Date(iso) : null;
  return time && !Number.isNaN(time.getTime()) ? day.format(time) : '';
}

/** A day with its time: Mar 4, 2026, 2:05 PM. */
export function formatDayTime(iso: string | null | undefined): string {
  const time = iso ? new Date(iso) : null;
  return time && !Number.isNaN(time.getTime()) ? dayAndTime.format(time) : '';
}

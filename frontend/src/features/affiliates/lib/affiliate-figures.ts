import { AFFILIATE_PROGRAMS, type AffiliateCurrency, type AffiliateProgram } from '@emberhold/contracts';

/** The report's figures are written the US site's way, as the staff pages are; amounts in the tag's own currency. */
const LOCALE = 'en-US';
const moneyFormats = new Map<string, Intl.NumberFormat>();
const epcFormats = new Map<string, Intl.NumberFormat>();
const percent = new Intl.NumberFormat(LOCALE, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const month = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', timeZone: 'UTC' });

function moneyFormat(cache: Map<string, Intl.NumberFormat>, currency: string, digits: number): Intl.NumberFormat {
  let format = cache.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency, minimumFractionDigits: digits, maximumFractionDigits: digits });
    cache.set(currency, format);
  }
  return format;
}

function amountOf(text: string | null | undefined): number | null {
  if (text === null || text === undefined || text === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A two-decimal amount as the API sends it ("1234.50") in its currency: $1,234.50, £12.00, CA$3.10. */
export function formatMoney(amount: string | null | undefined, currency: AffiliateCurrency): string {
  const value = amountOf(amount);
  if (value === null) return '–';
  const format = moneyFormat(moneyFormats, currency, 2);
  // A true minus sign, so money still owed the other way reads as negative at a glance and to a screen reader alike.
  return value < 0 ? `\u2212${format.format(-value)}` : format.format(value);
}

/** Earnings per click, four decimals as the API gives it: $0.1234. */
export function formatEarningsPerClick(amount: string | null | undefined, currency: AffiliateCurrency): string {
  const value = amountOf(amount);
  return value === null ? '–' : moneyFormat(epcFormats, currency, 4).format(value);
}

/** Ordered units per click as a percent: 0.0425 → 4.25%. */
export function formatConversion(conversion: number | null | undefined): string {
  return typeof conversion === 'number' && Number.isFinite(conversion) ? percent.format(conversion) : '–';
}

/** "2026-03" → "Mar 2026" (the month as given, whatever the viewer's time zone). */
export function monthLabel(yearMonth: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(yearMonth);
  if (!match) return yearMonth;
  return month.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** The program's name for a picker or a heading: "US (Amazon.com)". */
export function programLabel(program: AffiliateProgram): string {
  return `${program.toUpperCase()} (${AFFILIATE_PROGRAMS[program].name})`;
}

/** GET /api/user/affiliate/export.csv?tag=: the report's rows as the retailer's own reports offer them. */
export function affiliateCsvHref(tag: string | null): string {
  return `/api/user/affiliate/export.csv${tag ? `?tag=${encodeURIComponent(tag)}` : ''}`;
}

/** The report of one tag, /aff/?tag=. */
export function affiliateReportHref(tag: string): string {
  return `/aff/?tag=${encodeURIComponent(tag)}`;
}

const periodDay = new Intl.DateTimeFormat(LOCALE, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** A report period's day ("2026-03-01", or a time at midnight UTC) as the retailer meant it: Mar 1, 2026. */
export function formatPeriodDay(value: string | null | undefined): string {
  if (!value) return '';
  const time = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(time.getTime()) ? value : periodDay.format(time);
}

import { isIsoDate } from '@emberhold/contracts';

/**
 * The boosted date of a call, 'YYYY-MM-DD', or null when there is none (spec section 5: 'Please enter a date for your
 * post to be boosted'). The site sends `date` as 'YYYY-MM-DD'; the boost call of spec section 7 also names `month` and
 * `year`, so a day of the month with its month (1-12) and year is read too. When both forms are given they must agree.
 */
export function boostDateFrom(input: { date?: unknown; month?: unknown; year?: unknown }): string | null {
  const month = wholeNumber(input.month);
  const year = wholeNumber(input.year);
  if (isIsoDate(input.date)) {
    const [y, m] = input.date.split('-').map(Number);
    if ((month !== null && month !== m) || (year !== null && year !== y)) return null;
    return input.date;
  }
  const day = wholeNumber(input.date);
  if (day === null || month === null || year === null) return null;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\d{1,4}$/.test(value.trim())) return Number(value.trim());
  return null;
}

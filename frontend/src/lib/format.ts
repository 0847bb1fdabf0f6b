import type { Currency } from '@emberhold/contracts';

/** Each currency is written the way its own country writes it: $ in the US, £ in the UK, $ in Canada. */
const CURRENCY_LOCALES: Record<Currency, string> = { USD: 'en-US', GBP: 'en-GB', CAD: 'en-CA' };

const formatters = new Map<Currency, Intl.NumberFormat>();

function formatter(currency: Currency): Intl.NumberFormat {
  let format = formatters.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(CURRENCY_LOCALES[currency], { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 });
    formatters.set(currency, format);
  }
  return format;
}

/**
 * A price in the currency the API converted it to, with two decimals: "$1,299.00", "£24.00". Posts carry their
 * currency; without one the price is in US dollars, the currency prices are stored in.
 */
export function formatPrice(price: number | null | undefined, currency: Currency = 'USD'): string {
  return price !== null && price !== undefined && Number.isFinite(price) ? formatter(currency).format(price) : '';
}

/** The bare symbol of a currency, for labels such as the price slider's "£40". */
export function currencySymbol(currency: Currency): string {
  return formatter(currency).formatToParts(0).find((part) => part.type === 'currency')?.value ?? '$';
}

import { COUNTRY_CURRENCY, type Country, type Currency } from '@emberhold/contracts';

/**
 * Prices are stored in US dollars, the currency of the catalogue's source shops. The uk and ca sites show them in
 * pounds and Canadian dollars at these editorial reference rates (units of the local currency per dollar), which
 * the price slider's bounds are read in as well. The regional storefront a link leads to has the final price.
 */
export const REFERENCE_RATES: Readonly<Record<Country, number>> = { us: 1, uk: 0.79, ca: 1.38 };

export interface RegionalPrice {
  price: number | null;
  currency: Currency;
}

/** A stored dollar price as a visitor of `country` sees it, rounded to cents. */
export function regionalPrice(usd: number | string | null, country: Country): RegionalPrice {
  const currency = COUNTRY_CURRENCY[country];
  if (usd === null) return { price: null, currency };
  const amount = Number(usd) * REFERENCE_RATES[country];
  return { price: Math.round(amount * 100) / 100, currency };
}

/** A price bound typed in the visitor's currency, in stored dollars. */
export function toStoredDollars(local: number | undefined, country: Country): number | undefined {
  return local === undefined ? undefined : local / REFERENCE_RATES[country];
}

import type { COUNTRY_CURRENCY as ContractCurrencies, Currency } from '@emberhold/contracts';

// Which countries have a path prefix, and how a path carries it, are rules of the site's addresses (spec section 2).
export { countryFromPath, withCountry } from '@emberhold/contracts/src/site-routes';

export const COUNTRIES = ['us', 'uk', 'ca'] as const;
export type Country = (typeof COUNTRIES)[number];

/**
 * The currency each variant shows its prices (and price filters) in. Mirrors the contracts' COUNTRY_CURRENCY as a type
 * only, so the site's bundle does not pull the contracts' runtime schemas in.
 */
export const COUNTRY_CURRENCY = { us: 'USD', uk: 'GBP', ca: 'CAD' } as const satisfies typeof ContractCurrencies;

export function currencyFor(country: Country): Currency {
  return COUNTRY_CURRENCY[country];
}

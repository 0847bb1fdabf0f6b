import type { COUNTRY_CURRENCY as ContractCurrencies, Currency } from '@emberhold/contracts';

export const COUNTRIES = ['us', 'uk', 'ca'] as const;
export type Country = (typeof COUNTRIES)[number];
export const DEFAULT_COUNTRY: Country = 'us';

/** Only the non-default variants have a URL prefix: /uk/... and /ca/...; US pages live at the root. */
export const PREFIXED_COUNTRIES: readonly Country[] = ['uk', 'ca'];

export function countryFromPath(pathname: string): Country {
  const first = pathname.split('/')[1];
  return PREFIXED_COUNTRIES.find((c) => c === first) ?? DEFAULT_COUNTRY;
}

/** Prefixes an absolute site path with the country segment when the country has one. */
export function withCountry(path: string, country: Country): string {
  return country === DEFAULT_COUNTRY ? path : `/${country}${path}`;
}

/**
 * The currency each variant shows its prices (and price filters) in. Mirrors the contracts' COUNTRY_CURRENCY as a type
 * only, so the site's bundle does not pull the contracts' runtime schemas in.
 */
export const COUNTRY_CURRENCY = { us: 'USD', uk: 'GBP', ca: 'CAD' } as const satisfies typeof ContractCurrencies;

export function currencyFor(country: Country): Currency {
  return COUNTRY_CURRENCY[country];
}

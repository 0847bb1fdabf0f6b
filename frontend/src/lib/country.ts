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

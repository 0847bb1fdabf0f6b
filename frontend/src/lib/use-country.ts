import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { readCookie, writeCookie } from './cookies';
import { COUNTRIES, countryFromPath, type Country } from './country';

/** The country the server places the visitor in, as an ISO code (backend/src/site/visitor-country-cookie.ts). */
export const COUNTRY_COOKIE = 'country';
/** The variant the visitor picked in the country switch: us, uk or ca. */
export const SITE_COUNTRY_COOKIE = 'site_country';
/** How long the visitor's pick is remembered. */
export const ONE_YEAR_S = 365 * 24 * 60 * 60;

function isCountry(value: string | undefined): value is Country {
  return value !== undefined && (COUNTRIES as readonly string[]).includes(value);
}

/**
 * The country variant a page shows (its currency, regional banner and shop links, the country of its API calls): the
 * address's /uk or /ca segment when it has one; else the variant the visitor picked in the country switch (so a British
 * visitor can still shop the US site); else the UK or Canada where the server places the visitor (`country` cookie:
 * GB, CA); else the US. The server preloads a page's list by the same rule (backend/src/site/visitor-country-cookie.ts).
 */
export function siteCountry(pathname: string, chosen: string | undefined, located: string | undefined): Country {
  const prefixed = countryFromPath(pathname);
  if (prefixed !== 'us') return prefixed;
  if (isCountry(chosen)) return chosen;
  const code = located?.trim().toUpperCase();
  if (code === 'GB' || code === 'UK') return 'uk';
  if (code === 'CA') return 'ca';
  return 'us';
}

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const chosenCountry = () => readCookie(SITE_COUNTRY_COOKIE) ?? '';
const locatedCountry = () => readCookie(COUNTRY_COOKIE) ?? '';

/** Remembers the visitor's pick of a variant for a year; every page showing a country follows it at once. */
export function chooseCountry(country: Country): void {
  writeCookie(SITE_COUNTRY_COOKIE, country, ONE_YEAR_S);
  for (const listener of listeners) listener();
}

/** The page's country variant (see siteCountry). */
export function useCountry(): Country {
  const { pathname } = useLocation();
  // The server renders from the request's cookies (lib/cookies), so the first render in the browser reads the same.
  const chosen = useSyncExternalStore(subscribe, chosenCountry, chosenCountry);
  const located = useSyncExternalStore(subscribe, locatedCountry, locatedCountry);
  return siteCountry(pathname, chosen || undefined, located || undefined);
}

/** The country a page at `pathname` shows, as useCountry decides it (for code outside components: the server's prefetch). */
export function countryForPath(pathname: string): Country {
  return siteCountry(pathname, chosenCountry() || undefined, locatedCountry() || undefined);
}

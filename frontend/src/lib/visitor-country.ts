import { countryFromPath } from './country';

/**
 * The European country codes for which the cookie banner shows and the bottom banner never does (spec section 9
 * names "about 52" without listing them): the EU and EEA, the UK, Switzerland, the microstates, the Balkans and the
 * other members of the Council of Europe area.
 */
export const EUROPEAN_COUNTRY_CODES: ReadonlySet<string> = new Set([
  'AD', 'AL', 'AM', 'AT', 'AX', 'AZ', 'BA', 'BE', 'BG', 'BY', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FO', 'FR',
  'GB', 'GE', 'GG', 'GI', 'GR', 'HR', 'HU', 'IE', 'IM', 'IS', 'IT', 'JE', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK',
  'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SK', 'SM', 'UA', 'VA', 'XK',
]);

/**
 * Where the visitor is, as an ISO code: the `country` cookie every page's answer sets from the visitor's address or a
 * trusted CDN's header (backend/src/common/geo, backend/src/site/visitor-country-cookie.ts). The cookie banner and the
 * newsletter's consent follow it, whichever variant the visitor shops. Without it (an address in no country), the /uk
 * prefix means GB, /ca means CA and everything else US.
 */
export function visitorCountryCode(cookieValue: string | undefined, pathname: string): string {
  const fromCookie = cookieValue?.trim().toUpperCase();
  if (fromCookie && /^[A-Z]{2}$/.test(fromCookie)) return fromCookie === 'UK' ? 'GB' : fromCookie;
  const prefixed = countryFromPath(pathname);
  return prefixed === 'uk' ? 'GB' : prefixed === 'ca' ? 'CA' : 'US';
}

export function isEuropean(code: string): boolean {
  return EUROPEAN_COUNTRY_CODES.has(code);
}

/** The bottom banner never shows to European visitors, nor on the about and product-pitch pages. */
export function bottomBannerAllowed(code: string, pathname: string): boolean {
  if (isEuropean(code)) return false;
  return !/^\/(about(\/|$)|product-pitch(\/|-|$))/.test(pathname);
}

/** Spec section 9 cookie lifetimes. */
export const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;
export const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
/** A visitor session lasts about a day. */
export const ONE_DAY_S = 24 * 60 * 60;

/**
 * Where cookies are read when there is no document: the server renderer gives the request's Cookie header (per
 * request), so a page renders on the server as the browser's first render will see it.
 */
let serverCookies: () => string = () => '';

export function setServerCookieSource(source: () => string): void {
  serverCookies = source;
}

/** The page's cookies: document.cookie in the browser, the request's Cookie header on the server. */
export function currentCookies(): string {
  return typeof document === 'undefined' ? serverCookies() : document.cookie;
}

export function readCookie(name: string, cookieHeader: string = currentCookies()): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  // The server renderer writes no cookies: what a page sets, it sets once it runs in the browser.
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

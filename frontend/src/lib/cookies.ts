/** Spec section 9 cookie lifetimes. */
export const TEN_YEARS_S = 10 * 365 * 24 * 60 * 60;
export const THIRTY_DAYS_S = 30 * 24 * 60 * 60;
/** A visitor session lasts about a day. */
export const ONE_DAY_S = 24 * 60 * 60;

export function readCookie(name: string, cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): string | undefined {
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax`;
}

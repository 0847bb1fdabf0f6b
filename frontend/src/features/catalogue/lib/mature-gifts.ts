import { useSyncExternalStore } from 'react';
import { readCookie, TEN_YEARS_S, writeCookie } from '../../../lib/cookies';

/**
 * Mature gifts (adult gag gifts, flagged nsfw; spec section 9, the nsfw cookie): the visitor's own choice, as Etsy's
 * and Reddit's mature-content filters work. With the cookie at 1 the catalogue's list calls ask for them (nsfw=1) and a
 * mature gift's page shows it at once; without it lists leave them out and the page shows an interstitial first.
 */
export const MATURE_GIFTS_COOKIE = 'nsfw';

const listeners = new Set<() => void>();

export function matureGiftsShown(cookies?: string): boolean {
  return readCookie(MATURE_GIFTS_COOKIE, cookies) === '1';
}

/** Shows mature gifts for 10 years, or stops showing them (the cookie is removed). */
export function setMatureGiftsShown(shown: boolean): void {
  writeCookie(MATURE_GIFTS_COOKIE, shown ? '1' : '', shown ? TEN_YEARS_S : 0);
  for (const listener of listeners) listener();
}

/** The visitor's choice, following changes made on this page. */
export function useMatureGiftsShown(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => matureGiftsShown(),
    // The server renders from the request's cookies (lib/cookies), so a page it rendered starts with the same choice.
    () => matureGiftsShown(),
  );
}

/** The list calls' query value: nsfw=1 when the visitor shows mature gifts, nothing otherwise (one cached answer for all others). */
export function matureParam(): 1 | undefined {
  return matureGiftsShown() ? 1 : undefined;
}

/** An API address with nsfw=1 added when the visitor shows mature gifts. */
export function withMatureParam(path: string): string {
  return matureGiftsShown() ? `${path}${path.includes('?') ? '&' : '?'}nsfw=1` : path;
}

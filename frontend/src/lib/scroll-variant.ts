import { useSyncExternalStore } from 'react';
import { isScrollVariant, isVisitorId, SCROLL_VARIANT_COOKIE, scrollVariantFor, VISITOR_ID_COOKIE, type ScrollVariant } from '@emberhold/contracts/src/api/scroll-variant';
import { readCookie, THIRTY_DAYS_S, writeCookie } from './cookies';
import type { CookieJar } from './session';

/**
 * The scroll A/B test (spec sections 6 and 9): how lists continue past their first page, `infinite` (the next page
 * loads as the reader nears the end) or `button` ("Show more gifts" under the list). A visitor's variant is a hash of
 * their visitor id (the user_id cookie the API sets), kept in the scroll_variant cookie for 30 days.
 *
 * The spec gives one unnamed user id "special treatment" in this logic. That hidden rule is made explicit and
 * configurable here instead: `?scroll_variant=infinite|button` on any page forces that variant (for staff and QA) and
 * keeps it in the cookie like an assigned one.
 */
export const SCROLL_VARIANT_PARAM = 'scroll_variant';

/** What a list does while no variant is known yet (a first visit whose session start has not answered): as today. */
export const DEFAULT_SCROLL_VARIANT: ScrollVariant = 'infinite';

export interface VariantSources {
  /** The page address's ?scroll_variant=, if any. */
  forced: string | null;
  /** The scroll_variant cookie. */
  kept: string | undefined;
  /** The user_id cookie. */
  visitorId: string | undefined;
}

/**
 * The variant to show and whether to (re)write the cookie: a forced one wins, then the kept one, then the visitor id's
 * hash; null while none is known. Anything malformed is ignored.
 */
export function chooseScrollVariant({ forced, kept, visitorId }: VariantSources): { variant: ScrollVariant | null; keep: boolean } {
  if (isScrollVariant(forced)) return { variant: forced, keep: forced !== kept };
  if (isScrollVariant(kept)) return { variant: kept, keep: false };
  if (isVisitorId(visitorId)) return { variant: scrollVariantFor(visitorId), keep: true };
  return { variant: null, keep: false };
}

const documentCookies: CookieJar = { read: (name) => readCookie(name), write: writeCookie };

let current: ScrollVariant | null = null;
/** Whether the address and cookies have been read yet; the first list to render reads them (without notifying). */
let adopted = false;
const listeners = new Set<() => void>();

function set(variant: ScrollVariant | null): void {
  if (variant === current) return;
  current = variant;
  for (const listener of listeners) listener();
}

/** Reads the variant from the address and the cookies (call on every navigation); forced and assigned ones are kept 30 days. */
export function adoptScrollVariant(search: string = pageSearch(), jar: CookieJar = documentCookies): ScrollVariant | null {
  adopted = true;
  const variant = readVariant(search, jar);
  set(variant);
  return variant;
}

/** The page address's query on the server (the server renderer's request), where there is no window. */
let serverSearch: () => string = () => '';

export function setServerSearchSource(source: () => string): void {
  serverSearch = source;
}

const pageSearch = () => (typeof window === 'undefined' ? serverSearch() : window.location.search);

function readVariant(search: string, jar: CookieJar): ScrollVariant | null {
  const { variant, keep } = chooseScrollVariant({
    forced: new URLSearchParams(search).get(SCROLL_VARIANT_PARAM),
    kept: jar.read(SCROLL_VARIANT_COOKIE),
    visitorId: jar.read(VISITOR_ID_COOKIE),
  });
  if (variant && keep) jar.write(SCROLL_VARIANT_COOKIE, variant, THIRTY_DAYS_S);
  return variant;
}

/** The variant the session start answered with (first visits: named by the API from the visitor id it just made). */
export function settleScrollVariant(answered: unknown, jar: CookieJar = documentCookies): void {
  if (current !== null || !isScrollVariant(answered)) return;
  jar.write(SCROLL_VARIANT_COOKIE, answered, THIRTY_DAYS_S);
  set(answered);
}

/** The variant known now, or null (sent with the session start, which names one when it gets none). */
export function currentScrollVariant(): ScrollVariant | null {
  return current;
}

/** For tests: forget the variant read so far. */
export function resetScrollVariant(): void {
  adopted = false;
  set(null);
}
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
function snapshot(): ScrollVariant {
  if (!adopted) {
    adopted = true;
    if (current === null) current = readVariant(pageSearch(), documentCookies);
  }
  return current ?? DEFAULT_SCROLL_VARIANT;
}

/** The visitor's list variant, re-rendering when it becomes known or is forced. */
function serverSnapshot(): ScrollVariant {
  if (typeof document !== 'undefined') return snapshot();
  const { variant } = chooseScrollVariant({
    forced: new URLSearchParams(serverSearch()).get(SCROLL_VARIANT_PARAM),
    kept: readCookie(SCROLL_VARIANT_COOKIE),
    visitorId: readCookie(VISITOR_ID_COOKIE),
  });
  return variant ?? DEFAULT_SCROLL_VARIANT;
}

export function useScrollVariant(): ScrollVariant {
  // The server renders the variant the browser will read (the address, then the cookies), so a page it rendered is
  // taken over with the same list ending: Show more gifts, or the infinite scroll.
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}

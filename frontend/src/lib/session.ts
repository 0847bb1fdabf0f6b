import { ONE_DAY_S, readCookie, TEN_YEARS_S, writeCookie } from './cookies';

/** The visitor session: about a day (spec section 9). Its id also seeds the random sort. */
export const SESSION_COOKIE = 'session_id';
/** Set on the first visit and kept 10 years: a visitor with it is returning (spec section 4). */
export const VISITED_COOKIE = 'visited';

/** What the API accepts as a seed: 1 to 64 letters, digits, _ or -. */
const SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isValidSessionId(value: string | undefined): value is string {
  return value !== undefined && SEED_PATTERN.test(value);
}

/** 32 hex characters from the browser's random source. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export interface CookieJar {
  read: (name: string) => string | undefined;
  write: (name: string, value: string, maxAgeSeconds: number) => void;
}

const documentCookies: CookieJar = { read: (name) => readCookie(name), write: writeCookie };

/**
 * The current session id, starting a session when there is none. Every page of one visitor's session reads the same
 * id, so the random sort asked for with it keeps one order across pages: no post twice, none skipped. The session runs
 * a day from its start; it is not extended, so a list being paged through never reshuffles midway on renewal.
 */
export function sessionId(jar: CookieJar = documentCookies): string {
  const existing = jar.read(SESSION_COOKIE);
  if (isValidSessionId(existing)) return existing;
  const id = newSessionId();
  jar.write(SESSION_COOKIE, id, ONE_DAY_S);
  return id;
}

/** first time until the long-lived visited cookie is set, returning afterwards (spec section 4). */
export function visitorKind(jar: CookieJar = documentCookies): 'first_time' | 'returning' {
  if (jar.read(VISITED_COOKIE) === '1') return 'returning';
  jar.write(VISITED_COOKIE, '1', TEN_YEARS_S);
  return 'first_time';
}

/** The seed to send with a list request: only the random sort needs one. */
export function seedFor(sort: string, jar: CookieJar = documentCookies): string | undefined {
  return sort === 'random' ? sessionId(jar) : undefined;
}

import type { ScrollVariant, StartSessionRequest } from '@emberhold/contracts';
import { ONE_DAY_S } from '../../../lib/cookies';
import type { CookieJar } from '../../../lib/session';

/** Names the session id that POST /api/user/sessionid has been told about; lasts as long as the session cookie. */
export const SESSION_REPORTED_COOKIE = 'session_reported';
/** The visit's subtag, `<session id>.<subtag>`, so it is asked for once per session rather than once per page load. */
export const SUBTAG_COOKIE = 'subtag';

const SUBTAG_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_URL = 2048;

/** A session is reported once, the first time a page of it is shown (in any tab). */
export function needsReport(sessionId: string, jar: CookieJar): boolean {
  return jar.read(SESSION_REPORTED_COOKIE) !== sessionId;
}

export function markReported(sessionId: string, jar: CookieJar): void {
  jar.write(SESSION_REPORTED_COOKIE, sessionId, ONE_DAY_S);
}

export function keptSubtag(sessionId: string, jar: CookieJar): string | null {
  const value = jar.read(SUBTAG_COOKIE);
  if (!value) return null;
  const dot = value.indexOf('.');
  const subtag = value.slice(dot + 1);
  return dot > 0 && value.slice(0, dot) === sessionId && SUBTAG_PATTERN.test(subtag) ? subtag : null;
}

export function keepSubtag(sessionId: string, subtag: string, jar: CookieJar): void {
  if (SUBTAG_PATTERN.test(subtag)) jar.write(SUBTAG_COOKIE, `${sessionId}.${subtag}`, ONE_DAY_S);
}

export function isValidSubtag(value: unknown): value is string {
  return typeof value === 'string' && SUBTAG_PATTERN.test(value);
}

export interface Screen {
  width: number;
  height: number;
  /** The primary pointer is a finger (matchMedia('(pointer: coarse)')). */
  coarsePointer: boolean;
}

/** Phones and tablets by touch and screen size; the API splits mobile figures out of the debug record. */
export function deviceKind({ width, height, coarsePointer }: Screen): StartSessionRequest['device'] {
  if (width <= 0 || height <= 0) return 'unknown';
  if (!coarsePointer) return 'desktop';
  return Math.min(width, height) < 600 ? 'mobile' : 'tablet';
}

const dimension = (value: number) => Math.min(20_000, Math.max(0, Math.round(value) || 0));

/** `scrollVariant`: the list variant shown (null while unknown: the API names it from the visitor id). */
export function startSessionRequest(sessionId: string, screen: Screen, referrer: string, scrollVariant: ScrollVariant | null = null): StartSessionRequest {
  return {
    ...(scrollVariant ? { scroll_variant: scrollVariant } : {}),
    device: deviceKind(screen),
    referrer: referrer.slice(0, MAX_URL),
    device_width: dimension(screen.width),
    device_height: dimension(screen.height),
    // The random sort's seed and the tracking session are one id.
    session_id: sessionId,
  };
}

export function subtagQuery(sessionId: string, referrer: string, previousUrl: string, currentUrl: string) {
  return { session: sessionId, referrer: referrer.slice(0, MAX_URL), prev_url: previousUrl.slice(0, MAX_URL), current_url: currentUrl.slice(0, MAX_URL) };
}

import { useEffect } from 'react';
import { readCookie } from '../../../lib/cookies';
import { useAuthStore } from '../stores/auth.store';

/** Spec section 9: the auth poll, every 1000 ms while the page is visible. */
export const AUTH_POLL_MS = 1_000;

/**
 * The login session's marker: the readable CSRF cookie the API sets with every login session and clears on logout
 * (backend common/auth/login-sessions.ts). The session cookie itself is httpOnly; this one changes with it.
 */
export const LOGIN_MARKER_COOKIE = 'emberhold_csrf';

const readMarker = () => readCookie(LOGIN_MARKER_COOKIE);

/** How many changes this tab is making to its login session outside the auth state (see holdAuthPoll). */
let holds = 0;
/** The running poll's way to take the marker as it now is. */
let resync: (() => void) | null = null;

/**
 * This tab is about to change its login session itself, outside the auth state (deleting the account logs it out
 * everywhere and the page reloads, logged out, after saying so): the poll leaves the marker's change to it. Returns the
 * release, for when that change failed; the marker is then taken as it is.
 */
export function holdAuthPoll(): () => void {
  holds += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holds -= 1;
    resync?.();
  };
}

/**
 * Cross-tab login state: while the page is visible, every AUTH_POLL_MS the login marker is read (a cookie, no network
 * call), and when it appears, disappears or changes (a login or logout in another tab), `refresh` asks the API who is
 * logged in, so this tab shows it within a second. A change this tab made itself (its auth state moved with it) is
 * not asked about again. A page coming back into view checks at once. Returns the stop function.
 */
export function startAuthPoll(refresh: () => void, doc: Document = document): () => void {
  let seen = readMarker();
  let timer: ReturnType<typeof setInterval> | undefined;
  const tick = () => {
    if (holds > 0) return;
    const now = readMarker();
    if (now === seen) return;
    seen = now;
    refresh();
  };
  const start = () => {
    if (timer !== undefined || doc.visibilityState === 'hidden') return;
    tick();
    timer = setInterval(tick, AUTH_POLL_MS);
  };
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const onVisibility = () => (doc.visibilityState === 'hidden' ? stop() : start());
  // This tab's own login or logout has already told its auth state: the marker it left is the one now seen.
  const unsubscribe = useAuthStore.subscribe((state, previous) => {
    if (state.status !== previous.status || state.user !== previous.user) seen = readMarker();
  });
  doc.addEventListener('visibilitychange', onVisibility);
  resync = () => {
    seen = readMarker();
  };
  start();
  return () => {
    resync = null;
    stop();
    unsubscribe();
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}

/** Mount once, in the app layout (through useAuthCheck). */
export function useAuthPoll(refresh: () => void): void {
  useEffect(() => startAuthPoll(refresh), [refresh]);
}

import { useEffect } from 'react';
import { getMe } from '../api/get-me';
import type { AuthUser } from '../lib/me-response';
import { useAuthStore } from '../stores/auth.store';
import { useAuthPoll } from './use-auth-poll';

let pending: Promise<void> | null = null;
/** Counts the answers that may change the auth state; only the newest one is applied. */
let generation = 0;

/**
 * Asks the API who is logged in and records the answer in the auth store (spec section 4): any failure, a 401 above
 * all, means logged out. Concurrent callers share one call; `fresh` (after logging in or out) starts a new call whose
 * answer wins over any older one still on its way, so a page-load 401 landing late cannot undo a login.
 */
export function refreshAuth(options: { fresh?: boolean } = {}): Promise<void> {
  if (pending && !options.fresh) return pending;
  const mine = ++generation;
  const call: Promise<void> = getMe()
    .then(
      (user) => {
        if (mine === generation) useAuthStore.getState().loggedIn(user);
      },
      () => {
        if (mine === generation) useAuthStore.getState().loggedOut();
      },
    )
    .finally(() => {
      if (pending === call) pending = null;
    });
  pending = call;
  return call;
}

/** Records the user a login or registration answered with, as the user-info call would; older calls are ignored. */
export function applyLoggedInUser(user: AuthUser): void {
  generation += 1;
  pending = null;
  useAuthStore.getState().loggedIn(user);
}

/**
 * After a login, registration or password reset: the auth store takes the user the answer describes (or asks
 * /api/user/me when it describes none), then `then` runs at once, in the same task. A page that shows something else
 * to a logged-in user (/login/ says "You are logged in as…") is on its way on before it renders that, and `then` runs
 * even when the form that asked is gone by now.
 */
export async function takeLoggedInUser(user: AuthUser | null, then: () => void): Promise<void> {
  if (user) applyLoggedInUser(user);
  else await refreshAuth({ fresh: true });
  then();
}

let checked = false;

const refreshAfterMarkerChange = () => void refreshAuth({ fresh: true });

/**
 * Mount once, in the app layout: the user-info call is made once per page load (StrictMode's second effect included),
 * and again when a login or logout in another tab changes the login marker (the auth poll, every second).
 */
export function useAuthCheck(): void {
  useEffect(() => {
    if (checked) return;
    checked = true;
    void refreshAuth();
  }, []);
  useAuthPoll(refreshAfterMarkerChange);
}

import { useEffect } from 'react';
import { getMe } from '../api/get-me';
import { useAuthStore } from '../stores/auth.store';

let pending: Promise<void> | null = null;

/**
 * Asks the API who is logged in and records the answer in the auth store (spec section 4): any failure, a 401 above
 * all, means logged out. Concurrent callers share one call; login and logout can call it again to refresh.
 */
export function refreshAuth(): Promise<void> {
  pending ??= getMe()
    .then(
      (user) => useAuthStore.getState().loggedIn(user),
      () => useAuthStore.getState().loggedOut(),
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}

let checked = false;

/** Mount once, in the app layout: the user-info call is made once per page load (StrictMode's second effect included). */
export function useAuthCheck(): void {
  useEffect(() => {
    if (checked) return;
    checked = true;
    void refreshAuth();
  }, []);
}

import type { AccountResponse } from '@emberhold/contracts';
import { postForm } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { takeLoggedInUser } from '../hooks/use-auth-check';
import { readMeUser, type AuthUser } from '../lib/me-response';

/**
 * POST /api/user/login, form-encoded (spec section 7): `username` takes the username or the email. Resolves with the
 * logged-in user, or null when the answer does not describe one (the caller then asks /api/user/me). A wrong password
 * rejects with the server's 'Your username or password was incorrect.' as ApiError.serverError.
 */
export async function logIn(credentials: { username: string; password: string }, signal?: AbortSignal): Promise<AuthUser | null> {
  return readMeUser(await postForm<AccountResponse>('/api/user/login', credentials, signal));
}

/** Logs in: the auth store takes the user, and `onLoggedIn` runs with it (see takeLoggedInUser), before the mutation settles. */
export function useLogIn(onLoggedIn: () => void) {
  return useSubmitMutation({
    mutationFn: (credentials: { username: string; password: string }) => logIn(credentials),
    onSuccess: (user) => takeLoggedInUser(user, onLoggedIn),
  });
}

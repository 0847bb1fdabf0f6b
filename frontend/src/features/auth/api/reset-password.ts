import type { AccountResponse } from '@emberhold/contracts';
import { postForm } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { takeLoggedInUser } from '../hooks/use-auth-check';
import { readMeUser, type AuthUser } from '../lib/me-response';

export interface ResetResult {
  /** The server's confirmation ('Your password has been changed.'). */
  message: string | undefined;
  /** The account, now logged in; null when the answer does not describe it (the caller then asks /api/user/me). */
  user: AuthUser | null;
}

/**
 * POST /api/user/reset, form-encoded {reset_code, password} (spec section 7): sets the new password, ends every other
 * session of the account and logs this browser in. A link that expired or was used rejects with 400, a meta.error
 * starting 'Your password could not be changed.' and errors[{ field: 'reset_code' }]; a short password with
 * errors[{ field: 'password' }].
 */
export async function resetPassword(fields: { resetCode: string; password: string }, signal?: AbortSignal): Promise<ResetResult> {
  const body = await postForm<AccountResponse>('/api/user/reset', { reset_code: fields.resetCode, password: fields.password }, signal);
  return { message: body.meta.message, user: readMeUser(body) };
}

/**
 * Sets the new password: the auth store takes the account, now logged in, and `onChanged` runs with the server's
 * confirmation, before the mutation settles.
 */
export function useResetPassword(onChanged: (message: string | undefined) => void) {
  return useSubmitMutation({
    mutationFn: (fields: { resetCode: string; password: string }) => resetPassword(fields),
    onSuccess: ({ message, user }) => takeLoggedInUser(user, () => onChanged(message)),
  });
}

import type { AccountResponse } from '@emberhold/contracts';
import { postForm } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import { takeLoggedInUser } from '../hooks/use-auth-check';
import { readMeUser, type AuthUser } from '../lib/me-response';

export interface RegisterFields {
  username: string;
  email: string;
  password: string;
  /** YYYY-MM-DD, or empty when not given. */
  dob: string;
  /** The captcha's answer, where the site has a captcha. */
  captcha?: string;
}

/**
 * POST /api/user/register, form-encoded (spec section 7): creates the account and logs it in. Field problems reject
 * with ApiError.fields (400, or 409 for a taken email or username) and the server's summary in serverError.
 */
export async function register(fields: RegisterFields, signal?: AbortSignal): Promise<AuthUser | null> {
  const { dob, captcha, ...required } = fields;
  return readMeUser(await postForm<AccountResponse>('/api/user/register', { ...required, ...(dob ? { dob } : {}), ...(captcha ? { captcha } : {}) }, signal));
}

/** Registers: like a login, the auth store takes the new account and `onRegistered` runs with it, before the mutation settles. */
export function useRegister(onRegistered: () => void) {
  return useSubmitMutation({ mutationFn: (fields: RegisterFields) => register(fields), onSuccess: (user) => takeLoggedInUser(user, onRegistered) });
}

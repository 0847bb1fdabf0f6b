import type { MessageResponse } from '@emberhold/contracts';
import { postForm } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/**
 * POST /api/user/forgot, form-encoded: mails the account with this email a single-use link (/reset/{code}) valid for
 * an hour. Resolves with the server's confirmation (meta.message). An unknown email rejects with 404 and 'We could not
 * find a user with that email.', a malformed one with 400 and errors[{ field: 'email' }]; 429 and 503 carry their
 * own meta.error.
 */
export async function forgotPassword(email: string, signal?: AbortSignal): Promise<string | undefined> {
  const body = await postForm<MessageResponse>('/api/user/forgot', { email }, signal);
  return body.meta.message;
}

export function useForgotPassword() {
  return useSubmitMutation({ mutationFn: (email: string) => forgotPassword(email) });
}

import type { MessageResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/**
 * POST /api/user/subscribe {email} (spec section 7): mails a single-use link to /confirm-subscribe/{code}/. Resolves
 * with the server's meta.message. The email of an account is refused (409, spec section 8), a malformed one with 400,
 * too many tries with 429.
 */
export async function subscribe(email: string, signal?: AbortSignal): Promise<string | undefined> {
  const body = await postJson<MessageResponse>('/api/user/subscribe', { email }, signal);
  return body.meta.message;
}

export function useSubscribe() {
  return useSubmitMutation({ mutationFn: (email: string) => subscribe(email) });
}

/** POST /api/user/confirm_subscribe {code}: confirms once; an unknown, used or expired code is a 400 with the reason. */
export async function confirmSubscription(code: string, signal?: AbortSignal): Promise<string | undefined> {
  const body = await postJson<MessageResponse>('/api/user/confirm_subscribe', { code }, signal);
  return body.meta.message;
}

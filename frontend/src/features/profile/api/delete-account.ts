import type { MessageResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';

/** POST /api/user/delete: the password typed again; the server ends every session of the account with it. */
export async function deleteAccount(password: string, signal?: AbortSignal): Promise<string | undefined> {
  return (await postJson<MessageResponse>('/api/user/delete', { password }, signal)).meta.message;
}

/** Nothing cached needs refreshing: the site reloads, logged out, once the deletion has been said (spec section 9). */
export function useDeleteAccount() {
  return useSubmitMutation({ mutationFn: (password: string) => deleteAccount(password) });
}

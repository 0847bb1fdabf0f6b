import type { ContactResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import type { ContactValues } from '../lib/contact-form';

/** POST /api/user/contact {name, email, message, type} (spec section 7). Resolves with the server's meta.message. */
export async function sendContact(values: ContactValues, signal?: AbortSignal): Promise<string | undefined> {
  const body = await postJson<ContactResponse>('/api/user/contact', values, signal);
  return body.meta.message;
}

export function useSendContact() {
  return useSubmitMutation({ mutationFn: (values: ContactValues) => sendContact(values) });
}

import type { ContactResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import type { ContactValues } from '../lib/contact-form';

/** The form's values, with the captcha's answer when the site has a captcha. */
export type ContactSubmission = ContactValues & { captcha?: string };

/** POST /api/user/contact {name, email, message, type, captcha?} (spec section 7). Resolves with the server's meta.message. */
export async function sendContact(values: ContactSubmission, signal?: AbortSignal): Promise<string | undefined> {
  const body = await postJson<ContactResponse>('/api/user/contact', values, signal);
  return body.meta.message;
}

/** `onFailed` runs after a refused or failed send (the captcha's answer is used up then). */
export function useSendContact(onFailed?: () => void) {
  return useSubmitMutation({ mutationFn: (values: ContactSubmission) => sendContact(values), onError: () => onFailed?.() });
}

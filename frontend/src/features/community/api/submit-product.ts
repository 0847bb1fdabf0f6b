import type { SubmissionResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import { useSubmitMutation } from '../../../lib/use-submit-mutation';
import type { SubmissionValues } from '../lib/submission-form';

/**
 * POST /api/user/submit {image, title, link, price, description} (spec section 7), logged-in only: a pending
 * submission for the session's user. Resolves with the server's meta.message.
 */
export async function submitProduct(values: SubmissionValues, signal?: AbortSignal): Promise<string | undefined> {
  const body = await postJson<SubmissionResponse>('/api/user/submit', values, signal);
  return body.meta.message;
}

export function useSubmitProduct() {
  return useSubmitMutation({ mutationFn: (values: SubmissionValues) => submitProduct(values) });
}

import { ApiError } from '../../../lib/api-client';

/**
 * What a failed community call shows (spec section 8): the server's own meta.error when it sent one, otherwise the
 * form's text for a request that failed ('Subscribe did not work.', 'Product could not be submitted.').
 */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError !== undefined ? error.serverError : fallback;
}

/** The first field the server named in a failed write, if any. */
export function failedField(error: unknown): string | undefined {
  return error instanceof ApiError ? error.fields[0]?.field : undefined;
}

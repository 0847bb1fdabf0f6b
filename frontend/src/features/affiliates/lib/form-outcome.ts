import type { ApiMeta } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-client';

/** What a refused write says: the server's own words (meta.error, else its first field message), else `fallback`. */
export function refusalWords(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverError ?? error.fields[0]?.message ?? (error.code === 'network' ? fallback : error.message);
  return fallback;
}

/** The server's message about one field of a refused write (its errors[]), if it named that field. */
export function fieldRefusal(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  const message = error.fields.find((entry) => entry.field === field)?.message;
  // Said once: a field message the form's alert already says is not repeated under the field.
  return message && message !== error.serverError ? message : undefined;
}

/** The server's words for a write that went through (meta.message), else the page's own. */
export function doneWords(answer: { meta: ApiMeta } | undefined, fallback: string): string {
  return answer?.meta.message || fallback;
}

/** Whether the server's refusal named this field (it is marked invalid, though its words may be in the form's alert). */
export function fieldRefused(error: unknown, field: string): boolean {
  return error instanceof ApiError && error.fields.some((entry) => entry.field === field);
}

import { ApiError } from './api-client';

/** The admin calls answer 403 to anyone without the access flag (it may have been taken away since the page opened). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

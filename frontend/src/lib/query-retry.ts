import { ApiError } from './api-client';

/**
 * A failed read is tried once more, unless the server answered that it will not serve it (a 4xx: not found, not
 * allowed, bad request): asking again gives the same answer, and the page should say so at once.
 */
export function retryOnce(failures: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500) return false;
  return failures < 1;
}

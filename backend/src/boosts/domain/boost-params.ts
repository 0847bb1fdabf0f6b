import { ValidationFailedError } from '@emberhold/contracts';
import { z } from 'zod';

/** A post slug from a path: what the catalogue's slugs look like, so nothing else reaches a query. */
export function parseSlug(value: string | undefined): string {
  if (value === undefined || !/^[A-Za-z0-9][A-Za-z0-9_-]{0,199}$/.test(value)) {
    throw new ValidationFailedError('slug: must be a post slug', [{ field: 'slug', message: 'must be a post slug' }]);
  }
  return value;
}

/** The page's `token` query value / a write's param_token: any short string; only the special one changes prices. */
export const tokenField = z
  .string()
  .max(200)
  .optional()
  .catch(undefined);

export function parseToken(value: unknown): string | undefined {
  return tokenField.parse(value);
}

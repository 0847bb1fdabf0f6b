import { ValidationFailedError } from '@emberhold/contracts';

/** ?page: 1 by default, else a positive whole number. */
export function parsePage(value: unknown): number {
  if (value === undefined || value === '') return 1;
  const page = Number(value);
  if (typeof value !== 'string' || !/^\d{1,6}$/.test(value) || page < 1) {
    throw new ValidationFailedError('page must be a positive whole number', [{ field: 'page', message: 'must be a positive whole number' }]);
  }
  return page;
}

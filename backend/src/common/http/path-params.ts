import { ValidationFailedError } from '@emberhold/contracts';

/** A positive whole-number id from a path segment, or a 400 naming the field. */
export function parseId(value: string | undefined, field: string): number {
  const id = Number(value);
  if (value === undefined || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new ValidationFailedError(`${field} must be a positive whole number`, [{ field, message: 'must be a positive whole number' }]);
  }
  return id;
}

/** A page number from a path segment (1 when the segment is absent), or a 400 naming the field. */
export function parsePageNumber(value: string | undefined, field = 'page'): number {
  if (value === undefined || value === '') return 1;
  const page = Number(value);
  if (!/^\d{1,6}$/.test(value) || page < 1) {
    throw new ValidationFailedError(`${field} must be a whole number from 1 to 999999`, [{ field, message: 'must be a whole number from 1 to 999999' }]);
  }
  return page;
}

import { ValidationFailedError } from '@emberhold/contracts';

/** A positive whole-number id from a path segment, or a 400 naming the field. */
export function parseId(value: string | undefined, field: string): number {
  const id = Number(value);
  if (value === undefined || !/^\d{1,10}$/.test(value) || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new ValidationFailedError(`${field} must be a positive whole number`, [{ field, message: 'must be a positive whole number' }]);
  }
  return id;
}

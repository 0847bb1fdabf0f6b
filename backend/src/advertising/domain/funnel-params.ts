import { ValidationFailedError } from '@emberhold/contracts';
import { TEMP_ID_MESSAGE, TEMP_ID_PATTERN } from './funnel';

/** A temp id from a path segment or query value, or a 400 naming temp_id. */
export function parseTempId(value: unknown): string {
  if (typeof value !== 'string' || !TEMP_ID_PATTERN.test(value)) {
    throw new ValidationFailedError(`temp_id: ${TEMP_ID_MESSAGE}`, [{ field: 'temp_id', message: TEMP_ID_MESSAGE }]);
  }
  return value;
}

/** An optional ?temp_id= (absent or empty is none). */
export function optionalTempId(value: unknown): string | null {
  return value === undefined || value === '' ? null : parseTempId(value);
}

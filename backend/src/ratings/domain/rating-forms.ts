import { z } from 'zod';
import { MAX_RATING, MIN_RATING } from './rating-aggregate';

/** The most ids one ratings lookup may ask about: a few pages of a list (the saved lookup's cap). */
export const LOOKUP_IDS_MAX = 200;

const INT4_MAX = 2_147_483_647;

/** A whole number as JSON or as a digit string (a form-encoded body), within bounds; anything else is `message`. */
const wholeNumber = (message: string, min: number, max: number) =>
  z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,10}$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(min, message).max(max, message));

/** A row id. */
export const idField = (field: string) => wholeNumber(`${field} must be a positive whole number`, 1, INT4_MAX);

/** Stars given: a whole number from 0 to 5 (spec section 5). */
export const ratingField = wholeNumber(`rating must be a whole number from ${MIN_RATING} to ${MAX_RATING}`, MIN_RATING, MAX_RATING);

export const idListField = (field: string) =>
  z
    .array(idField(field), { error: `${field} must be a list of ids` })
    .max(LOOKUP_IDS_MAX, `${field} can name at most ${LOOKUP_IDS_MAX} ids`)
    .transform((ids) => [...new Set(ids)]);

import { z } from 'zod';

/** Spec section 5: a new (or renamed) board needs a name. */
export const BOARD_NAME_REQUIRED = 'Please enter a name for your board';
export const BOARD_NAME_MAX = 80;
export const COMMENT_MAX = 500;
/** The most ids one saved-lookup call may ask about: a few pages of a list. */
export const LOOKUP_IDS_MAX = 200;

const INT4_MAX = 2_147_483_647;

/** A row id, as a JSON number or a digit string (a form-encoded body). */
export const idField = (field: string) => {
  const message = `${field} must be a positive whole number`;
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(/^\d{1,10}$/, message).transform(Number)], { error: message })
    .pipe(z.number().int(message).min(1, message).max(INT4_MAX, message));
};

export const boardNameField = z
  .string({ error: BOARD_NAME_REQUIRED })
  .trim()
  .min(1, BOARD_NAME_REQUIRED)
  .max(BOARD_NAME_MAX, `Please keep the name of your board to ${BOARD_NAME_MAX} characters or fewer`);

export const privateField = z.boolean({ error: 'private must be true or false' });

/** A note on a saved post; null and absent both mean none given. */
export const commentField = z
  .string({ error: 'comment must be text' })
  .trim()
  .max(COMMENT_MAX, `Please keep your comment to ${COMMENT_MAX} characters or fewer`)
  .nullish()
  .transform((value) => value ?? undefined);

export const idListField = (field: string, item: string) =>
  z
    .array(idField(item), { error: `${field} must be a list of ids` })
    .max(LOOKUP_IDS_MAX, `${field} can name at most ${LOOKUP_IDS_MAX} ids`)
    .transform((ids) => [...new Set(ids)]);

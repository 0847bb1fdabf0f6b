import { z } from 'zod';
import { temporarySignupMessage } from '@emberhold/contracts';
import { TEMP_ID_MESSAGE, TEMP_ID_PATTERN } from '../../domain/funnel';

/** The funnel's "leave your email" form: the temp id start_funnel gave, and an email address. */
export const temporarySignupBody = z.object({
  temp_id: z.string({ error: TEMP_ID_MESSAGE }).trim().regex(TEMP_ID_PATTERN, TEMP_ID_MESSAGE),
  email: z.string({ error: 'is required' }).trim().toLowerCase().min(1, 'is required').max(254, 'must be at most 254 characters').pipe(z.email('must be an email address')),
});
export type TemporarySignupBody = z.infer<typeof temporarySignupBody>;

/** A missing or invalid email is the spec's sentence (section 5), word for word; a bad temp id names its field. */
export function temporarySignupError(fields: Array<{ field: string; message: string }>): string {
  if (fields.some((f) => f.field === 'email' || f.field === '(body)')) return temporarySignupMessage;
  const first = fields[0]!;
  return `${first.field}: ${first.message}`;
}

import { z } from 'zod';
import { passwordField } from '../../domain/credentials';

/** The code of the mailed reset link and the new password. */
export const resetPasswordBody = z.object({
  reset_code: z.string({ error: 'The reset link is incomplete.' }).regex(/^[\w-]{20,100}$/, 'The reset link is incomplete.'),
  password: passwordField,
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

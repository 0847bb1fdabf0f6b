import { z } from 'zod';

export const ACCOUNT_DELETED = 'Your account has been deleted.';
export const PASSWORD_REQUIRED = 'Please enter your password to delete your account.';
export const PASSWORD_WRONG = 'That password is not right. Your account has not been deleted.';
export const CONFIRM_REQUIRED = 'Please confirm that you want to delete your account.';

/**
 * POST /api/user/delete: the account's password, typed again (a session left open on a shared computer is not enough
 * to erase an account). An account without a password (social login only) sends confirm: true instead.
 */
export const deleteAccountBody = z.object({
  password: z.string({ error: PASSWORD_REQUIRED }).max(200, PASSWORD_WRONG).optional(),
  confirm: z
    .unknown()
    .transform((value) => value === true || value === 'true' || value === 'on' || value === '1')
    .optional(),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

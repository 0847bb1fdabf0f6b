import { z } from 'zod';

const LOGIN_INCOMPLETE = 'Please enter your username or email and your password.';

/** Login form (form-encoded or JSON): the username or the email, and the password. */
export const loginBody = z.object({
  username: z.string({ error: LOGIN_INCOMPLETE }).trim().min(1, LOGIN_INCOMPLETE).max(254),
  password: z.string({ error: LOGIN_INCOMPLETE }).min(1, LOGIN_INCOMPLETE).max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

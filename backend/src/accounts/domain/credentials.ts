import { z } from 'zod';

/** The spec's answer to a failed login (section 8). */
export const LOGIN_FAILED = 'Your username or password was incorrect.';

/** Login form (form-encoded or JSON): the username or the email, and the password. */
export const loginForm = z.object({
  username: z.string({ error: 'Please enter your username or email and your password.' }).trim().min(1, 'Please enter your username or email and your password.').max(254),
  password: z.string({ error: 'Please enter your username or email and your password.' }).min(1, 'Please enter your username or email and your password.').max(200),
});

export const registerForm = z.object({
  username: z
    .string({ error: 'Please choose a username.' })
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,30}$/, 'Please choose a username of 3 to 30 letters, digits, _ or -.'),
  email: z.string({ error: 'Please enter a valid email address.' }).trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address.')),
  password: z.string({ error: 'Please choose a password.' }).min(8, 'Your password needs at least 8 characters.').max(200, 'Your password can have at most 200 characters.'),
  dob: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter your date of birth as YYYY-MM-DD.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

export const PASSWORD_NOT_CHANGED = 'Your password could not be changed.';

export const forgotForm = z.object({
  email: z.string({ error: 'Please enter a valid email address.' }).trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address.')),
});

export const resetForm = z.object({
  reset_code: z.string({ error: 'The reset link is incomplete.' }).regex(/^[\w-]{20,100}$/, 'The reset link is incomplete.'),
  password: registerForm.shape.password,
});

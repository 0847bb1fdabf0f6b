import { z } from 'zod';

/** The spec's answer to a failed login (section 8). */
export const LOGIN_FAILED = 'Your username or password was incorrect.';

export const PASSWORD_NOT_CHANGED = 'Your password could not be changed.';

/** An account's username: registration and the profile page take the same rule. */
export const usernameField = z
  .string({ error: 'Please choose a username.' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,30}$/, 'Please choose a username of 3 to 30 letters, digits, _ or -.');

/** An account's email, kept in lower case. */
export const emailField = z.string({ error: 'Please enter a valid email address.' }).trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address.'));

/** A new password (registration, reset). */
export const passwordField = z.string({ error: 'Please choose a password.' }).min(8, 'Your password needs at least 8 characters.').max(200, 'Your password can have at most 200 characters.');

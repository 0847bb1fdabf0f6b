import { z } from 'zod';
import { emailField, usernameField } from '../../../accounts/accounts.public';
import { dobField } from '../../domain/profile-forms';

/** POST /api/user/profile (form-encoded or JSON): the rules of registration for username and email (accounts/domain). */
export const updateDetailsBody = z.object({
  username: usernameField,
  email: emailField,
  dob: dobField,
});
export type UpdateDetailsBody = z.infer<typeof updateDetailsBody>;

import { captchaAnswerField } from '@emberhold/contracts';
import { z } from 'zod';
import { emailField, passwordField, usernameField } from '../../domain/credentials';

/** Registration form (form-encoded or JSON); an empty date of birth is none. */
export const registerBody = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField,
  dob: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter your date of birth as YYYY-MM-DD.')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The captcha's answer (g-recaptcha-response), required by the server when a captcha is configured (CaptchaVerifier). */
  captcha: captchaAnswerField,
});
export type RegisterBody = z.infer<typeof registerBody>;

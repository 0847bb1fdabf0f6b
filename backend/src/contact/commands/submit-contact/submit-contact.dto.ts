import { captchaAnswerField } from '@emberhold/contracts';
import { z } from 'zod';

/** Spec section 5: name, email, message and type are required; the site preselects the default type. */
export const CONTACT_REQUIRED_MESSAGE = 'Please fill out all required fields.';
export const DEFAULT_CONTACT_TYPE = 'General question/inquiry';

const required = (max: number) => z.string({ message: 'is required' }).trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const submitContactBody = z.object({
  name: required(120),
  email: z.string({ message: 'is required' }).trim().min(1, 'is required').max(254).pipe(z.email('must be an email address')),
  message: required(5000),
  type: required(120),
  /** The captcha's answer, required by the server when a captcha is configured (CaptchaVerifier). */
  captcha: captchaAnswerField,
});
export type SubmitContactBody = z.infer<typeof submitContactBody>;
/** The message as it is stored: the form without the captcha's answer. */
export type ContactMessage = Omit<SubmitContactBody, 'captcha'>;

import { z } from 'zod';
import type { Meta } from './api-envelope';

/**
 * The captcha on the contact and register forms (spec section 5: "A captcha site key, where used, must be exactly 40
 * characters. The captcha form is invalid until a response exists, when required."). The provider speaks reCAPTCHA
 * v2's protocol: the widget gives the page a token, the form sends it as `captcha`, the server verifies it once.
 */
export const CAPTCHA_SITE_KEY_LENGTH = 40;

/** The form is sent without the captcha's answer (the site says it before sending, the server if it gets none). */
export const CAPTCHA_MISSING_MESSAGE = 'Please confirm you are not a robot.';
/** The provider refused the answer (forged, for another site, used already or expired). */
export const CAPTCHA_REJECTED_MESSAGE = 'The robot check did not accept that answer, or it has expired. Please tick "I\'m not a robot" again.';
/** The provider could not be asked (down, slow, or refusing the site's secret): 503. */
export const CAPTCHA_UNAVAILABLE_MESSAGE = 'The robot check is not answering right now, so nothing was sent. Please try again in a few minutes.';

/**
 * The captcha's answer in a form's body (the widget's g-recaptcha-response token): optional in the schema, required by
 * the server when a captcha is configured. Real tokens are a few hundred to about two thousand characters.
 */
export const captchaAnswerField = z.string({ message: 'must be text' }).max(8192, 'must be at most 8192 characters').optional();

/** What the browser needs to show the captcha: the site key and the provider's script. */
export interface CaptchaSettings {
  site_key: string;
  script_url: string;
}

/** GET /api/captcha (anyone): the captcha the forms show, or null when the site has none configured. */
export interface CaptchaSettingsResponse {
  meta: Meta;
  captcha: CaptchaSettings | null;
}

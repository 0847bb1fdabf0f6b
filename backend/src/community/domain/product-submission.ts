import { z } from 'zod';

/** Spec section 5 wording. */
export const SUBMISSION_FIELDS_MISSING = 'Please fill out all the required fields.';
export const SUBMISSION_PRICE_INVALID = 'Please enter the price as a number, like 24.99.';
export const SUBMISSION_IMAGE_INVALID = 'Please give the image as an https:// address.';
export const SUBMISSION_LINK_INVALID = 'Please give a purchase link to the product page.';
export const SUBMISSION_RECEIVED = 'Thanks! Your product was submitted. Our editors will take a look.';

/** The largest price a submission can hold (DECIMAL(10,2)). */
const MAX_PRICE = 99_999_999.99;

/**
 * Reads a price as people type it: spec section 5 strips a dollar sign; thousands separators and spaces go too
 * ("$1,299.00" is 1299). Empty means no price. Anything else that is not a plain non-negative number is refused.
 */
export function parseSubmittedPrice(value: string): number | null | 'invalid' {
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return null;
  if (!/^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(cleaned)) return 'invalid';
  const price = Number(cleaned);
  return Number.isFinite(price) && price >= 0 && price <= MAX_PRICE ? price : 'invalid';
}

/** A purchase link: http:// goes in front when no scheme is given (as creatives do, spec section 5); only http(s) is kept. */
export function normaliseLink(value: string): string | null {
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `http://${value}`;
  try {
    const url = new URL(withScheme);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.') ? url.toString() : null;
  } catch {
    return null;
  }
}

function httpsImage(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

const text = (max: number) => z.string({ error: SUBMISSION_FIELDS_MISSING }).trim().max(max, `must be at most ${max} characters`);
const optionalText = (max: number) =>
  z
    .union([z.string(), z.number(), z.null()], { error: 'must be text' })
    .optional()
    .transform((value) => (value === null || value === undefined ? '' : String(value).trim()))
    .pipe(z.string().max(max, `must be at most ${max} characters`));

/** POST /api/user/submit {image, title, link, price, description}: title and purchase link are required. */
export const submitProductBody = z.object({
  title: text(200).min(1, SUBMISSION_FIELDS_MISSING),
  link: text(2000)
    .min(1, SUBMISSION_FIELDS_MISSING)
    .transform((value, context) => {
      const link = normaliseLink(value);
      if (link === null) context.addIssue({ code: 'custom', message: SUBMISSION_LINK_INVALID });
      return link ?? value;
    }),
  price: optionalText(40).transform((value, context) => {
    const price = parseSubmittedPrice(value);
    if (price === 'invalid') {
      context.addIssue({ code: 'custom', message: SUBMISSION_PRICE_INVALID });
      return null;
    }
    return price;
  }),
  description: optionalText(5000),
  image: optionalText(2000).refine((value) => value === '' || httpsImage(value), SUBMISSION_IMAGE_INVALID),
});
export type SubmitProductBody = z.infer<typeof submitProductBody>;

/** meta.error of a refused submission: the spec's sentence when a required field is missing, else the first problem. */
export function submissionError(fields: Array<{ field: string; message: string }>): string {
  if (fields.some((field) => field.message === SUBMISSION_FIELDS_MISSING)) return SUBMISSION_FIELDS_MISSING;
  return fields[0]?.message ?? SUBMISSION_FIELDS_MISSING;
}

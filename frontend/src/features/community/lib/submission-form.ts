/** Spec sections 5 and 8 wording. */
export const SUBMIT_LOGIN_REQUIRED = 'Please log in to an account before submitting posts.';
export const SUBMIT_FIELDS_MISSING = 'Please fill out all the required fields.';
export const SUBMIT_FAILED = 'Product could not be submitted.';
export const SUBMIT_PRICE_INVALID = 'Please enter the price as a number, like 24.99.';
export const SUBMIT_IMAGE_INVALID = 'Please give the image as an https:// address.';

export interface SubmissionValues {
  image: string;
  title: string;
  link: string;
  price: string;
  description: string;
}

/**
 * Reads a price as people type it: a dollar sign is stripped (spec section 5), thousands separators and spaces too.
 * Empty is no price; 'invalid' when what is left is not a non-negative number with at most two decimals.
 */
export function cleanPrice(value: string): string | 'invalid' {
  const cleaned = value.replace(/[$,\s]/g, '');
  if (cleaned === '') return '';
  return /^\d+(\.\d{1,2})?$|^\.\d{1,2}$/.test(cleaned) ? cleaned : 'invalid';
}

export type SubmissionField = keyof SubmissionValues;

/** What is wrong before anything is sent: the required fields first (one sentence for them), then price and image. */
export function checkSubmission(values: SubmissionValues): { message: string; fields: SubmissionField[] } | null {
  const missing = (['title', 'link'] as const).filter((field) => values[field].trim() === '');
  if (missing.length > 0) return { message: SUBMIT_FIELDS_MISSING, fields: missing };
  if (cleanPrice(values.price) === 'invalid') return { message: SUBMIT_PRICE_INVALID, fields: ['price'] };
  const image = values.image.trim();
  if (image !== '' && !/^https:\/\/[^\s/]+\.[^\s/]+/i.test(image)) return { message: SUBMIT_IMAGE_INVALID, fields: ['image'] };
  return null;
}

/** The body of POST /api/user/submit: trimmed, the price cleaned (the server strips it again). */
export function submissionBody(values: SubmissionValues): SubmissionValues {
  const price = cleanPrice(values.price);
  return {
    image: values.image.trim(),
    title: values.title.trim(),
    link: values.link.trim(),
    price: price === 'invalid' ? values.price : price,
    description: values.description.trim(),
  };
}

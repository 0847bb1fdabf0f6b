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

/** A product image: an https:// address (the site shows it as it is). */
export function httpsImage(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.');
  } catch {
    return false;
  }
}

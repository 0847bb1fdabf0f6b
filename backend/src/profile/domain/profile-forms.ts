import { z } from 'zod';

/** Spec section 8: what the site says when a details update fails without a reason of the server's. */
export const DETAILS_NOT_UPDATED = 'Your details could not be updated.';
/** Spec section 8: the same for a new profile image. */
export const IMAGE_NOT_UPLOADED = 'Your new image could not be uploaded.';
/** Spec section 5: saving a profile image requires accepting the terms. */
export const ACCEPT_THE_TERMS = 'Please accept the terms';

export const DOB_INVALID = 'Please enter your date of birth as YYYY-MM-DD.';
export const DOB_OUT_OF_RANGE = 'Please enter a date of birth between 1900 and today.';
const EARLIEST_DOB = '1900-01-01';

/** A calendar date as YYYY-MM-DD that really exists (no 2001-02-30). */
function isCalendarDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The date of birth: absent leaves it as it is, '' or null clears it, otherwise a real date from 1900 up to today
 * (today in the easternmost time zone, so nobody born today anywhere is refused).
 */
export const dobField = z
  .union([z.literal('').transform(() => null), z.null(), z.string({ error: DOB_INVALID }).trim()], { error: DOB_INVALID })
  .superRefine((value, context) => {
    if (value === null) return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isCalendarDate(value)) context.addIssue({ code: 'custom', message: DOB_INVALID });
    else if (value < EARLIEST_DOB || value > new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10)) context.addIssue({ code: 'custom', message: DOB_OUT_OF_RANGE });
  })
  .optional();

/** A checkbox, as JSON true or as a form field's 'on' / 'true' / '1'; anything else is not accepted. */
export const acceptedField = z
  .unknown()
  .transform((value) => value === true || value === 'true' || value === 'on' || value === '1')
  .refine((accepted) => accepted, ACCEPT_THE_TERMS);

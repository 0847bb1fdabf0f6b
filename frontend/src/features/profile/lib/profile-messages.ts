import { ApiError } from '../../../lib/api-client';

/** Spec section 8: what the profile says when a call fails without a reason of the server's. */
export const DETAILS_NOT_UPDATED = 'Your details could not be updated.';
export const IMAGE_NOT_UPLOADED = 'Your new image could not be uploaded.';
export const ACCOUNT_NOT_DELETED = 'Your account could not be deleted. Please try again.';
/** Spec section 5. */
export const ACCEPT_THE_TERMS = 'Please accept the terms';
export const DETAILS_UPDATED = 'Your details have been updated.';
export const IMAGE_SAVED = 'Your new image has been saved.';
export const ACCOUNT_DELETED = 'Your account has been deleted.';
/** Spec section 9: the page reloads 3 s after a deletion. */
export const RELOAD_AFTER_DELETION_MS = 3_000;

/** What a failed profile call shows: the server's own message where it sent one, else the form's fallback. */
export interface ProfileFailure<F extends string> {
  message: string;
  /** Beside each field the server named, in its words. */
  fieldMessages: Partial<Record<F, string>>;
}

/**
 * Reads a failure (spec section 8: when status is not success, the server's meta.error is shown). A field message in
 * lower case ("is taken") reads after the field's label ("Username is taken"). The summary above the form is left out
 * when it only repeats the one field message ("username: Please choose…").
 */
export function readProfileFailure<F extends string>(error: unknown, fallback: string, labels: Record<F, string>): ProfileFailure<F> {
  if (!(error instanceof ApiError) || error.serverError === undefined) return { message: fallback, fieldMessages: {} };
  const fieldMessages: Partial<Record<F, string>> = {};
  for (const { field, message } of error.fields) {
    if (!Object.prototype.hasOwnProperty.call(labels, field) || fieldMessages[field as F] !== undefined) continue;
    fieldMessages[field as F] = /^[a-z]/.test(message) ? `${labels[field as F]} ${message}` : message;
  }
  const repeats = error.fields.some(({ field, message }) => error.serverError === `${field}: ${message}` || error.serverError === message);
  return { message: repeats && Object.keys(fieldMessages).length > 0 ? '' : error.serverError, fieldMessages };
}

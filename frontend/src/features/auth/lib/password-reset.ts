import { ApiError } from '../../../lib/api-client';
import { readFormFailure, type FormFailure } from './form-failure';

/** What /forgot/ says when the request itself fails (no answer, or one without the API's error). */
export const FORGOT_TRANSPORT_FAILURE = 'We could not send the email just now. Please try again in a moment.';
/** Spec section 8: what /reset/ says when the password could not be changed and the server gave no reason. */
export const PASSWORD_NOT_CHANGED = 'Your password could not be changed.';
/** The server's own confirmations, for an answer that comes without its message. */
export const FORGOT_SENT = 'We sent you an email with a link to choose a new password.';
export const PASSWORD_CHANGED = 'Your password has been changed.';
/** Said beside the confirmation field before anything is sent (spec section 5's wording for the emails twice). */
export const PASSWORDS_DO_NOT_MATCH = 'The passwords do not match';

export type ForgotField = 'email';
export type ResetField = 'password' | 'password_confirm';

export const FORGOT_LABELS: Record<ForgotField, string> = { email: 'Email' };
export const RESET_LABELS: Record<ResetField, string> = { password: 'New password', password_confirm: 'Confirm new password' };

/**
 * Maps a failed /api/user/forgot onto the form: the server's words (404 'We could not find a user with that email.',
 * a malformed email beside the field, 429, 503), or FORGOT_TRANSPORT_FAILURE when the request itself failed. An unknown
 * email is said above the form but also marks the field, so focus goes back to it for another try.
 */
export function readForgotFailure(error: unknown): FormFailure<ForgotField> {
  const failure = readFormFailure(error, { transportMessage: FORGOT_TRANSPORT_FAILURE, labels: FORGOT_LABELS });
  if (error instanceof ApiError && error.status === 404 && error.serverError !== undefined && failure.invalid.length === 0) {
    return { ...failure, invalid: ['email'] };
  }
  return failure;
}

/** A failed reset: the link itself is no good (ask for a new one), or something the form can put right. */
export type ResetFailure = { kind: 'link'; message: string } | { kind: 'form'; failure: FormFailure<ResetField> };

/**
 * Maps a failed /api/user/reset. When the server refuses the code (errors[{ field: 'reset_code' }]: expired, used or
 * malformed) no new password can help, so the whole message is the answer, always starting with the spec's 'Your
 * password could not be changed.'. Anything else goes onto the form as login and register do: a short password beside
 * its field, other refusals above it, PASSWORD_NOT_CHANGED when the request itself failed.
 */
export function readResetFailure(error: unknown): ResetFailure {
  if (error instanceof ApiError && error.serverError !== undefined) {
    const code = error.fields.find((entry) => entry.field === 'reset_code');
    if (error.status === 400 && error.serverError.startsWith(PASSWORD_NOT_CHANGED) && (code || error.fields.length === 0)) {
      return { kind: 'link', message: error.serverError };
    }
    if (code) {
      const reason = /^[a-z]/.test(code.message) ? `This reset link ${code.message}` : code.message;
      return { kind: 'link', message: `${PASSWORD_NOT_CHANGED} ${/[.!?]$/.test(reason) ? reason : `${reason}.`}` };
    }
  }
  return { kind: 'form', failure: readFormFailure(error, { transportMessage: PASSWORD_NOT_CHANGED, labels: RESET_LABELS }) };
}

/** The check made before sending: both fields must hold the same password (its length is the server's to judge). */
export function checkNewPassword(values: Record<ResetField, string>): FormFailure<ResetField> | null {
  if (values.password === values.password_confirm) return null;
  return { message: null, fieldMessages: { password_confirm: PASSWORDS_DO_NOT_MATCH }, invalid: ['password_confirm'] };
}

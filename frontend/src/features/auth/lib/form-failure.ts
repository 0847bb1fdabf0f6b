import { ApiError } from '../../../lib/api-client';

/** What a failed login or registration shows, and where. */
export interface FormFailure<F extends string> {
  /** Said above the form (an alert), or null when everything is said beside the fields. */
  message: string | null;
  /** Said beside each field (its description). */
  fieldMessages: Partial<Record<F, string>>;
  /** Every field the server named, marked invalid, in form order; focus goes to the first. */
  invalid: F[];
}

/**
 * Maps a failed login or registration onto its form (spec sections 5 and 8). The server's meta.error is what the
 * visitor reads; its errors[] put each message beside the field it names ("is already registered" reads as "Email is
 * already registered"). The summary is left out when it only repeats a field's message ("username: Please choose…"),
 * and a message several fields share (login's "Please enter your username or email and your password.") is said
 * once, above the form. When the request itself failed, or the answer carried no error of the server's, the form's
 * transport-failure text stands instead (login: 'You could not be logged in', register: 'Register did not work').
 */
export function readFormFailure<F extends string>(error: unknown, options: { transportMessage: string; labels: Record<F, string> }): FormFailure<F> {
  const { transportMessage, labels } = options;
  if (!(error instanceof ApiError) || error.serverError === undefined) return { message: transportMessage, fieldMessages: {}, invalid: [] };
  const order = Object.keys(labels) as F[];
  const isField = (field: string): field is F => Object.prototype.hasOwnProperty.call(labels, field);
  const named = new Map<F, string>();
  for (const { field, message } of error.fields) if (isField(field) && !named.has(field)) named.set(field, message);

  const shared = new Set([...named.values()].filter((message, _, all) => all.indexOf(message) !== all.lastIndexOf(message)));
  const fieldMessages: Partial<Record<F, string>> = {};
  for (const [field, message] of named) {
    if (shared.has(message)) continue;
    fieldMessages[field] = /^[a-z]/.test(message) ? `${labels[field]} ${message}` : message;
  }
  // The 400 summary is "<field>: <message>" of the first problem: said beside its field already, or said once for all.
  const repeated = [...named].find(([field, message]) => error.serverError === `${field}: ${message}`)?.[1];
  return {
    message: repeated === undefined ? error.serverError : shared.has(repeated) ? repeated : null,
    fieldMessages,
    invalid: order.filter((field) => named.has(field)),
  };
}

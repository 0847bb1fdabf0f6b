/** Spec section 5 wording and default. */
export const CONTACT_FIELDS_MISSING = 'Please fill out all required fields.';
export const DEFAULT_CONTACT_TYPE = 'General question/inquiry';
export const CONTACT_FAILED = 'Your message could not be sent. Please try again in a moment.';

/** What the message is about; the first is the spec's default. */
export const CONTACT_TYPES = [
  DEFAULT_CONTACT_TYPE,
  'Gift suggestion',
  'Advertising and product pitches',
  'Giveaways',
  'My account',
  'Something on the site is broken',
  'Press',
] as const;

export interface ContactValues {
  name: string;
  email: string;
  type: string;
  message: string;
}

export type ContactField = keyof ContactValues;

/** The required fields left empty, in form order; the form says CONTACT_FIELDS_MISSING for any. */
export function missingContactFields(values: ContactValues): ContactField[] {
  return (['name', 'email', 'type', 'message'] as const).filter((field) => values[field].trim() === '');
}

import { advertisingMessages } from '@emberhold/contracts/src/api/advertising-api';
import { boostDateMessages, calendarRefusal, isIsoDate, UNAVAILABLE_BOOST_DATE } from '@emberhold/contracts/src/api/boost-pricing';

/** The boost form's fields, by the names the server gives in `errors[]` (spec section 7: payment_intent's body). */
export type BoostField = 'date' | 'email' | 'email_confirm';
export const BOOST_FIELDS: readonly BoostField[] = ['date', 'email', 'email_confirm'];

export interface BoostFormValues {
  date: string;
  email: string;
  emailConfirm: string;
}

export type BoostFieldErrors = Partial<Record<BoostField, string>>;

/** Enough of an address to be worth sending; the server's check is the one that counts. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with a chosen date before asking the server (spec section 5): none, not yesterday, today or tomorrow
 * (nor the past, nor beyond a year ahead), and none of the offer's booked or blocked dates.
 */
export function boostDateError(date: string, today: string, unavailable: ReadonlySet<string>): string | undefined {
  if (!isIsoDate(date)) return advertisingMessages.enterBoostDate;
  const refusal = calendarRefusal(date, today);
  if (refusal) return boostDateMessages[refusal];
  if (unavailable.has(date)) return UNAVAILABLE_BOOST_DATE;
  return undefined;
}

/** Every field's problem, in the spec's words; a logged-in buyer has no email fields (the account's is used). */
export function boostFormErrors(values: BoostFormValues, context: { today: string; unavailable: ReadonlySet<string>; needsEmail: boolean }): BoostFieldErrors {
  const errors: BoostFieldErrors = {};
  const date = boostDateError(values.date, context.today, context.unavailable);
  if (date) errors.date = date;
  if (context.needsEmail) {
    const email = values.email.trim().toLowerCase();
    if (!EMAIL.test(email)) errors.email = advertisingMessages.fillEmail;
    else if (values.emailConfirm.trim().toLowerCase() !== email) errors.email_confirm = advertisingMessages.emailsDoNotMatch;
  }
  return errors;
}

const longDate = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const shortDate = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Tuesday, March 2, 2027': boost days are calendar days in UTC, the site's zone, whatever the visitor's. */
export function formatBoostDate(date: string, style: 'long' | 'short' = 'long'): string {
  return (style === 'long' ? longDate : shortDate).format(new Date(`${date}T00:00:00.000Z`));
}

import { createHash } from 'node:crypto';

/** Spec section 8: the answer when the email belongs to an account (members are reached another way). */
export const SUBSCRIBE_HAS_ACCOUNT = "We could not subscribe you :( please make sure you don't already have an account.";
export const SUBSCRIBE_CHECK_MAIL = 'Almost there! Please check your inbox and click the link in our email to confirm your subscription.';
export const SUBSCRIPTION_CONFIRMED = 'Thanks! Your subscription is confirmed. Watch your inbox for the best new gifts.';
export const CONFIRM_CODE_REFUSED = 'This confirmation link has expired or was already used. Please subscribe again to get a new one.';

/**
 * A confirmation link works once, for a week. The subscription row has no column of its own for the code's age, so
 * `created_at` is the time the current code was issued: a new request for a pending address moves it forward.
 */
export const CONFIRM_CODE_TTL_MS = 7 * 24 * 60 * 60_000;

/** Only the SHA-256 of a confirmation code is stored: the database alone cannot confirm anyone. */
export const confirmCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

import { advertisingMessages, boostDateMessages, type BoostDateRefusal, DomainError, NotFoundError, ValidationFailedError } from '@emberhold/contracts';

/** Only published list posts can be boosted (a boost lifts a post in the new list). */
export class BoostPostNotFoundError extends NotFoundError {
  constructor() {
    super('POST_NOT_FOUND', 'Post not found');
  }
}

export class BoostNotFoundError extends NotFoundError {
  constructor() {
    super('BOOST_NOT_FOUND', 'This boost could not be found.');
  }
}

/** Spec section 5: a date is required. */
export class BoostDateMissingError extends ValidationFailedError {
  constructor() {
    super(advertisingMessages.enterBoostDate, [{ field: 'date', message: advertisingMessages.enterBoostDate }], 'BOOST_DATE_MISSING');
  }
}

/**
 * Spec section 5: a date the rules refuse, the reason in its code and message. A booked date is a conflict (409: it
 * was free a moment ago); every other reason is the input's (400).
 */
export class BoostDateRefusedError extends DomainError {
  constructor(readonly refusal: BoostDateRefusal) {
    const message = boostDateMessages[refusal];
    super(refusal === 'already_boosted' ? 'conflict' : 'invalid', `BOOST_DATE_${refusal.toUpperCase()}`, message, [{ field: 'date', message }]);
  }
}

/** Spec section 5: an unlogged buyer types the email twice. */
export class BoostEmailMissingError extends ValidationFailedError {
  constructor() {
    super(advertisingMessages.fillEmail, [{ field: 'email', message: advertisingMessages.fillEmail }], 'BOOST_EMAIL_MISSING');
  }
}

export class BoostEmailsDoNotMatchError extends ValidationFailedError {
  constructor() {
    super(advertisingMessages.emailsDoNotMatch, [{ field: 'email_confirm', message: advertisingMessages.emailsDoNotMatch }], 'BOOST_EMAILS_DO_NOT_MATCH');
  }
}

/** Spec section 8: the card could not be charged or checked (the provider's own words are the page's, from Stripe.js). */
export class BoostCardProblemError extends DomainError {
  constructor(kind: 'invalid' | 'unavailable' = 'invalid') {
    super(kind, 'CARD_PROBLEM', advertisingMessages.cardProblem);
  }
}

/** Spec section 6: admin work (the access flag). */


import { advertisingMessages, DomainError, NotFoundError, ValidationFailedError } from '@emberhold/contracts';

/** A card payment the provider did not complete, or a reference that is not one of ours (spec section 8): 402. */
export class CardPaymentFailedError extends DomainError {
  constructor() {
    super('payment_required', 'CARD_PAYMENT_FAILED', advertisingMessages.cardProblem);
  }
}

/** A PayPal order that was not approved, not captured, or not ours (spec section 8): 402. */
export class PaypalPaymentFailedError extends DomainError {
  constructor() {
    super('payment_required', 'PAYPAL_PAYMENT_FAILED', advertisingMessages.paypalProblem);
  }
}

/** STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not set, or Stripe cannot be reached: 503. */
export class CardPaymentsUnavailableError extends DomainError {
  constructor(reason: 'not_configured' | 'unreachable' = 'not_configured') {
    super(
      'unavailable',
      reason === 'not_configured' ? 'CARD_PAYMENTS_NOT_CONFIGURED' : 'CARD_PAYMENTS_UNREACHABLE',
      reason === 'not_configured' ? 'Card payments are not available on this site.' : 'Card payments are not available right now. Please try again in a few minutes.',
    );
  }
}

/** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set, or PayPal cannot be reached: 503. */
export class PaypalUnavailableError extends DomainError {
  constructor(reason: 'not_configured' | 'unreachable' = 'not_configured') {
    super(
      'unavailable',
      reason === 'not_configured' ? 'PAYPAL_NOT_CONFIGURED' : 'PAYPAL_UNREACHABLE',
      reason === 'not_configured' ? 'PayPal payments are not available on this site.' : 'PayPal payments are not available right now. Please try again in a few minutes.',
    );
  }
}

/** Someone else's campaign answers exactly like one that does not exist. */
export class CampaignNotFoundError extends NotFoundError {
  constructor() {
    super('CAMPAIGN_NOT_FOUND', 'This campaign could not be found.');
  }
}

export class AlreadyPaidError extends DomainError {
  constructor(what: 'campaign' | 'boost' = 'campaign') {
    super('conflict', 'ALREADY_PAID', what === 'campaign' ? 'This campaign has been paid for already.' : 'This boost has been paid for already.');
  }
}

export const DISCOUNT_TOKEN_INVALID = 'This discount code is not valid.';

/** GET campaign/discount_token/{token}: no such token (or a disqualified dropoff's). */
export class DiscountTokenNotFoundError extends NotFoundError {
  constructor() {
    super('DISCOUNT_TOKEN_INVALID', DISCOUNT_TOKEN_INVALID);
  }
}

/** A payment call sent a discount token that does not apply to this campaign. */
export class DiscountTokenInvalidError extends ValidationFailedError {
  constructor() {
    super(DISCOUNT_TOKEN_INVALID, [{ field: 'discount_token', message: DISCOUNT_TOKEN_INVALID }], 'DISCOUNT_TOKEN_INVALID');
  }
}

export class ReceiptNotFoundError extends NotFoundError {
  constructor() {
    super('RECEIPT_NOT_FOUND', 'This payment could not be found.');
  }
}

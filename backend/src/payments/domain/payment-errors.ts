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

type ProviderUnavailability = 'not_configured' | 'unreachable';

/** A payment provider this site has no keys for (`<PREFIX>_NOT_CONFIGURED`) or cannot reach (`<PREFIX>_UNREACHABLE`): 503. */
abstract class ProviderUnavailableError extends DomainError {
  protected constructor(codePrefix: string, payments: string, reason: ProviderUnavailability) {
    super(
      'unavailable',
      `${codePrefix}_${reason === 'not_configured' ? 'NOT_CONFIGURED' : 'UNREACHABLE'}`,
      reason === 'not_configured' ? `${payments} are not available on this site.` : `${payments} are not available right now. Please try again in a few minutes.`,
    );
  }
}

/** STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are not set, or Stripe cannot be reached: 503. */
export class CardPaymentsUnavailableError extends ProviderUnavailableError {
  constructor(reason: ProviderUnavailability = 'not_configured') {
    super('CARD_PAYMENTS', 'Card payments', reason);
  }
}

/** PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set, or PayPal cannot be reached: 503. */
export class PaypalUnavailableError extends ProviderUnavailableError {
  constructor(reason: ProviderUnavailability = 'not_configured') {
    super('PAYPAL', 'PayPal payments', reason);
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

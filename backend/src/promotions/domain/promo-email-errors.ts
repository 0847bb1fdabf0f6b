import { DomainError, PROMO_EMAIL_MESSAGES, ValidationFailedError } from '@emberhold/contracts';

export class RecipientUnsubscribedError extends DomainError {
  constructor() {
    super('conflict', 'PROMO_RECIPIENT_UNSUBSCRIBED', PROMO_EMAIL_MESSAGES.unsubscribed, [{ field: 'email', message: PROMO_EMAIL_MESSAGES.unsubscribed }]);
  }
}

export class PromoRecipientNotFoundError extends DomainError {
  constructor() {
    super('not_found', 'PROMO_USER_NOT_FOUND', PROMO_EMAIL_MESSAGES.userNotFound, [{ field: 'user_id', message: PROMO_EMAIL_MESSAGES.userNotFound }]);
  }
}

export class IdempotencyKeyReusedError extends DomainError {
  constructor() {
    super('conflict', 'IDEMPOTENCY_KEY_REUSED', 'This idempotency key was already used for another message.');
  }
}

export class UnsubscribeTokenInvalidError extends ValidationFailedError {
  constructor() {
    super(PROMO_EMAIL_MESSAGES.tokenInvalid, [{ field: 'token', message: PROMO_EMAIL_MESSAGES.tokenInvalid }], 'UNSUBSCRIBE_TOKEN_INVALID');
  }
}

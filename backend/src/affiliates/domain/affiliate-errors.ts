import { affiliateMessages, DomainError, NotFoundError, ValidationFailedError } from '@emberhold/contracts';

const sentences = new Set<string>(Object.values(affiliateMessages));

/** meta.error of a refused body: the affiliate sentence a field failed with, as it is; else `<field>: <problem>`. */
export function affiliateBodyError(fields: Array<{ field: string; message: string }>): string {
  const first = fields[0]!;
  return sentences.has(first.message) ? first.message : `${first.field}: ${first.message}`;
}

export class AffiliateUserNotFoundError extends NotFoundError {
  constructor() {
    super('AFFILIATE_USER_NOT_FOUND', affiliateMessages.userNotFound);
  }
}

export class AffiliateRefUnknownError extends ValidationFailedError {
  constructor() {
    super(affiliateMessages.refUnknown, [{ field: 'ref', message: affiliateMessages.refUnknown }], 'AFFILIATE_REF_UNKNOWN');
  }
}

export class AffiliateRefNotUsersError extends ValidationFailedError {
  constructor() {
    super(affiliateMessages.refNotUsers, [{ field: 'ref', message: affiliateMessages.refNotUsers }], 'AFFILIATE_REF_NOT_USERS');
  }
}

export class AffiliateCurrencyMismatchError extends ValidationFailedError {
  constructor() {
    super(affiliateMessages.currencyMismatch, [{ field: 'currency', message: affiliateMessages.currencyMismatch }], 'AFFILIATE_CURRENCY_MISMATCH');
  }
}

export class AffiliatePaymentNotFoundError extends NotFoundError {
  constructor() {
    super('AFFILIATE_PAYMENT_NOT_FOUND', affiliateMessages.paymentNotFound);
  }
}

export class AffiliatePaymentVoidedError extends DomainError {
  constructor() {
    super('conflict', 'AFFILIATE_PAYMENT_VOIDED', affiliateMessages.paymentVoided);
  }
}

export class AffiliateAccessDeniedError extends DomainError {
  constructor() {
    super('forbidden', 'AFFILIATE_ACCESS_DENIED', affiliateMessages.accessDenied);
  }
}

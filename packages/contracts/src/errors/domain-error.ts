/**
 * Errors the product can explain to a user. Code that workers also run throws these, never HTTP exceptions;
 * the API maps `kind` to a status in one place and shows `message` (the spec's wording where it has one).
 */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  /** A payment the provider did not complete (declined, cancelled, unknown): HTTP 402. */
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'rate_limited'
  /** A body in a content type the call does not take: HTTP 415. */
  | 'unsupported_media_type'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    /** Stable machine-readable code, e.g. CONTACT_FIELDS_MISSING. */
    readonly code: string,
    message: string,
    /** Field-level detail for validation errors. */
    readonly fields: Array<{ field: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export class NotFoundError extends DomainError {
  constructor(code: string, message: string) {
    super('not_found', code, message);
  }
}

export class ValidationFailedError extends DomainError {
  constructor(message: string, fields: Array<{ field: string; message: string }>, code = 'VALIDATION_FAILED') {
    super('invalid', code, message, fields);
  }
}

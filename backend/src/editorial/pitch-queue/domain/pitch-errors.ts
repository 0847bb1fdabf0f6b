import { DomainError, NotFoundError, PITCH_MESSAGES as M, ValidationFailedError } from '@emberhold/contracts';

export class PitchNotFoundError extends NotFoundError {
  constructor() {
    super('PITCH_NOT_FOUND', M.notFound);
  }
}

/** Only a pending pitch can be published or rejected: 409 once it is decided. */
export class PitchAlreadyDecidedError extends DomainError {
  constructor(status: string) {
    super('conflict', 'PITCH_ALREADY_DECIDED', `${M.alreadyDecided} (It is ${status}.)`);
  }
}

export class SlugTakenError extends DomainError {
  constructor() {
    super('conflict', 'SLUG_TAKEN', M.slugTaken, [{ field: 'slug', message: M.slugTaken }]);
  }
}

export const refuseField = (field: string, message: string, code = 'VALIDATION_FAILED') => new ValidationFailedError(message, [{ field, message }], code);

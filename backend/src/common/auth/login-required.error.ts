import { DomainError } from '@emberhold/contracts';

/** Spec section 8: what a visitor gets for any logged-in-only call; the site opens its login/register modal on it. */
export const LOGIN_REQUIRED_MESSAGE = 'Please register or log into your account first';

export class LoginRequiredError extends DomainError {
  constructor() {
    super('unauthenticated', 'LOGIN_REQUIRED', LOGIN_REQUIRED_MESSAGE);
  }
}

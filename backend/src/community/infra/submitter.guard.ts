import { type ExecutionContext, Injectable } from '@nestjs/common';
import { DomainError } from '@emberhold/contracts';
import { SignedInGuard } from '../../common/auth/signed-in';

/** Spec section 5: what a visitor who tries to submit a product reads, instead of the generic login-required text. */
export const SUBMIT_LOGIN_REQUIRED = 'Please log in to an account before submitting posts.';

/** The signed-in guard (the session's user for @SignedIn()) with the submit form's own wording for visitors. */
@Injectable()
export class SubmitterGuard extends SignedInGuard {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await super.canActivate(context);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'unauthenticated') throw new DomainError('unauthenticated', 'LOGIN_REQUIRED', SUBMIT_LOGIN_REQUIRED);
      throw error;
    }
  }
}

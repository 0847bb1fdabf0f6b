import { DomainError } from '@emberhold/contracts';
import { LoginRequiredError } from './login-required.error';
import type { Viewer } from './viewer';

/** Admin work (spec section 6: the access flag): 401 without a login session, 403 for anyone else. */
export function assertAdmin(viewer: Viewer | null): asserts viewer is Viewer {
  if (viewer === null) throw new LoginRequiredError();
  if (!viewer.access) throw new AdminOnlyError();
}

export class AdminOnlyError extends DomainError {
  constructor() {
    super('forbidden', 'ADMIN_ONLY', 'You do not have access to view this page.');
  }
}

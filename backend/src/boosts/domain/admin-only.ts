import { LoginRequiredError } from '../../common/auth/login-required.error';
import type { Viewer } from '../../common/auth/viewer';
import { BoostAdminOnlyError } from './boost-errors';

/** The boost calendar is admin work (spec section 6: the access flag): 401 without a login session, 403 for anyone else. */
export function assertAdmin(viewer: Viewer | null): asserts viewer is Viewer {
  if (viewer === null) throw new LoginRequiredError();
  if (!viewer.access) throw new BoostAdminOnlyError();
}

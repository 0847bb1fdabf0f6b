import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { refreshAuth } from '../../features/auth/hooks/use-auth-check';
import { holdAuthPoll } from '../../features/auth/hooks/use-auth-poll';
import { SignedIn } from './lazy-pages';

const ProfilePage = lazy(async () => ({ default: (await import('../../features/profile/components/profile-page')).ProfilePage }));

const refreshAfterChange = () => void refreshAuth({ fresh: true });

/** /profile/ is for logged-in users only (spec section 6). */
function ProfileRoute() {
  return <SignedIn>{(user) => <ProfilePage key={user.user_id} userId={user.user_id} onAccountChanged={refreshAfterChange} holdLoginWatch={holdAuthPoll} />}</SignedIn>;
}

/** The profile route of spec section 2: /profile/. Its code is loaded on demand. */
export const profileRoutes: RouteObject[] = [{ path: '/profile', element: <ProfileRoute /> }];

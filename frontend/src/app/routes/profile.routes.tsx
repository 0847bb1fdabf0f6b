import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { refreshAuth } from '../../features/auth/hooks/use-auth-check';
import { useAuthStore } from '../../features/auth/stores/auth.store';
import { accountPageHref } from '../../lib/next-path';

const ProfilePage = lazy(async () => ({ default: (await import('../../features/profile/components/profile-page')).ProfilePage }));

/** Keeps the footer where the page will be while its chunk loads or auth is still unknown. */
function Loading({ children }: { children?: ReactNode }) {
  return <Suspense fallback={<div style={{ minHeight: '70vh' }} aria-busy="true" />}>{children ?? <div style={{ minHeight: '70vh' }} aria-busy="true" />}</Suspense>;
}

const refreshAfterChange = () => void refreshAuth({ fresh: true });

/**
 * /profile/ is for logged-in users only (spec section 6): a visitor goes to /login/ with the way back in `next`. While
 * the user-info call has not answered (spec section 4: auth unknown), nothing is decided.
 */
function ProfileRoute() {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  if (status === 'unknown') return <Loading />;
  if (status !== 'logged-in' || !user) return <Navigate to={accountPageHref('login', location)} replace />;
  return (
    <Loading>
      <ProfilePage key={user.user_id} userId={user.user_id} onAccountChanged={refreshAfterChange} />
    </Loading>
  );
}

/** The profile route of spec section 2: /profile/. Its code is loaded on demand. */
export const profileRoutes: RouteObject[] = [{ path: '/profile', element: <ProfileRoute /> }];

import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { AccessDenied } from '../../components/access-denied';
import type { AuthUser } from '../../features/auth/lib/me-response';
import { useAuthStore } from '../../features/auth/stores/auth.store';
import { accountPageHref } from '../../lib/next-path';

/**
 * The pages of one lazily loaded group, fetched together on first use so that moving between them never waits for
 * code and no other visit carries it: `const page = lazyPages(load)`, then `page((module) => module.SomePage)`.
 */
export function lazyPages<M>(load: () => Promise<M>) {
  return <P extends object>(pick: (module: M) => ComponentType<P>): ComponentType<P> => lazy(async () => ({ default: pick(await load()) }));
}

/** Keeps the footer where the page will be while its chunk loads or, given nothing, while auth is still unknown. */
export function PageLoading({ children }: { children?: ReactNode }) {
  const busy = <div style={{ minHeight: '70vh' }} aria-busy="true" />;
  return <Suspense fallback={busy}>{children ?? busy}</Suspense>;
}

/** A route to a lazily loaded page. */
export function lazyRoute(path: string, page: ReactNode): RouteObject {
  return { path, element: <PageLoading>{page}</PageLoading> };
}

/**
 * For logged-in users only (spec section 6): a visitor goes to /login/ with the way back in `next`. While the user-info
 * call has not answered (spec section 4: auth unknown), nothing is decided. With `admin`, a user without the access
 * flag sees `denied` (spec section 8: Access denied) instead of the page.
 */
export function SignedIn({ admin = false, denied, children }: { admin?: boolean; denied?: ReactNode; children: (user: AuthUser) => ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  if (status === 'unknown') return <PageLoading />;
  if (status !== 'logged-in' || !user) return <Navigate to={accountPageHref('login', location)} replace />;
  return <PageLoading>{admin && !user.access ? denied : children(user)}</PageLoading>;
}

/**
 * Routes to an admins' page at each of `paths` (spec section 6: the access flag): a visitor goes to log in, a user
 * without the flag sees Access denied (section 8), and the page is keyed by the user it shows.
 */
export function adminRoutes(paths: readonly string[], Page: ComponentType): RouteObject[] {
  return paths.map((path) => ({
    path,
    element: (
      <SignedIn admin denied={<AccessDenied />}>
        {(user) => <Page key={user.user_id} />}
      </SignedIn>
    ),
  }));
}

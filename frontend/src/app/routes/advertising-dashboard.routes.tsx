import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import type { AuthUser } from '../../features/auth/lib/me-response';
import { useAuthStore } from '../../features/auth/stores/auth.store';
import { accountPageHref } from '../../lib/next-path';

/**
 * The dashboards, receipts and the approval page come as one lazily loaded group: an advertiser moving from the
 * dashboard to a receipt, or an admin from the approval queue to all campaigns, never waits for code, and no other
 * visit carries it.
 */
const dashboardPages = async () => {
  const [dashboard, receipts, receipt, approve, admin, denied] = await Promise.all([
    import('../../features/campaign-dashboard/components/dashboard-page'),
    import('../../features/campaign-dashboard/components/receipts-page'),
    import('../../features/campaign-dashboard/components/receipt-page'),
    import('../../features/campaign-dashboard/components/approve-page'),
    import('../../features/campaign-dashboard/components/admin-dashboard-page'),
    import('../../features/campaign-dashboard/components/access-denied'),
  ]);
  return { ...dashboard, ...receipts, ...receipt, ...approve, ...admin, ...denied };
};

function page<P extends object>(pick: (module: Awaited<ReturnType<typeof dashboardPages>>) => ComponentType<P>): ComponentType<P> {
  return lazy(async () => ({ default: pick(await dashboardPages()) }));
}

const DashboardPage = page((module) => module.DashboardPage);
const ReceiptsPage = page((module) => module.ReceiptsPage);
const ReceiptPage = page((module) => module.ReceiptPage);
const ApprovePage = page((module) => module.ApprovePage);
const AdminDashboardPage = page((module) => module.AdminDashboardPage);
const AccessDenied = page((module) => module.AccessDenied);

/** Keeps the footer where the page will be while its chunk loads or auth is still unknown. */
function Loading({ children }: { children?: ReactNode }) {
  return <Suspense fallback={<div style={{ minHeight: '70vh' }} aria-busy="true" />}>{children ?? <div style={{ minHeight: '70vh' }} aria-busy="true" />}</Suspense>;
}

/**
 * For logged-in users only (spec section 6: the dashboard redirects to login when not logged in): a visitor goes to
 * /login/ with the way back in `next`, as on /profile/. While the user-info call has not answered, nothing is decided.
 * With `admin`, a user without the access flag sees Access denied (spec section 8) instead of the page.
 */
function SignedIn({ admin = false, children }: { admin?: boolean; children: (user: AuthUser) => ReactNode }) {
  const status = useAuthStore((state) => state.status);
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  if (status === 'unknown') return <Loading />;
  if (status !== 'logged-in' || !user) return <Navigate to={accountPageHref('login', location)} replace />;
  return <Loading>{admin && !user.access ? <AccessDenied /> : children(user)}</Loading>;
}

/** The routes of spec section 2 for watching campaigns and approving them; each page is keyed by the user it shows. */
export const advertisingDashboardRoutes: RouteObject[] = [
  { path: '/product-pitch/dashboard', element: <SignedIn>{(user) => <DashboardPage key={user.user_id} userId={user.user_id} />}</SignedIn> },
  { path: '/product-pitch/receipts', element: <SignedIn>{(user) => <ReceiptsPage key={user.user_id} userId={user.user_id} />}</SignedIn> },
  {
    path: '/product-pitch/receipts/:id',
    element: <SignedIn>{(user) => <ReceiptPage key={user.user_id} userId={user.user_id} username={user.username} email={user.email} />}</SignedIn>,
  },
  { path: '/admin/approve', element: <SignedIn admin>{(user) => <ApprovePage key={user.user_id} />}</SignedIn> },
  { path: '/product-pitch/admin-dashboard', element: <SignedIn admin>{(user) => <AdminDashboardPage key={user.user_id} />}</SignedIn> },
  { path: '/product-pitch/admin-dashboard/:page', element: <SignedIn admin>{(user) => <AdminDashboardPage key={user.user_id} />}</SignedIn> },
];

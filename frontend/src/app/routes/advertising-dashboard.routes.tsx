import type { RouteObject } from 'react-router';
import { adminRoutes, lazyPages, SignedIn } from './lazy-pages';

/**
 * The dashboards, receipts and the approval page come as one lazily loaded group: an advertiser moving from the
 * dashboard to a receipt, or an admin from the approval queue to all campaigns, never waits for code, and no other
 * visit carries it.
 */
const page = lazyPages(async () => {
  const [dashboard, receipts, receipt, approve, admin] = await Promise.all([
    import('../../features/campaign-dashboard/components/dashboard-page'),
    import('../../features/campaign-dashboard/components/receipts-page'),
    import('../../features/campaign-dashboard/components/receipt-page'),
    import('../../features/campaign-dashboard/components/approve-page'),
    import('../../features/campaign-dashboard/components/admin-dashboard-page'),
  ]);
  return { ...dashboard, ...receipts, ...receipt, ...approve, ...admin };
});

const DashboardPage = page((module) => module.DashboardPage);
const ReceiptsPage = page((module) => module.ReceiptsPage);
const ReceiptPage = page((module) => module.ReceiptPage);
const ApprovePage = page((module) => module.ApprovePage);
const AdminDashboardPage = page((module) => module.AdminDashboardPage);

/** The routes of spec section 2 for watching campaigns and approving them; each page is keyed by the user it shows. */
export const advertisingDashboardRoutes: RouteObject[] = [
  { path: '/product-pitch/dashboard', element: <SignedIn>{(user) => <DashboardPage key={user.user_id} userId={user.user_id} />}</SignedIn> },
  { path: '/product-pitch/receipts', element: <SignedIn>{(user) => <ReceiptsPage key={user.user_id} userId={user.user_id} />}</SignedIn> },
  {
    path: '/product-pitch/receipts/:id',
    element: <SignedIn>{(user) => <ReceiptPage key={user.user_id} userId={user.user_id} username={user.username} email={user.email} />}</SignedIn>,
  },
  ...adminRoutes(['/admin/approve'], ApprovePage),
  ...adminRoutes(['/product-pitch/admin-dashboard', '/product-pitch/admin-dashboard/:page'], AdminDashboardPage),
];

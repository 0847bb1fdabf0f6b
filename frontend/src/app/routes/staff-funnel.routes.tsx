import type { RouteObject } from 'react-router';
import { lazyPages, SignedIn } from './lazy-pages';

const page = lazyPages(async () => {
  const [report, denied] = await Promise.all([import('../../features/staff/components/funnel-report-page'), import('../../components/access-denied')]);
  return { ...report, ...denied };
});

const FunnelReportPage = page((module) => module.FunnelReportPage);
const AccessDenied = page((module) => module.AccessDenied);

/**
 * The back office's funnel pages: /admin/funnel/, the advertiser funnel by week (admins: the access flag). A visitor
 * goes to log in; a user without the flag sees the spec's Access denied (section 8).
 */
export const staffFunnelRoutes: RouteObject[] = [
  {
    path: '/admin/funnel',
    element: (
      <SignedIn admin denied={<AccessDenied />}>
        {(user) => <FunnelReportPage key={user.user_id} />}
      </SignedIn>
    ),
  },
];

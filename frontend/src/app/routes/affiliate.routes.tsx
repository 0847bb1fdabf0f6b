import type { RouteObject } from 'react-router';
import { ROOT_PATTERNS } from '@emberhold/contracts/src/site-routes';
import { adminRoutes, lazyPages, SignedIn } from './lazy-pages';

const page = lazyPages(async () => {
  const [report, admin] = await Promise.all([
    import('../../features/affiliates/components/affiliate-report-page'),
    import('../../features/affiliates/components/affiliate-admin-page'),
  ]);
  return { ...report, ...admin };
});

const AffiliateReportPage = page((module) => module.AffiliateReportPage);
const AffiliateAdminPage = page((module) => module.AffiliateAdminPage);

/**
 * The affiliate report, /aff/ and /aff/?tag= (signed in: an affiliate sees their own tags, an admin any; the server
 * decides and the page says "Access denied" when it refuses), and the admins' affiliate tools, /admin/affiliates/.
 */
export const affiliateRoutes: RouteObject[] = [
  {
    path: ROOT_PATTERNS.staticPage('aff'),
    element: <SignedIn>{(user) => <AffiliateReportPage key={user.user_id} />}</SignedIn>,
  },
  ...adminRoutes(['/admin/affiliates'], AffiliateAdminPage),
];

import type { RouteObject } from 'react-router';
import { lazyPages, SignedIn } from './lazy-pages';

const page = lazyPages(async () => {
  const [home, audit, denied] = await Promise.all([
    import('../../features/staff/components/staff-home-page'),
    import('../../features/staff/components/staff-audit-page'),
    import('../../components/access-denied'),
  ]);
  return { ...home, ...audit, ...denied };
});

const StaffHomePage = page((module) => module.StaffHomePage);
const StaffAuditPage = page((module) => module.StaffAuditPage);
const AccessDenied = page((module) => module.AccessDenied);

/**
 * The staff home, /admin/, and the staff activity (the audit trail), /admin/audit/ (spec section 6: admins, the access
 * flag). A visitor goes to log in, like on the other staff pages; a user without the flag sees the spec's Access denied
 * (section 8).
 */
export const staffRoutes: RouteObject[] = [
  {
    path: '/admin',
    element: (
      <SignedIn admin denied={<AccessDenied />}>
        {(user) => <StaffHomePage key={user.user_id} />}
      </SignedIn>
    ),
  },
  ...['/admin/audit', '/admin/audit/:page'].map((path) => ({
    path,
    element: (
      <SignedIn admin denied={<AccessDenied />}>
        {(user) => <StaffAuditPage key={user.user_id} />}
      </SignedIn>
    ),
  })),
];

import type { RouteObject } from 'react-router';
import { lazyPages, SignedIn } from './lazy-pages';

const page = lazyPages(async () => {
  const [home, denied] = await Promise.all([
    import('../../features/staff/components/staff-home-page'),
    import('../../features/campaign-dashboard/components/access-denied'),
  ]);
  return { ...home, ...denied };
});

const StaffHomePage = page((module) => module.StaffHomePage);
const AccessDenied = page((module) => module.AccessDenied);

/**
 * The staff home, /admin/ (spec section 6: admins, the access flag). A visitor goes to log in, like on the other staff
 * pages; a user without the flag sees the spec's Access denied (section 8).
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
];

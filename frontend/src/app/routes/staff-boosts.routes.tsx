import type { RouteObject } from 'react-router';
import { lazyPages, SignedIn } from './lazy-pages';

const page = lazyPages(async () => {
  const [checklist, denied] = await Promise.all([import('../../features/staff/components/boost-checklist-page'), import('../../components/access-denied')]);
  return { ...checklist, ...denied };
});

const BoostChecklistPage = page((module) => module.BoostChecklistPage);
const AccessDenied = page((module) => module.AccessDenied);

/**
 * The back office's boosts pages: /admin/boosted-checklist, the boost checklist and calendar (admins, the access flag).
 * A visitor goes to log in; a user without the flag sees the spec's Access denied.
 */
export const staffBoostRoutes: RouteObject[] = [
  {
    path: '/admin/boosted-checklist',
    element: (
      <SignedIn admin denied={<AccessDenied />}>
        {(user) => <BoostChecklistPage key={user.user_id} />}
      </SignedIn>
    ),
  },
];

import type { RouteObject } from 'react-router';
import { lazyPages, SignedIn } from './lazy-pages';

const page = lazyPages(async () => {
  const [creatives, denied] = await Promise.all([import('../../features/advertising/components/creative-admin-page'), import('../../components/access-denied')]);
  return { ...creatives, ...denied };
});

const CreativeAdminPage = page((module) => module.CreativeAdminPage);
const AccessDenied = page((module) => module.AccessDenied);

/**
 * The back office's ads, /admin/creatives/ (spec sections 5 and 6: admins, the access flag): every creative to edit,
 * convert to a boost, and read the history of. A visitor goes to log in; a user without the flag sees Access denied.
 */
export const staffCreativeRoutes: RouteObject[] = ['/admin/creatives', '/admin/creatives/:page'].map((path) => ({
  path,
  element: (
    <SignedIn admin denied={<AccessDenied />}>
      {(user) => <CreativeAdminPage key={user.user_id} />}
    </SignedIn>
  ),
}));

import type { RouteObject } from 'react-router';
import { lazyPages, SignedIn } from './lazy-pages';

const page = lazyPages(async () => {
  const [dropoffs, denied] = await Promise.all([import('../../features/dropoffs/components/dropoffs-page'), import('../../components/access-denied')]);
  return { ...dropoffs, ...denied };
});

const DropoffsPage = page((module) => module.DropoffsPage);
const AccessDenied = page((module) => module.AccessDenied);

/**
 * The back office's dropoffs pages, /product-pitch/dropoffs/ and /product-pitch/dropoffs/{page} (spec sections 2 and 6:
 * admins, the access flag): a visitor goes to log in, a user without the flag sees Access denied.
 */
export const staffDropoffRoutes: RouteObject[] = ['/product-pitch/dropoffs', '/product-pitch/dropoffs/:page'].map((path) => ({
  path,
  element: (
    <SignedIn admin denied={<AccessDenied />}>
      {(user) => <DropoffsPage key={user.user_id} />}
    </SignedIn>
  ),
}));

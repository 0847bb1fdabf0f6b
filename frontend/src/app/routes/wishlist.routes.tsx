import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';

/** The wishlist pages come as one lazily loaded group, so moving from the boards to a board never waits for code. */
const wishlistPages = () => import('../../features/wishlists/components/wishlist-pages');

function page(pick: (module: Awaited<ReturnType<typeof wishlistPages>>) => ComponentType): ComponentType {
  return lazy(async () => ({ default: pick(await wishlistPages()) }));
}

const WishlistLandingPage = page((module) => module.WishlistLandingPage);
const WishlistBoardPage = page((module) => module.WishlistBoardPage);

/** Keeps the footer down while the pages' chunk loads. */
function Loading({ children }: { children: ReactNode }) {
  return <Suspense fallback={<div style={{ minHeight: '70vh' }} aria-busy="true" />}>{children}</Suspense>;
}

/**
 * The wishlist routes of spec section 2: /wishlist/{user_id?} (the logged-in user's own boards without a user id; a
 * visitor is asked to log in) and /wishlist/{user_id}/list/{wishlist_id}, with ?show=all|recommended and ?page=n for
 * the saved and recommended listings and a board's pages.
 */
export const wishlistRoutes: RouteObject[] = [
  {
    path: '/wishlist',
    element: (
      <Loading>
        <WishlistLandingPage />
      </Loading>
    ),
  },
  {
    path: '/wishlist/:userId',
    element: (
      <Loading>
        <WishlistLandingPage />
      </Loading>
    ),
  },
  {
    path: '/wishlist/:userId/list/:wishlistId',
    element: (
      <Loading>
        <WishlistBoardPage />
      </Loading>
    ),
  },
];

import type { RouteObject } from 'react-router';
import { lazyPages, lazyRoute } from './lazy-pages';

/** The wishlist pages come as one lazily loaded group, so moving from the boards to a board never waits for code. */
const page = lazyPages(() => import('../../features/wishlists/components/wishlist-pages'));

const WishlistLandingPage = page((module) => module.WishlistLandingPage);
const WishlistBoardPage = page((module) => module.WishlistBoardPage);

/**
 * The wishlist routes of spec section 2: /wishlist/{user_id?} (the logged-in user's own boards without a user id; a
 * visitor is asked to log in) and /wishlist/{user_id}/list/{wishlist_id}, with ?show=all|recommended and ?page=n for
 * the saved and recommended listings and a board's pages.
 */
export const wishlistRoutes: RouteObject[] = [
  lazyRoute('/wishlist', <WishlistLandingPage />),
  lazyRoute('/wishlist/:userId', <WishlistLandingPage />),
  lazyRoute('/wishlist/:userId/list/:wishlistId', <WishlistBoardPage />),
];

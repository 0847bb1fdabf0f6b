import type { RouteObject } from 'react-router';

/** The wishlist routes of spec section 2: /wishlist/{user_id?} and /wishlist/{user_id}/list/{wishlist_id}. */
export const wishlistRoutes: RouteObject[] = [];

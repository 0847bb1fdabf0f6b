import { createContext, use } from 'react';

/**
 * Who is using the wishlists, as the app's auth state says (the wishlists feature does not read the auth feature; the
 * app hands it this). `unknown` until the user-info call has answered (spec section 4).
 */
export interface WishlistViewer {
  status: 'unknown' | 'logged-in' | 'logged-out';
  userId: number | null;
  username: string | null;
}

export const UNKNOWN_VIEWER: WishlistViewer = { status: 'unknown', userId: null, username: null };

export const WishlistViewerContext = createContext<WishlistViewer>(UNKNOWN_VIEWER);

export function useWishlistViewer(): WishlistViewer {
  return use(WishlistViewerContext);
}

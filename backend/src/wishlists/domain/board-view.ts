import type { NativeAdDto } from '@emberhold/contracts';

/** Posts per page of a board, of all saved posts and of the recommendations: the catalogue's page size. */
export const WISHLIST_PAGE_SIZE = 24;
/** Images a board shows on the boards page. */
export const BOARD_PREVIEW_IMAGES = 4;

/** A board as the site shows it (spec section 3: wishlist_id, name, total count, user_id), with its privacy. */
export interface BoardDto {
  wishlist_id: number;
  user_id: number;
  name: string;
  private: boolean;
  /** Published posts on the board. */
  count: number;
  /** The images of its latest saved posts, newest first, up to BOARD_PREVIEW_IMAGES. */
  images: string[];
}

/** What anyone may see of a board's owner (as /api/user/info shows it, without the board count). */
export interface WishlistOwnerDto {
  user_id: number;
  username: string;
  profile_image: string;
}

/** Sponsored items a board shows on its first page, at most. */
export const BOARD_SPONSORED_ITEMS = 24;

/** A sponsored item (native ad) saved on a board, while its ad still runs; shown as the site shows native ads. */
export type SavedAdView = Omit<NativeAdDto, 'offer' | 'saved'> & { saved: true; wishlist_id: number };

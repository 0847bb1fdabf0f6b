import type { NativeAdDto } from './catalogue-api';

/** A board as the wishlist calls describe it (spec section 3: wishlist_id, name, total count, user_id), with its privacy. */
export interface BoardDto {
  wishlist_id: number;
  user_id: number;
  name: string;
  private: boolean;
  /** Published posts on the board. */
  count: number;
  /** The images of its latest saved posts, newest first, up to four. */
  images: string[];
}

/** What anyone may see of a board's owner (as /api/user/info shows it, without the board count). */
export interface WishlistOwnerDto {
  user_id: number;
  username: string;
  profile_image: string;
}

/** A sponsored item (native ad) saved on a board, while its ad still runs; shown as the site shows native ads. */
export type SavedAdView = Omit<NativeAdDto, 'offer' | 'saved'> & { saved: true; wishlist_id: number };

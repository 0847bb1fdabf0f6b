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

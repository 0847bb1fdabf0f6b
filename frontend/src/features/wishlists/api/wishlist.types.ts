import type { BoardDto, Meta, PostDto, SavedAdView, WishlistOwnerDto } from '@emberhold/contracts';

/** A board (spec section 3: wishlist_id, name, total count, user_id), with its privacy. */
export type Board = BoardDto;

/** What anyone may see of a board's owner. */
export type WishlistOwner = WishlistOwnerDto;

/** A post on a wishlist page: `saved` for the reader, and on a board the owner's `comment`. */
export type SavedPost = PostDto & { saved: boolean; comment?: string; wishlist_id?: number };

/** A sponsored item saved on a board, while its ad runs. */
export type SavedAd = SavedAdView;

/** GET /api/user/wishlist/{user_id} */
export interface BoardsResponse {
  meta: Meta;
  user: WishlistOwner;
  wishlists: Board[];
}

/** GET /api/user/wishlist/{user_id}/list/{wishlist_id}/page/{n}/ (meta.count: posts on the board) */
export interface BoardPageResponse {
  meta: Meta & { wishlist_name?: string };
  user: WishlistOwner;
  wishlist: Board;
  posts: SavedPost[];
  /** The sponsored items saved on the board (page 1 only). */
  ads?: SavedAd[];
  page: number;
}

/** GET /api/user/wishlist/{user_id}/all/{n}/ (meta.count: the total) and /recommended/{n}/ */
export interface SavedPostsResponse {
  meta: Meta;
  user: WishlistOwner;
  posts: SavedPost[];
  page: number;
}

/** Posts per page of every wishlist listing (the API's page size). */
export const WISHLIST_PAGE_SIZE = 24;

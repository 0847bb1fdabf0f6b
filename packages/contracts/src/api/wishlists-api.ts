import type { Meta } from './api-envelope';
import type { NativeAdDto, PostDto } from './catalogue-api';

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

/**
 * A post on a wishlist page: the catalogue's post, `saved` for the reader (spec section 4: true when the post is on any
 * of the reader's boards, so always true for the owner on their own board), and on a board its `comment`.
 */
export type SavedPostDto = PostDto & { saved: boolean; comment?: string; wishlist_id?: number };

/** GET /api/user/wishlist/{user_id}: the boards the reader may see (meta.count: how many). */
export interface BoardsResponse {
  meta: Meta;
  user: WishlistOwnerDto;
  wishlists: BoardDto[];
}

/** GET /api/user/wishlist/{user_id}/list/{wishlist_id}/page/{n}/ (meta.count: posts on the board; meta.wishlist_name) */
export interface BoardPageResponse {
  meta: Meta & { wishlist_name?: string };
  user: WishlistOwnerDto;
  wishlist: BoardDto;
  posts: SavedPostDto[];
  /** The sponsored items saved on the board (page 1 only: later pages have none). */
  ads: SavedAdView[];
  page: number;
}

/** GET /api/user/wishlist/{user_id}/all/{n}/ (meta.count: the total) and /recommended/{n}/ */
export interface SavedPostsResponse {
  meta: Meta;
  user: WishlistOwnerDto;
  posts: SavedPostDto[];
  page: number;
}

/** POST /api/user/wishlist {post_ids}: those of them the logged-in user has on any board. */
export interface SavedPostIdsResponse {
  meta: Meta;
  posts: Array<{ post_id: number }>;
}

/** POST /api/user/ad_wishlist {ad_ids}: those of these sponsored items the logged-in user has saved. */
export interface SavedAdIdsResponse {
  meta: Meta;
  ads: Array<{ ad_id: number }>;
}

/** POST /api/user/wishlist/save-new-board, /edit-board and /save-existing-board: the board as it now is. */
export interface BoardResponse {
  meta: Meta;
  wishlist: BoardDto;
}

/** POST /api/user/wishlist/delete-board {wishlist_id}: the board is gone with every post on it. */
export interface DeleteBoardResponse {
  meta: Meta;
  wishlist_id: number;
  /** How many posts were on it. */
  removed: number;
}

/** A post on a board, as adding or moving it answers. */
export interface BoardItemDto {
  post_id: number;
  wishlist_id: number;
  comment: string;
}

/** POST /api/user/wishlist/add {post_id, wishlist_id, comment}: `added` is false when only the comment was set. */
export interface AddItemResponse {
  meta: Meta;
  item: BoardItemDto;
  added: boolean;
}

/** POST /api/user/wishlist/move-wishlist-item {source, target, post_id, comment} */
export interface MoveItemResponse {
  meta: Meta;
  item: BoardItemDto;
}

/** POST /api/user/wishlist/remove {wishlist_id, post_id}: `saved` tells whether the post is still on another board. */
export interface RemoveItemResponse {
  meta: Meta;
  post_id: number;
  wishlist_id: number;
  removed: boolean;
  saved: boolean;
}

/** POST /api/user/native_ad/add {ad_id, wishlist_id}: `added` is false when the ad was saved already. */
export interface SaveAdResponse {
  meta: Meta;
  ad: { ad_id: number; wishlist_id: number | null };
  added: boolean;
}

/** POST /api/user/native_ad/remove {ad_id} */
export interface RemoveAdResponse {
  meta: Meta;
  ad_id: number;
  removed: boolean;
}

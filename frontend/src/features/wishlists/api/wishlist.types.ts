import type { BoardDto, SavedAdView, SavedPostDto, WishlistOwnerDto } from '@emberhold/contracts';

/** A board (spec section 3: wishlist_id, name, total count, user_id), with its privacy. */
export type Board = BoardDto;

/** What anyone may see of a board's owner. */
export type WishlistOwner = WishlistOwnerDto;

/** A post on a wishlist page: `saved` for the reader, and on a board the owner's `comment`. */
export type SavedPost = SavedPostDto;

/** A sponsored item saved on a board, while its ad runs. */
export type SavedAd = SavedAdView;

/** Posts per page of every wishlist listing (the API's page size). */
export const WISHLIST_PAGE_SIZE = 24;

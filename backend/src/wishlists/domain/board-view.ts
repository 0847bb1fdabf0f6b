/** Posts per page of a board, of all saved posts and of the recommendations: the catalogue's page size. */
export const WISHLIST_PAGE_SIZE = 24;
/** Images a board shows on the boards page. */
export const BOARD_PREVIEW_IMAGES = 4;

export type { BoardDto, SavedAdView, WishlistOwnerDto } from '@emberhold/contracts';

/** Sponsored items a board shows on its first page, at most. */
export const BOARD_SPONSORED_ITEMS = 24;


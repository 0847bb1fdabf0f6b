import { SORT_CODES } from '../../catalogue/catalogue.public';

/**
 * The affiliate sort codes wishlist pages give their outbound links (spec section 9 names none for wishlists): saved
 * posts as the newest-first list they are, recommendations as the related items they are.
 */
export const WISHLIST_SORT_CODES = { saved: SORT_CODES.new, recommended: SORT_CODES.related } as const;

import type { PostDto } from '@emberhold/contracts';

/**
 * A post on a wishlist page: the catalogue's post view, `saved` for the reader (spec section 4: true when the post is
 * on any of the reader's boards, so always true for the owner on their own board), and on a board its `comment`.
 */
export type SavedPostView = PostDto & { saved: boolean; comment?: string; wishlist_id?: number };

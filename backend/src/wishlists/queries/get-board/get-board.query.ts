import { Query } from '@nestjs/cqrs';
import type { VisitorParams } from '../../../catalogue/catalogue.public';
import type { BoardDto, SavedAdView, WishlistOwnerDto } from '../../domain/board-view';
import type { SavedPostView } from '../../domain/saved-post-view';

export interface BoardPageResult {
  user: WishlistOwnerDto;
  wishlist: BoardDto;
  posts: SavedPostView[];
  /** The running sponsored items saved on the board (first page only). */
  ads: SavedAdView[];
  page: number;
}

/** One page of one board (24 posts, newest saved first, and its sponsored items on page 1); someone else's private board is a 404. */
export class GetBoardQuery extends Query<BoardPageResult> {
  constructor(
    /** The logged-in reader, or null for a visitor (who sees public boards only). */
    readonly viewerId: number | null,
    readonly userId: number,
    readonly boardId: number,
    readonly page: number,
    readonly visitor: VisitorParams,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { BoardDto, WishlistOwnerDto } from '../../domain/board-view';

export interface BoardsResult {
  user: WishlistOwnerDto;
  wishlists: BoardDto[];
}

/** The boards of `userId` as `viewerId` may see them: all for the owner, the public ones for anyone else. */
export class GetBoardsQuery extends Query<BoardsResult> {
  constructor(
    /** The logged-in reader, or null for a visitor (who sees public boards only). */
    readonly viewerId: number | null,
    readonly userId: number,
  ) {
    super();
  }
}

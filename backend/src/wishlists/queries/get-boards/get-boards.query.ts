import { Query } from '@nestjs/cqrs';
import type { BoardDto, WishlistOwnerDto } from '../../domain/board-view';

export interface BoardsResult {
  user: WishlistOwnerDto;
  wishlists: BoardDto[];
}

/** The boards of `userId` as `viewerId` may see them: all for the owner, the public ones for anyone else. */
export class GetBoardsQuery extends Query<BoardsResult> {
  constructor(
    readonly viewerId: number,
    readonly userId: number,
  ) {
    super();
  }
}

import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WISHLIST_SORT_CODES } from '../../domain/wishlist-links';
import { SavedPostViews } from '../../infra/saved-post-views';
import { WishlistReader } from '../../infra/wishlist-reader';
import { type BoardPageResult, GetBoardQuery } from './get-board.query';

@QueryHandler(GetBoardQuery)
export class GetBoardHandler implements IQueryHandler<GetBoardQuery, BoardPageResult> {
  constructor(
    private readonly reader: WishlistReader,
    private readonly views: SavedPostViews,
  ) {}

  async execute({ viewerId, userId, boardId, page, visitor }: GetBoardQuery): Promise<BoardPageResult> {
    const owner = viewerId === userId;
    const [user, wishlist] = await Promise.all([this.reader.owner(userId), this.reader.board({ userId, includePrivate: owner }, boardId)]);
    const items = await this.reader.boardItems(boardId, page);
    const comments = new Map(items.map((item) => [item.post_id, item.comment]));
    const views = await this.views.of(
      items.map((item) => item.post_id),
      viewerId,
      visitor,
      WISHLIST_SORT_CODES.saved,
      owner,
    );
    return { user, wishlist, posts: views.map((view) => ({ ...view, comment: comments.get(view.id) ?? '', wishlist_id: boardId })), page };
  }
}

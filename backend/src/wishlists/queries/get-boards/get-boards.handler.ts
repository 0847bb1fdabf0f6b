import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WishlistReader } from '../../infra/wishlist-reader';
import { type BoardsResult, GetBoardsQuery } from './get-boards.query';

@QueryHandler(GetBoardsQuery)
export class GetBoardsHandler implements IQueryHandler<GetBoardsQuery, BoardsResult> {
  constructor(private readonly reader: WishlistReader) {}

  async execute({ viewerId, userId }: GetBoardsQuery): Promise<BoardsResult> {
    const user = await this.reader.owner(userId);
    return { user, wishlists: await this.reader.boards({ userId, includePrivate: viewerId === userId }) };
  }
}

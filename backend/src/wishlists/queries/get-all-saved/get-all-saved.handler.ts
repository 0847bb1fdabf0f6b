import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WISHLIST_SORT_CODES } from '../../domain/wishlist-links';
import { SavedPostViews } from '../../infra/saved-post-views';
import { WishlistReader } from '../../infra/wishlist-reader';
import { GetAllSavedQuery, type SavedPostsPage } from './get-all-saved.query';

@QueryHandler(GetAllSavedQuery)
export class GetAllSavedHandler implements IQueryHandler<GetAllSavedQuery, SavedPostsPage> {
  constructor(
    private readonly reader: WishlistReader,
    private readonly views: SavedPostViews,
  ) {}

  async execute({ viewerId, userId, page, visitor }: GetAllSavedQuery): Promise<SavedPostsPage> {
    const owner = viewerId === userId;
    const user = await this.reader.owner(userId);
    const { ids, total } = await this.reader.allSaved({ userId, includePrivate: owner }, page);
    return { user, posts: await this.views.of(ids, viewerId, visitor, WISHLIST_SORT_CODES.saved, owner), page, total };
  }
}

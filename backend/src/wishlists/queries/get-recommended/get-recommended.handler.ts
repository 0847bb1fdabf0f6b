import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WISHLIST_SORT_CODES } from '../../domain/wishlist-links';
import { SavedPostViews } from '../../infra/saved-post-views';
import { WishlistReader } from '../../infra/wishlist-reader';
import type { SavedPostsPage } from '../get-all-saved/get-all-saved.query';
import { GetRecommendedQuery } from './get-recommended.query';

@QueryHandler(GetRecommendedQuery)
export class GetRecommendedHandler implements IQueryHandler<GetRecommendedQuery, SavedPostsPage> {
  constructor(
    private readonly reader: WishlistReader,
    private readonly views: SavedPostViews,
  ) {}

  async execute({ viewerId, userId, page, visitor }: GetRecommendedQuery): Promise<SavedPostsPage> {
    const user = await this.reader.owner(userId);
    const ids = await this.reader.recommended({ userId, includePrivate: viewerId === userId }, page);
    // None is on the owner's boards; another reader may have saved some on theirs.
    return { user, posts: await this.views.of(ids, viewerId, visitor, WISHLIST_SORT_CODES.recommended, false), page };
  }
}

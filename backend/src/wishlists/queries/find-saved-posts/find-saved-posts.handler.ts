import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WishlistReader } from '../../infra/wishlist-reader';
import { FindSavedPostsQuery } from './find-saved-posts.query';

@QueryHandler(FindSavedPostsQuery)
export class FindSavedPostsHandler implements IQueryHandler<FindSavedPostsQuery, number[]> {
  constructor(private readonly reader: WishlistReader) {}

  async execute({ userId, postIds }: FindSavedPostsQuery): Promise<number[]> {
    const saved = await this.reader.savedPostIds(userId, postIds);
    return postIds.filter((id) => saved.has(id));
  }
}

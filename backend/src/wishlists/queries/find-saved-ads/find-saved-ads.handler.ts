import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WishlistReader } from '../../infra/wishlist-reader';
import { FindSavedAdsQuery } from './find-saved-ads.query';

@QueryHandler(FindSavedAdsQuery)
export class FindSavedAdsHandler implements IQueryHandler<FindSavedAdsQuery, number[]> {
  constructor(private readonly reader: WishlistReader) {}

  async execute({ userId, adIds }: FindSavedAdsQuery): Promise<number[]> {
    const saved = await this.reader.savedAdIds(userId, adIds);
    return adIds.filter((id) => saved.has(id));
  }
}

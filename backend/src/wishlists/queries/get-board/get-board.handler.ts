import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { affiliateLink, regionalPrice } from '../../../catalogue/catalogue.public';
import type { SavedAdView } from '../../domain/board-view';
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
    const [items, ads] = await Promise.all([this.reader.boardItems(boardId, page), page === 1 ? this.reader.boardAds(boardId) : []]);
    const comments = new Map(items.map((item) => [item.post_id, item.comment]));
    const views = await this.views.of(
      items.map((item) => item.post_id),
      viewerId,
      visitor,
      WISHLIST_SORT_CODES.saved,
      owner,
    );
    // Sponsored items saved on the board come with its first page, as they do in the lists, while their ads run.
    const sponsored = ads.map(
      (ad): SavedAdView => ({
        id: ad.id,
        ad_id: ad.id,
        type: 'ad',
        title: ad.title,
        content: ad.content,
        link: affiliateLink(ad.link, { ...visitor, sortCode: WISHLIST_SORT_CODES.saved }),
        image: ad.image,
        ...regionalPrice(ad.price === null ? null : ad.price.toString(), visitor.country),
        saved: true,
        wishlist_id: boardId,
      }),
    );
    return { user, wishlist, posts: views.map((view) => ({ ...view, comment: comments.get(view.id) ?? '', wishlist_id: boardId })), ads: sponsored, page };
  }
}

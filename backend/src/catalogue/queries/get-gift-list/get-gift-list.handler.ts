import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@emberhold/contracts';
import { listSorts } from '../../domain/list-sorts';
import { GuideDirectory } from '../../infra/guide-directory';
import { PostReader } from '../../infra/post-reader';
import { GetGiftListQuery, type GiftListResult } from './get-gift-list.query';

export const ALL_GUIDES = 'all';

@QueryHandler(GetGiftListQuery)
export class GetGiftListHandler implements IQueryHandler<GetGiftListQuery, GiftListResult> {
  constructor(
    private readonly guides: GuideDirectory,
    private readonly posts: PostReader,
  ) {}

  async execute({ list, sort, page, price, visitor, seed, parentList }: GetGiftListQuery): Promise<GiftListResult> {
    const links = { ...visitor, sortCode: listSorts[sort].code };
    const filter = { minPrice: price.min, maxPrice: price.max, nsfw: visitor.nsfw };
    const tree = await this.guides.tree();
    if (list === ALL_GUIDES) {
      const posts = await this.posts.page(sort, page, { ...filter, categoryIds: [] }, seed, links);
      return { posts, category: null, parent_list: null, children: tree.topLevel };
    }
    const node = tree.bySlug.get(list);
    if (!node || (parentList !== undefined && node.parent?.slug !== parentList)) {
      throw new NotFoundError('LIST_NOT_FOUND', parentList === undefined ? `There is no gift guide "${list}"` : `There is no gift guide "${parentList}/${list}"`);
    }
    const posts = await this.posts.page(sort, page, { ...filter, categoryIds: node.subtreeIds }, seed, links);
    return { posts, category: node.guide, parent_list: node.parent, children: node.children };
  }
}

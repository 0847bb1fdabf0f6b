import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { listSorts } from '../../domain/list-sorts';
import { PostReader } from '../../infra/post-reader';
import { GetListQuery, type ListResult } from './get-list.query';

@QueryHandler(GetListQuery)
export class GetListHandler implements IQueryHandler<GetListQuery, ListResult> {
  constructor(private readonly posts: PostReader) {}

  async execute({ sort, page, visitor, seed }: GetListQuery): Promise<ListResult> {
    // Boosts: the new list (home and /new/) starts with today's boosted posts.
    const posts = await this.posts.page(sort, page, { boostedFirst: sort === 'new', nsfw: visitor.nsfw }, seed, { ...visitor, sortCode: listSorts[sort].code });
    return { posts, sort, page };
  }
}

import { Query } from '@nestjs/cqrs';
import type { PostView } from '../../domain/post-view';
import type { ListSort } from '../../domain/list-sorts';

export interface ListResult {
  posts: PostView[];
  sort: ListSort;
  page: number;
}

export class GetListQuery extends Query<ListResult> {
  constructor(
    readonly sort: ListSort,
    readonly page: number,
  ) {
    super();
  }
}

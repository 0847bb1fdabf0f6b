import { Query } from '@nestjs/cqrs';
import type { VisitorParams } from '../../domain/catalogue-params';
import type { ListSort } from '../../domain/list-sorts';
import type { PostView } from '../../domain/post-view';

export interface ListResult {
  posts: PostView[];
  sort: ListSort;
  page: number;
}

export class GetListQuery extends Query<ListResult> {
  constructor(
    readonly sort: ListSort,
    readonly page: number,
    readonly visitor: VisitorParams = { country: 'us' },
    /** The visitor's session seed for the random sort; without one, random follows the stored random_key. */
    readonly seed?: string,
  ) {
    super();
  }
}

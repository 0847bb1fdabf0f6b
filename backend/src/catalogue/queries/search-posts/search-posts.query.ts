import { Query } from '@nestjs/cqrs';
import type { VisitorParams } from '../../domain/catalogue-params';
import type { PostView } from '../../domain/post-view';

/** The search box's quick lookup shows a few titles, not a page. */
export const LOOKUP_SIZE = 8;

export class SearchPostsQuery extends Query<PostView[]> {
  constructor(
    readonly term: string,
    readonly page: number,
    readonly lookup: boolean,
    readonly visitor: VisitorParams,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { VisitorParams } from '../../domain/catalogue-params';
import type { PostView } from '../../domain/post-view';

/** The site asks for 100 related items (spec section 9); that is also the most it gets. */
export const RELATED_ITEMS_MAX = 100;

export class GetRelatedQuery extends Query<PostView[]> {
  constructor(
    readonly postId: number,
    readonly items: number,
    readonly visitor: VisitorParams,
  ) {
    super();
  }
}

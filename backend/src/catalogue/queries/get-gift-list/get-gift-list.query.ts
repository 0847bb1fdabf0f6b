import { Query } from '@nestjs/cqrs';
import type { CategoryDto } from '@emberhold/contracts';
import type { VisitorParams } from '../../domain/catalogue-params';
import type { ListSort } from '../../domain/list-sorts';
import type { PostView } from '../../domain/post-view';

export interface GiftListResult {
  posts: PostView[];
  category: CategoryDto | null;
  parent_list: CategoryDto | null;
  children: CategoryDto[];
}

export class GetGiftListQuery extends Query<GiftListResult> {
  constructor(
    /** A gift guide's slug, or `all` for every guide. */
    readonly list: string,
    readonly sort: ListSort,
    readonly page: number,
    readonly price: { min?: number | undefined; max?: number | undefined },
    readonly visitor: VisitorParams,
    readonly seed?: string,
    /** The parent guide the visitor's URL names (/gifts/{parent}/{list}/); a guide under another parent is not found. */
    readonly parentList?: string,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { VisitorParams } from '../../../catalogue/catalogue.public';
import type { SavedPostsPage } from '../get-all-saved/get-all-saved.query';

/**
 * Listed posts sharing a gift guide with the posts on the boards of `userId` that `viewerId` may see, none of them
 * already there, most popular first, 24 per page.
 */
export class GetRecommendedQuery extends Query<SavedPostsPage> {
  constructor(
    /** The logged-in reader, or null for a visitor (who sees public boards only). */
    readonly viewerId: number | null,
    readonly userId: number,
    readonly page: number,
    readonly visitor: VisitorParams,
  ) {
    super();
  }
}

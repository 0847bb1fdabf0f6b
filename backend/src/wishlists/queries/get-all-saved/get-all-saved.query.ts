import { Query } from '@nestjs/cqrs';
import type { VisitorParams } from '../../../catalogue/catalogue.public';
import type { WishlistOwnerDto } from '../../domain/board-view';
import type { SavedPostView } from '../../domain/saved-post-view';

export interface SavedPostsPage {
  user: WishlistOwnerDto;
  posts: SavedPostView[];
  page: number;
  /** For all saved posts: how many there are on the boards the reader may see. */
  total?: number;
}

/** A page of posts read from the boards of `userId` that `viewerId` may see: all saved ones, or recommended ones. */
export abstract class SavedPostsPageQuery extends Query<SavedPostsPage> {
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

/** Every post on the boards of `userId` that `viewerId` may see, each once, latest saved first, 24 per page. */
export class GetAllSavedQuery extends SavedPostsPageQuery {}

import { Injectable } from '@nestjs/common';
import { PostReader, type VisitorParams } from '../../catalogue/catalogue.public';
import type { SavedPostView } from '../domain/saved-post-view';
import { WishlistReader } from './wishlist-reader';

/** The catalogue's views of posts on a wishlist page, in the order given, each with the reader's saved flag. */
@Injectable()
export class SavedPostViews {
  constructor(
    private readonly posts: PostReader,
    private readonly reader: WishlistReader,
  ) {}

  /**
   * `savedByReader`: the reader is the owner of every board these posts come from, so every post is saved. A visitor
   * (`readerId` null) has saved nothing.
   */
  async of(ids: number[], readerId: number | null, visitor: VisitorParams, sortCode: number, savedByReader: boolean): Promise<SavedPostView[]> {
    const [views, saved] = await Promise.all([
      this.posts.views(ids, { ...visitor, sortCode }),
      savedByReader ? Promise.resolve(new Set(ids)) : readerId === null ? Promise.resolve(new Set<number>()) : this.reader.savedPostIds(readerId, ids),
    ]);
    return views.map((view) => ({ ...view, saved: saved.has(view.id) }));
  }
}

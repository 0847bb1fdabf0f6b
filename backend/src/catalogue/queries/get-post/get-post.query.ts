import { Query } from '@nestjs/cqrs';
import type { VisitorParams } from '../../domain/catalogue-params';
import type { PostView } from '../../domain/post-view';

export class GetPostQuery extends Query<PostView> {
  constructor(
    readonly slug: string,
    readonly visitor: VisitorParams = { country: 'us' },
    /** At most this many gallery images (the site's scroll variant shows fewer). */
    readonly size?: number,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { PostView } from '../../domain/post-view';

export class GetPostQuery extends Query<PostView> {
  constructor(readonly slug: string) {
    super();
  }
}

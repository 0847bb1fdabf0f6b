import { Query } from '@nestjs/cqrs';
import type { PostDebugRecord } from '@emberhold/contracts';

export type { PostDebugRecord };

export class GetPostDebugQuery extends Query<PostDebugRecord> {
  constructor(readonly postId: number) {
    super();
  }
}

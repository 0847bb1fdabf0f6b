import { Query } from '@nestjs/cqrs';

/** Which of these posts the user has on any board (spec section 4: the posts' saved flags). */
export class FindSavedPostsQuery extends Query<number[]> {
  constructor(
    readonly userId: number,
    readonly postIds: number[],
  ) {
    super();
  }
}

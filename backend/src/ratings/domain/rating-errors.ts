import { NotFoundError } from '@emberhold/contracts';
import type { RatingTargetKind } from './rating-target';

const notFound: Record<RatingTargetKind, { code: string; message: string }> = {
  post: { code: 'POST_NOT_FOUND', message: 'Post not found' },
  gift_guide: { code: 'GIFT_GUIDE_NOT_FOUND', message: 'Gift guide not found' },
  blog_post: { code: 'BLOG_POST_NOT_FOUND', message: 'Blog post not found' },
};

/** A target that does not exist or is not published: nothing to rate. */
export class RatingTargetNotFoundError extends NotFoundError {
  constructor(kind: RatingTargetKind) {
    super(notFound[kind].code, notFound[kind].message);
  }
}

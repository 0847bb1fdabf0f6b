import type { RateResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';
import type { RatingKind, RatingTarget } from './rating.types';

const ratePath: Record<RatingKind, string> = {
  post: '/api/user/rating',
  gift_guide: '/api/user/rating-gifts',
  blog_post: '/api/user/rating-blog',
};

/** POST /api/user/rating {post_id, rating}, /rating-gifts or /rating-blog {id, rating} (spec section 7). */
export function rate({ kind, id }: RatingTarget, rating: number): Promise<RateResponse> {
  return postJson<RateResponse>(ratePath[kind], kind === 'post' ? { post_id: id, rating } : { id, rating });
}

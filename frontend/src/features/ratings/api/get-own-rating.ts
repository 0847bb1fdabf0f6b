import type { OwnPostRatingsResponse, OwnRatingResponse } from '@emberhold/contracts';
import { queryOptions } from '@tanstack/react-query';
import { postJson } from '../../../lib/api-client';
import type { RatingTarget } from './rating.types';

export interface OwnRating {
  /** The user's stars, or null when they have not rated the target. */
  rating: number | null;
}

/** The lookups of spec section 7: /api/user/ratings {post_ids}, /ratings-gifts {cat_id}, /ratings-blog {blog_id}. */
export async function getOwnRating({ kind, id }: RatingTarget, signal?: AbortSignal): Promise<OwnRating> {
  if (kind === 'post') {
    const answer = await postJson<OwnPostRatingsResponse>('/api/user/ratings', { post_ids: [id] }, signal);
    return { rating: answer.posts.find((post) => post.post_id === id)?.rating ?? null };
  }
  const answer =
    kind === 'gift_guide'
      ? await postJson<OwnRatingResponse>('/api/user/ratings-gifts', { cat_id: id }, signal)
      : await postJson<OwnRatingResponse>('/api/user/ratings-blog', { blog_id: id }, signal);
  return { rating: answer.posts[0]?.rating ?? null };
}

/** Keyed by the user too, so one account's ratings never show for the next one logged in on the same page. */
export function ownRatingQueryKey(userId: number, target: RatingTarget) {
  return ['ratings', 'own', userId, target.kind, target.id] as const;
}

export function ownRatingQueryOptions(userId: number, target: RatingTarget) {
  return queryOptions({
    queryKey: ownRatingQueryKey(userId, target),
    queryFn: ({ signal }) => getOwnRating(target, signal),
    staleTime: 5 * 60_000,
  });
}

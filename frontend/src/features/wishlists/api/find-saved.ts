import type { SavedAdIdsResponse, SavedPostIdsResponse } from '@emberhold/contracts';
import { postJson } from '../../../lib/api-client';

/** POST /api/user/wishlist {post_ids}: which of them the logged-in user has on any board. */
export async function findSavedPosts(postIds: number[]): Promise<number[]> {
  const body = await postJson<SavedPostIdsResponse>('/api/user/wishlist', { post_ids: postIds });
  return body.posts.map((post) => post.post_id);
}

/** POST /api/user/ad_wishlist {ad_ids}: which of these sponsored items the logged-in user has saved. */
export async function findSavedAds(adIds: number[]): Promise<number[]> {
  const body = await postJson<SavedAdIdsResponse>('/api/user/ad_wishlist', { ad_ids: adIds });
  return body.ads.map((ad) => ad.ad_id);
}

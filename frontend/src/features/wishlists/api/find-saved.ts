import { postJson, type ApiMeta } from '../../../lib/api-client';

/** POST /api/user/wishlist {post_ids}: which of them the logged-in user has on any board. */
export async function findSavedPosts(postIds: number[]): Promise<number[]> {
  const body = await postJson<{ meta: ApiMeta; posts: Array<{ post_id: number }> }>('/api/user/wishlist', { post_ids: postIds });
  return body.posts.map((post) => post.post_id);
}

/** POST /api/user/ad_wishlist {ad_ids}: which of these sponsored items the logged-in user has saved. */
export async function findSavedAds(adIds: number[]): Promise<number[]> {
  const body = await postJson<{ meta: ApiMeta; ads: Array<{ ad_id: number }> }>('/api/user/ad_wishlist', { ad_ids: adIds });
  return body.ads.map((ad) => ad.ad_id);
}

import type { ApiMeta } from '../../../lib/api-client';

export interface PostImage {
  src: string;
  width: number;
  height: number;
}

/** A product post as GET /api/lists/... and GET /api/posts/{slug}/ return it. */
export interface Post {
  id: number;
  slug: string;
  title: string;
  content: string;
  /** Outbound (affiliate) product link. */
  link: string;
  price: number;
  rating: number;
  rating_count: number;
  image: string;
  images: PostImage[];
  type: 'post' | 'banner';
}

export interface ListResponse {
  meta: ApiMeta;
  posts: Post[];
}

export interface PostResponse {
  meta: ApiMeta;
  post: Post;
}

/** Sort codes the list endpoint accepts (spec section 2); the home routes map onto these. */
export type ListSort = 'new' | 'clicks_score_amazon_available' | 'random';

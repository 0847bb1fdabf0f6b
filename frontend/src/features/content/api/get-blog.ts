import type { BlogListResponse, BlogPostResponse } from '@emberhold/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export function blogPostsQueryOptions() {
  return queryOptions({ queryKey: ['blog'] as const, queryFn: ({ signal }) => getJson<BlogListResponse>('/api/blog/', signal), staleTime: 5 * 60_000 });
}

export function useBlogPosts() {
  return useQuery(blogPostsQueryOptions());
}

export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['blog', slug] as const,
    queryFn: ({ signal }) => getJson<BlogPostResponse>(`/api/blog/${encodeURIComponent(slug)}`, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

export function useBlogPost(slug: string) {
  return useQuery(blogPostQueryOptions(slug));
}

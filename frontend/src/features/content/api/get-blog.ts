import type { BlogListResponse, BlogPostResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export function useBlogPosts() {
  return useQuery({ queryKey: ['blog'] as const, queryFn: ({ signal }) => getJson<BlogListResponse>('/api/blog/', signal), staleTime: 5 * 60_000 });
}

export function useBlogPost(slug: string) {
  return useQuery({
    queryKey: ['blog', slug] as const,
    queryFn: ({ signal }) => getJson<BlogPostResponse>(`/api/blog/${encodeURIComponent(slug)}`, signal),
    staleTime: 5 * 60_000,
    retry: false,
  });
}

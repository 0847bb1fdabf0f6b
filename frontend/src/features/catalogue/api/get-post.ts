import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';
import type { PostResponse } from './post.types';

export interface PostParams {
  slug: string;
  country: Country;
}

export function getPost({ slug, country }: PostParams, signal?: AbortSignal): Promise<PostResponse> {
  return getJson<PostResponse>(`/api/posts/${encodeURIComponent(slug)}/${queryString({ country })}`, signal);
}

export function postQueryOptions(params: PostParams) {
  return queryOptions({
    queryKey: ['posts', params.slug, params.country] as const,
    queryFn: ({ signal }) => getPost(params, signal),
    staleTime: 5 * 60_000,
    // A missing post stays missing; retrying only delays the 404 page.
    retry: (failures, error) => !(error instanceof ApiError && error.code === 'not_found') && failures < 2,
  });
}

export function usePost(params: PostParams) {
  return useQuery(postQueryOptions(params));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson, queryString } from '../../../lib/api-client';
import type { Country } from '../../../lib/country';
import type { ListResponse, ListSort } from './post.types';

export interface ListParams {
  sort: ListSort;
  page: number;
  country: Country;
}

export function getList({ sort, page, country }: ListParams, signal?: AbortSignal): Promise<ListResponse> {
  const path = `/api/lists/${encodeURIComponent(sort)}/${page}/${queryString({ country })}`;
  return getJson<ListResponse>(path, signal);
}

export function listQueryOptions(params: ListParams) {
  return queryOptions({
    queryKey: ['lists', params.sort, params.page, params.country] as const,
    queryFn: ({ signal }) => getList(params, signal),
    // A random page is drawn once per visit; refetching would reshuffle the grid under the reader.
    staleTime: params.sort === 'random' ? Infinity : 60_000,
  });
}

export function useList(params: ListParams) {
  return useQuery(listQueryOptions(params));
}

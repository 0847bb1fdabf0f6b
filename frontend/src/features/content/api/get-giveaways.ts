import type { GiveawayListResponse, GiveawayResponse } from '@emberhold/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export function giveawaysQueryOptions(page: number) {
  return queryOptions({
    queryKey: ['giveaways', page] as const,
    queryFn: ({ signal }) => getJson<GiveawayListResponse>(`/api/giveaways/${page}`, signal),
    staleTime: 60_000,
  });
}

export function useGiveaways(page: number) {
  return useQuery(giveawaysQueryOptions(page));
}

export function giveawayQueryOptions(slug: string) {
  return queryOptions({
    queryKey: ['giveaway', slug] as const,
    queryFn: ({ signal }) => getJson<GiveawayResponse>(`/api/giveaway/${encodeURIComponent(slug)}`, signal),
    staleTime: 60_000,
    retry: false,
  });
}

export function useGiveaway(slug: string) {
  return useQuery(giveawayQueryOptions(slug));
}

import type { GiveawayListResponse, GiveawayResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

export function useGiveaways(page: number) {
  return useQuery({
    queryKey: ['giveaways', page] as const,
    queryFn: ({ signal }) => getJson<GiveawayListResponse>(`/api/giveaways/${page}`, signal),
    staleTime: 60_000,
  });
}

export function useGiveaway(slug: string) {
  return useQuery({
    queryKey: ['giveaway', slug] as const,
    queryFn: ({ signal }) => getJson<GiveawayResponse>(`/api/giveaway/${encodeURIComponent(slug)}`, signal),
    staleTime: 60_000,
    retry: false,
  });
}

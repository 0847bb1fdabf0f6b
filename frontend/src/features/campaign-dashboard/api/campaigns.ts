import type { CampaignAdvertiserDto, CampaignPageDto, CampaignSummaryDto, DataResponse } from '@emberhold/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { DASHBOARD_POLL_MS } from '../lib/campaign-figures';

export const CAMPAIGNS_QUERY_KEY = ['campaign-dashboard'] as const;

/** GET /api/user/my-campaigns: the signed-in advertiser's campaigns with their figures. */
export async function getMyCampaigns(signal?: AbortSignal): Promise<CampaignSummaryDto[]> {
  return (await getJson<DataResponse<CampaignSummaryDto[]>>('/api/user/my-campaigns', signal)).data;
}

/**
 * Spec sections 4 and 9: the dashboard asks again every 5 s while it is open (not while the tab is hidden: nobody is
 * looking, and it catches up as soon as the tab is shown again). Per user, so another login never sees these.
 */
export function myCampaignsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'mine', userId] as const,
    queryFn: ({ signal }) => getMyCampaigns(signal),
    staleTime: 0,
    refetchInterval: DASHBOARD_POLL_MS,
    refetchIntervalInBackground: false,
  });
}

export function useMyCampaigns(userId: number) {
  return useQuery(myCampaignsQueryOptions(userId));
}

/**
 * GET /api/user/all-campaigns?page=N[&q&status&advertiser&from&to] (admins): every campaign, 20 a page, newest first,
 * searched and filtered on the server (`query`: the filters as a query string, without its `?`).
 */
export async function getAllCampaigns(page: number, query = '', signal?: AbortSignal): Promise<CampaignPageDto> {
  return (await getJson<DataResponse<CampaignPageDto>>(`/api/user/all-campaigns?page=${page}${query ? `&${query}` : ''}`, signal)).data;
}

/** The admins' view follows the figures on the same 5 s beat; the page shown stays while the next one loads. */
export function useAllCampaigns(page: number, query = '') {
  return useQuery({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'all', page, query] as const,
    queryFn: ({ signal }) => getAllCampaigns(page, query, signal),
    staleTime: 0,
    refetchInterval: DASHBOARD_POLL_MS,
    placeholderData: keepPreviousData,
  });
}

/** GET /api/user/campaign-advertisers (admins): the accounts that own campaigns, by name, for the advertiser filter. */
export function useCampaignAdvertisers() {
  return useQuery({
    queryKey: [...CAMPAIGNS_QUERY_KEY, 'advertisers'] as const,
    queryFn: async ({ signal }) => (await getJson<DataResponse<CampaignAdvertiserDto[]>>('/api/user/campaign-advertisers', signal)).data,
    staleTime: 60_000,
  });
}

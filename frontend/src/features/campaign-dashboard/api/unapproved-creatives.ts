import type { UnapprovedCreativeDto, UnapprovedCreativesResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** A creative waiting for approval, as GET /api/user/creative/unapproved/all lists it (oldest first). */
export type UnapprovedCreative = UnapprovedCreativeDto;

export const UNAPPROVED_QUERY_KEY = ['campaign-dashboard', 'unapproved'] as const;

export async function getUnapprovedCreatives(signal?: AbortSignal): Promise<UnapprovedCreative[]> {
  return (await getJson<UnapprovedCreativesResponse>('/api/user/creative/unapproved/all', signal)).creatives;
}

export function useUnapprovedCreatives() {
  return useQuery({ queryKey: UNAPPROVED_QUERY_KEY, queryFn: ({ signal }) => getUnapprovedCreatives(signal), staleTime: 0, retry: false });
}

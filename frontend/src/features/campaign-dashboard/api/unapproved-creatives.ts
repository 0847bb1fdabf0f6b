import type { UnapprovedCreativeDto } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson, type ApiMeta } from '../../../lib/api-client';

/** A creative waiting for approval, as GET /api/user/creative/unapproved/all lists it (oldest first). */
export type UnapprovedCreative = UnapprovedCreativeDto;

interface UnapprovedResponse {
  meta: ApiMeta;
  creatives: UnapprovedCreative[];
}

export const UNAPPROVED_QUERY_KEY = ['campaign-dashboard', 'unapproved'] as const;

export async function getUnapprovedCreatives(signal?: AbortSignal): Promise<UnapprovedCreative[]> {
  return (await getJson<UnapprovedResponse>('/api/user/creative/unapproved/all', signal)).creatives;
}

export function useUnapprovedCreatives() {
  return useQuery({ queryKey: UNAPPROVED_QUERY_KEY, queryFn: ({ signal }) => getUnapprovedCreatives(signal), staleTime: 0, retry: false });
}

import type { AffiliateReportResponse } from '@emberhold/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson, queryString } from '../../../lib/api-client';

export const AFFILIATE_REPORT_QUERY_KEY = ['affiliate-report'] as const;

/** How often a report being updated by an import is read again, so "Reports Updating" goes once the import is in. */
const UPDATING_POLL_MS = 5_000;

/** GET /api/user/affiliate/?tag=: one tag's report, or (no tag) every tag the viewer may see, with payments and balances. */
export async function getAffiliateReport(tag: string | null, signal?: AbortSignal): Promise<AffiliateReportResponse> {
  return getJson<AffiliateReportResponse>(`/api/user/affiliate/${queryString({ tag: tag ?? undefined })}`, signal);
}

/** The report of `tag` (null: all); the one shown stays while another tag loads, and it is read again while updating. */
export function useAffiliateReport(tag: string | null) {
  return useQuery({
    queryKey: [...AFFILIATE_REPORT_QUERY_KEY, tag] as const,
    queryFn: ({ signal }) => getAffiliateReport(tag, signal),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.updating ? UPDATING_POLL_MS : false),
  });
}

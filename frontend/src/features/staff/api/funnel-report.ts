import type { DataResponse, FunnelReportDto } from '@emberhold/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';

/** GET /api/user/campaign/funnel-report?weeks= (admins): the advertiser funnel by week of start. */
export async function getFunnelReport(weeks: number, signal?: AbortSignal): Promise<FunnelReportDto> {
  return (await getJson<DataResponse<FunnelReportDto>>(`/api/user/campaign/funnel-report?weeks=${weeks}`, signal)).data;
}

/** The report of the last `weeks` weeks; the one shown stays while another range loads. */
export function useFunnelReport(weeks: number) {
  return useQuery({
    queryKey: ['funnel-report', weeks] as const,
    queryFn: ({ signal }) => getFunnelReport(weeks, signal),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}

import type { CampaignReportDto, DataResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import { reportPath, type ReportBy } from '../lib/format';
import { CAMPAIGNS_QUERY_KEY } from './campaigns';

/** GET /api/user/campaign/{id}/report?by=day|creative: the campaign's figures broken down, with their totals. */
export async function getCampaignReport(campaignId: number, by: ReportBy, signal?: AbortSignal): Promise<CampaignReportDto> {
  return (await getJson<DataResponse<CampaignReportDto>>(reportPath(campaignId, by), signal)).data;
}

export const campaignReportKey = (campaignId: number) => [...CAMPAIGNS_QUERY_KEY, 'report', campaignId] as const;

export function useCampaignReport(campaignId: number, by: ReportBy) {
  return useQuery({
    queryKey: [...campaignReportKey(campaignId), by] as const,
    queryFn: ({ signal }) => getCampaignReport(campaignId, by, signal),
    staleTime: 0,
  });
}

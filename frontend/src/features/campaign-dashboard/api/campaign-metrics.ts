import type { CampaignMetricsDto, CampaignMetricsResponse } from '@emberhold/contracts';
import { useQuery } from '@tanstack/react-query';
import { getJson } from '../../../lib/api-client';
import type { BucketSize } from '../lib/chart-scale';
import { CAMPAIGNS_QUERY_KEY } from './campaigns';

/** GET /api/user/campaign/{id}/metrics?bucket=hour|day: a campaign's counts per hour (last 48 h) or day (last 30 days). */
export async function getCampaignMetrics(campaignId: number, bucket: BucketSize, signal?: AbortSignal): Promise<CampaignMetricsDto> {
  const { meta: _meta, ...metrics } = await getJson<CampaignMetricsResponse>(`/api/user/campaign/${campaignId}/metrics?bucket=${bucket}`, signal);
  return metrics;
}

export const campaignMetricsKey = (campaignId: number) => [...CAMPAIGNS_QUERY_KEY, 'metrics', campaignId] as const;

/** Asked for when the chart is opened, and again when the campaign's figures change (see CampaignCard). */
export function useCampaignMetrics(campaignId: number, bucket: BucketSize) {
  return useQuery({
    queryKey: [...campaignMetricsKey(campaignId), bucket] as const,
    queryFn: ({ signal }) => getCampaignMetrics(campaignId, bucket, signal),
    staleTime: 0,
  });
}

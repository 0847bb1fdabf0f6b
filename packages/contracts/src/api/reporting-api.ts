import type { Meta } from './api-envelope';

/** The post debug record of spec section 3, as GET /api/user/debug/{postId} sends it in `data`. Dates are ISO times. */
export interface PostDebugRecord {
  id: number;
  first_published: string | null;
  published: string | null;
  saves: number;
  clicks: number;
  impressions: number;
  mobile_clicks: number;
  mobile_impressions: number;
  earnings_score: number;
  week_score: number;
  editorial_clicks: number;
  editorial_impressions: number;
  mobile_editorial_clicks: number;
  mobile_editorial_impressions: number;
  postpage_clicks: number;
  postpage_impressions: number;
  mobile_postpage_clicks: number;
  mobile_postpage_impressions: number;
}

/** One bucket of a campaign's metrics: its start ('YYYY-MM-DD hh:mm:ss', UTC) and counts. */
export interface CampaignMetricsBucket {
  bucket: string;
  impressions: number;
  clicks: number;
  saves: number;
  /** Clicks per impression, as a percentage; 0 without impressions. */
  ctr: number;
}

/**
 * GET /api/user/campaign/{id}/metrics?bucket=hour|day[&from&to]: a campaign's counts per hour (last 48 h) or day (last
 * 30 days), for its advertiser and staff. The fields sit beside meta, not under data.
 */
export interface CampaignMetricsDto {
  campaign_id: number;
  bucket: 'hour' | 'day';
  from: string;
  to: string;
  totals: Omit<CampaignMetricsBucket, 'bucket'>;
  /** Only the buckets that have anything, oldest first. */
  buckets: CampaignMetricsBucket[];
}
export interface CampaignMetricsResponse extends CampaignMetricsDto {
  meta: Meta;
}

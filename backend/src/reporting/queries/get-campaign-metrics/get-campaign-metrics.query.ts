import { Query } from '@nestjs/cqrs';
import type { Viewer } from '../../../common/auth/viewer';

export interface CampaignBucket {
  /** Start of the hour or day, UTC, 'YYYY-MM-DD hh:mm:ss'. */
  bucket: string;
  impressions: number;
  clicks: number;
  saves: number;
  /** Clicks per impression, as a percentage; 0 without impressions. */
  ctr: number;
}

export interface CampaignMetrics {
  campaign_id: number;
  bucket: 'hour' | 'day';
  from: string;
  to: string;
  totals: Omit<CampaignBucket, 'bucket'>;
  buckets: CampaignBucket[];
}

export class GetCampaignMetricsQuery extends Query<CampaignMetrics> {
  constructor(
    /** Only the campaign's advertiser and staff may read it. */
    readonly viewer: Viewer,
    readonly campaignId: number,
    readonly bucket: 'hour' | 'day',
    readonly from: Date,
    readonly to: Date,
  ) {
    super();
  }
}

import { Query } from '@nestjs/cqrs';
import type { CampaignMetricsDto } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';

export class GetCampaignMetricsQuery extends Query<CampaignMetricsDto> {
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

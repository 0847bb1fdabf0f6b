import { Query } from '@nestjs/cqrs';
import type { CampaignReportDto } from '@emberhold/contracts';
import type { Viewer } from '../../../common/auth/viewer';

export class GetCampaignReportQuery extends Query<CampaignReportDto> {
  constructor(
    /** Only the campaign's advertiser and admins may read it. */
    readonly viewer: Viewer,
    readonly campaignId: number,
    readonly by: 'day' | 'creative',
    /** 'YYYY-MM-DD' (UTC), both included; null for the defaults (the campaign's first day, today). */
    readonly from: string | null,
    readonly to: string | null,
  ) {
    super();
  }
}

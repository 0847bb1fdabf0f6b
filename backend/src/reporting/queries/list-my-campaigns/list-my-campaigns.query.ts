import { Query } from '@nestjs/cqrs';
import type { CampaignSummaryDto } from '@emberhold/contracts';

/** The most campaigns the advertiser's dashboard lists (newest first). */
export const MY_CAMPAIGNS_LIMIT = 200;

export class ListMyCampaignsQuery extends Query<CampaignSummaryDto[]> {
  constructor(readonly userId: number) {
    super();
  }
}

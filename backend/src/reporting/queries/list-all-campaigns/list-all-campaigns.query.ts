import { Query } from '@nestjs/cqrs';
import type { CampaignPageDto } from '@emberhold/contracts';

/** Campaigns per page of the admins' dashboard. */
export const CAMPAIGNS_PER_PAGE = 20;

export class ListAllCampaignsQuery extends Query<CampaignPageDto> {
  constructor(readonly page: number) {
    super();
  }
}

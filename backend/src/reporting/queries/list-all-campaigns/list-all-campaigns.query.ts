import { Query } from '@nestjs/cqrs';
import type { CampaignPageDto, CreativeStatusDto } from '@emberhold/contracts';

/** Campaigns per page of the admins' dashboard. */
export const CAMPAIGNS_PER_PAGE = 20;

export interface AllCampaignsFilter {
  /** Words of the title, or of the advertiser's email or username. */
  q?: string;
  /** The newest creative's status (the campaign's). */
  status?: CreativeStatusDto;
  advertiser?: number;
  /** Creation days, 'YYYY-MM-DD' (UTC), both included. */
  from?: string;
  to?: string;
}

export class ListAllCampaignsQuery extends Query<CampaignPageDto> {
  constructor(
    readonly page: number,
    readonly filter: AllCampaignsFilter = {},
  ) {
    super();
  }
}

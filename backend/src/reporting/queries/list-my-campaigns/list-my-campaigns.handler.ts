import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CampaignSummaryDto } from '@emberhold/contracts';
import { CampaignSummaries } from '../../infra/campaign-summaries';
import { ListMyCampaignsQuery, MY_CAMPAIGNS_LIMIT } from './list-my-campaigns.query';

/** The advertiser's dashboard: their campaigns, newest first, with their figures. */
@QueryHandler(ListMyCampaignsQuery)
export class ListMyCampaignsHandler implements IQueryHandler<ListMyCampaignsQuery, CampaignSummaryDto[]> {
  constructor(private readonly summaries: CampaignSummaries) {}

  execute({ userId }: ListMyCampaignsQuery): Promise<CampaignSummaryDto[]> {
    return this.summaries.list({ advertiserId: userId }, { skip: 0, take: MY_CAMPAIGNS_LIMIT });
  }
}

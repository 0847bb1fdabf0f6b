import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CampaignPageDto } from '@emberhold/contracts';
import { CampaignSummaries } from '../../infra/campaign-summaries';
import { CAMPAIGNS_PER_PAGE, ListAllCampaignsQuery } from './list-all-campaigns.query';

/** The admins' dashboard: every campaign, newest first, 20 a page; a page past the last is empty. */
@QueryHandler(ListAllCampaignsQuery)
export class ListAllCampaignsHandler implements IQueryHandler<ListAllCampaignsQuery, CampaignPageDto> {
  constructor(private readonly summaries: CampaignSummaries) {}

  async execute({ page }: ListAllCampaignsQuery): Promise<CampaignPageDto> {
    const [total, campaigns] = await Promise.all([
      this.summaries.count({}),
      this.summaries.list({}, { skip: (page - 1) * CAMPAIGNS_PER_PAGE, take: CAMPAIGNS_PER_PAGE }),
    ]);
    return { campaigns, page, pages: Math.ceil(total / CAMPAIGNS_PER_PAGE), total };
  }
}

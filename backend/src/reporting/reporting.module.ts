import { Module } from '@nestjs/common';
import { CampaignFigureReader } from './infra/campaign-figures';
import { CampaignSummaries } from './infra/campaign-summaries';
import { GetCampaignMetricsHandler } from './queries/get-campaign-metrics/get-campaign-metrics.handler';
import { GetCampaignMetricsHttpController } from './queries/get-campaign-metrics/get-campaign-metrics.http.controller';
import { GetCampaignReportHandler } from './queries/get-campaign-report/get-campaign-report.handler';
import { GetCampaignReportHttpController } from './queries/get-campaign-report/get-campaign-report.http.controller';
import { GetFunnelReportHandler } from './queries/get-funnel-report/get-funnel-report.handler';
import { GetFunnelReportHttpController } from './queries/get-funnel-report/get-funnel-report.http.controller';
import { GetPostDebugHandler } from './queries/get-post-debug/get-post-debug.handler';
import { GetPostDebugHttpController } from './queries/get-post-debug/get-post-debug.http.controller';
import { ListAllCampaignsHandler } from './queries/list-all-campaigns/list-all-campaigns.handler';
import { ListAllCampaignsHttpController } from './queries/list-all-campaigns/list-all-campaigns.http.controller';
import { ListCampaignAdvertisersHandler } from './queries/list-campaign-advertisers/list-campaign-advertisers.handler';
import { ListCampaignAdvertisersHttpController } from './queries/list-campaign-advertisers/list-campaign-advertisers.http.controller';
import { ListMyCampaignsHandler } from './queries/list-my-campaigns/list-my-campaigns.handler';
import { ListMyCampaignsHttpController } from './queries/list-my-campaigns/list-my-campaigns.http.controller';

/**
 * Figures read back from the analytics store: the staff debug record, and the campaign dashboards (the advertiser's
 * campaigns, every campaign for admins, a campaign's metrics per hour or day and its report by day or creative).
 */
@Module({
  controllers: [
    GetPostDebugHttpController,
    GetCampaignMetricsHttpController,
    ListMyCampaignsHttpController,
    ListAllCampaignsHttpController,
    ListCampaignAdvertisersHttpController,
    GetCampaignReportHttpController,
    GetFunnelReportHttpController,
  ],
  providers: [
    CampaignFigureReader,
    CampaignSummaries,
    GetPostDebugHandler,
    GetCampaignMetricsHandler,
    ListMyCampaignsHandler,
    ListAllCampaignsHandler,
    ListCampaignAdvertisersHandler,
    GetCampaignReportHandler,
    GetFunnelReportHandler,
  ],
})
export class ReportingModule {}

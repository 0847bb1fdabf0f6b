import { Module } from '@nestjs/common';
import { GetCampaignMetricsHandler } from './queries/get-campaign-metrics/get-campaign-metrics.handler';
import { GetCampaignMetricsHttpController } from './queries/get-campaign-metrics/get-campaign-metrics.http.controller';
import { GetPostDebugHandler } from './queries/get-post-debug/get-post-debug.handler';
import { GetPostDebugHttpController } from './queries/get-post-debug/get-post-debug.http.controller';

/** Figures read back from the analytics store: the staff debug record and the campaign metrics of the advertiser dashboard. */
@Module({
  controllers: [GetPostDebugHttpController, GetCampaignMetricsHttpController],
  providers: [GetPostDebugHandler, GetCampaignMetricsHandler],
})
export class ReportingModule {}

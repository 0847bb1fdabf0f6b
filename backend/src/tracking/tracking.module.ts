import { Module } from '@nestjs/common';
import { AdOffersModule } from './ad-offers.module';
import { RecordAdInteractionHandler } from './commands/record-ad-interaction/record-ad-interaction.handler';
import { RecordAdInteractionHttpController } from './commands/record-ad-interaction/record-ad-interaction.http.controller';
import { RecordTrackingHandler } from './commands/record-tracking/record-tracking.handler';
import { RecordTrackingHttpController } from './commands/record-tracking/record-tracking.http.controller';
import { StartSessionHandler } from './commands/start-session/start-session.handler';
import { StartSessionHttpController } from './commands/start-session/start-session.http.controller';
import { AdCampaigns } from './infra/ad-campaigns';
import { TrackingContextFactory } from './infra/tracking-context';
import { TrackingProducer } from './infra/tracking-producer';
import { GetSubtagHandler } from './queries/get-subtag/get-subtag.handler';
import { GetSubtagHttpController } from './queries/get-subtag/get-subtag.http.controller';

/**
 * The ingestion edge of the analytics pipeline: sessions, impressions and clicks, native-ad views and clicks counted
 * against one-time offers, and subtags. Everything becomes a versioned event on the tracking topic; nothing here
 * writes to ClickHouse.
 */
@Module({
  imports: [AdOffersModule],
  controllers: [StartSessionHttpController, RecordTrackingHttpController, RecordAdInteractionHttpController, GetSubtagHttpController],
  providers: [
    TrackingProducer,
    TrackingContextFactory,
    AdCampaigns,
    StartSessionHandler,
    RecordTrackingHandler,
    RecordAdInteractionHandler,
    GetSubtagHandler,
  ],
})
export class TrackingModule {}

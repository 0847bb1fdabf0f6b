import { Module } from '@nestjs/common';
import { NativeAdsModule } from '../advertising/advertising.public';
import { RecordAdInteractionHandler } from './commands/record-ad-interaction/record-ad-interaction.handler';
import { RecordAdInteractionHttpController } from './commands/record-ad-interaction/record-ad-interaction.http.controller';
import { RecordTrackingHandler } from './commands/record-tracking/record-tracking.handler';
import { RecordTrackingHttpController } from './commands/record-tracking/record-tracking.http.controller';
import { StartSessionHandler } from './commands/start-session/start-session.handler';
import { StartSessionHttpController } from './commands/start-session/start-session.http.controller';
import { AdOfferVerifier } from './infra/ad-offer-verifier';
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
  // Advertising says which campaign a native ad belongs to, so its views and clicks reach that campaign's figures.
  imports: [NativeAdsModule],
  controllers: [StartSessionHttpController, RecordTrackingHttpController, RecordAdInteractionHttpController, GetSubtagHttpController],
  providers: [
    TrackingProducer,
    TrackingContextFactory,
    AdOfferVerifier,
    StartSessionHandler,
    RecordTrackingHandler,
    RecordAdInteractionHandler,
    GetSubtagHandler,
  ],
})
export class TrackingModule {}

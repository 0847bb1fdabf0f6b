import { Module } from '@nestjs/common';
import { JobRunner } from './jobs/job-runner.service';
import { OutboxRelay } from './outbox/outbox-relay.service';
import { RawEventsProjector } from './projection/raw-events.projector';
import { ScoreRefresh } from './jobs/scores/score-refresh.service';
import { BoostDays } from './jobs/boosts/boost-days.service';
import { FunnelImageSweep } from './jobs/media/funnel-image-sweep.service';
import { MailDispatcher } from './mail/mail-dispatcher.service';
import { DropoffDerivation } from './jobs/dropoffs/dropoff-derivation.service';
import { AffiliateImportJob } from './affiliate/affiliate-import.service';
import { AffiliateFolderIntake } from './affiliate/affiliate-folder-intake.service';
import { AffiliateImportsSweep } from './affiliate/affiliate-imports-sweep.service';

/**
 * The workers' side of the pipeline: the outbox relay, the projections into ClickHouse and the mail dispatcher. The workers app hosts
 * it in the full mode; the API process hosts it too in the embedded mode.
 */
@Module({
  providers: [OutboxRelay, RawEventsProjector, MailDispatcher, JobRunner, ScoreRefresh, BoostDays, FunnelImageSweep, DropoffDerivation, AffiliateImportJob, AffiliateFolderIntake, AffiliateImportsSweep],
  exports: [OutboxRelay, ScoreRefresh, BoostDays, FunnelImageSweep, DropoffDerivation, AffiliateImportJob, AffiliateImportsSweep],
})
export class PipelineModule {}

export { PipelineModule } from './pipeline.module';
export { OutboxRelay } from './outbox/outbox-relay.service';
export { MailDispatcher, MAIL_DISPATCH_GROUP } from './mail/mail-dispatcher.service';
export { RawEventsProjector, RAW_EVENTS_GROUP, type RawEventsProjectorOptions } from './projection/raw-events.projector';

export { ScoreRefresh } from './jobs/scores/score-refresh.service';
export { BoostDays } from './jobs/boosts/boost-days.service';
export { FunnelImageSweep, type FunnelImageSweepResult } from './jobs/media/funnel-image-sweep.service';
export { DropoffDerivation, type DropoffDerivationResult } from './jobs/dropoffs/dropoff-derivation.service';
export { AffiliateImportJob, type AffiliateImportJobResult } from './affiliate/affiliate-import.service';
export { AffiliateImportsSweep, AFFILIATE_IMPORT_STALLED_MS, type AffiliateImportsSweepResult } from './affiliate/affiliate-imports-sweep.service';
export { AffiliateFolderIntake, IMPORTED_DIR, REJECTED_DIR } from './affiliate/affiliate-folder-intake.service';

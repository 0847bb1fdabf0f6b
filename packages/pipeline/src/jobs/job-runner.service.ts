import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { jobPayloads, type JobPayloadMap } from '@emberhold/contracts';
import { APP_CONFIG, type AppConfig, JOB_QUEUE, type JobHandlers, type JobQueue } from '@emberhold/platform';
import { OutboxRelay } from '../outbox/outbox-relay.service';
import { ScoreRefresh } from './scores/score-refresh.service';
import { BoostDays } from './boosts/boost-days.service';
import { FunnelImageSweep } from './media/funnel-image-sweep.service';
import { DropoffDerivation } from './dropoffs/dropoff-derivation.service';
import { AffiliateImportJob } from '../affiliate/affiliate-import.service';
import { AffiliateImportsSweep } from '../affiliate/affiliate-imports-sweep.service';

/** How often the list scores are recomputed from ClickHouse. */
export const SCORES_EVERY_MS = 5 * 60_000;
/** How often boosts are started and finished; a divisor of a day, so a run falls on every (UTC) midnight. */
export const BOOSTS_EVERY_MS = 5 * 60_000;
/** How often the creative editor's unused images are deleted. */
export const MEDIA_SWEEP_EVERY_MS = 60 * 60_000;
/** How often funnels past DROPOFF_AFTER_HOURS are recorded as dropoffs. */
export const DROPOFFS_EVERY_MS = 15 * 60_000;
/** How often the affiliate import folder is read and imports are completed or enqueued again: often enough that a
 * report stops saying "Reports Updating" within seconds of its import reaching ClickHouse; idle, it is two small reads. */
export const AFFILIATE_IMPORTS_SWEEP_EVERY_MS = 10_000;

/** Three attempts, the second `firstDelayMs` after a failure and the third twice that. */
const retried = (firstDelayMs: number) => ({ attempts: 3, backoff: { type: 'exponential' as const, delayMs: firstDelayMs } });

/** Runs the main queue's jobs in a worker-hosting process; payloads are checked against their contract first. */
@Injectable()
export class JobRunner implements OnApplicationBootstrap {
  /** JOB_SCHEDULE_EVERY_MS (tests: one short interval for every schedule), else each schedule's own. */
  private readonly every: (ownMs: number) => { everyMs: number };

  constructor(
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue<JobPayloadMap>,
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly outboxRelay: OutboxRelay,
    private readonly scores: ScoreRefresh,
    private readonly boostDays: BoostDays,
    private readonly funnelImages: FunnelImageSweep,
    private readonly dropoffs: DropoffDerivation,
    private readonly affiliateImport: AffiliateImportJob,
    private readonly affiliateSweep: AffiliateImportsSweep,
  ) {
    this.every = (ownMs) => ({ everyMs: config.JOB_SCHEDULE_EVERY_MS ?? ownMs });
  }

  async onApplicationBootstrap(): Promise<void> {
    const handlers: JobHandlers<JobPayloadMap> = {
      'outbox.relay': async (job) => {
        jobPayloads['outbox.relay'].parse(job.payload);
        return { relayed: await this.outboxRelay.relayNow() };
      },
      'scores.refresh': async (job) => {
        jobPayloads['scores.refresh'].parse(job.payload);
        return this.scores.run();
      },
      'boosts.refresh': async (job) => {
        jobPayloads['boosts.refresh'].parse(job.payload);
        return this.boostDays.run();
      },
      'media.sweep': async (job) => {
        jobPayloads['media.sweep'].parse(job.payload);
        return this.funnelImages.run();
      },
      'dropoffs.derive': async (job) => {
        jobPayloads['dropoffs.derive'].parse(job.payload);
        return this.dropoffs.run();
      },
      'affiliate.import': async (job) => {
        const { import_id } = jobPayloads['affiliate.import'].parse(job.payload);
        return this.affiliateImport.run(import_id);
      },
      'affiliate.imports.sweep': async (job) => {
        jobPayloads['affiliate.imports.sweep'].parse(job.payload);
        return this.affiliateSweep.run();
      },
    };
    await this.jobs.process(handlers, { concurrency: 2 });
    // One schedule for the whole deployment (same id from every worker): BullMQ runs each tick once.
    await this.jobs.schedule('scores.refresh', this.every(SCORES_EVERY_MS), 'scores.refresh', {}, retried(10_000));
    // Boosts also run once at start, so a process started after midnight does not wait for the next tick.
    await this.jobs.schedule('boosts.refresh', this.every(BOOSTS_EVERY_MS), 'boosts.refresh', {}, retried(10_000));
    await this.jobs.add('boosts.refresh', {}, retried(10_000));
    await this.jobs.schedule('media.sweep', this.every(MEDIA_SWEEP_EVERY_MS), 'media.sweep', {}, retried(60_000));
    await this.jobs.schedule('dropoffs.derive', this.every(DROPOFFS_EVERY_MS), 'dropoffs.derive', {}, retried(60_000));
    // The sweep also runs once at start: files dropped while no worker ran, and imports a dead worker left behind.
    await this.jobs.schedule('affiliate.imports.sweep', this.every(AFFILIATE_IMPORTS_SWEEP_EVERY_MS), 'affiliate.imports.sweep', {}, retried(10_000));
    await this.jobs.add('affiliate.imports.sweep', {}, retried(10_000));
  }
}

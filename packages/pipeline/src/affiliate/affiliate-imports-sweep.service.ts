import { Inject, Injectable, Logger } from '@nestjs/common';
import { AFFILIATE_IMPORT_ROWS_SQL } from '@emberhold/analytics';
import type { JobPayloadMap } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { ANALYTICS_STORE, type AnalyticsStore, JOB_QUEUE, type JobQueue, PRISMA } from '@emberhold/platform';
import { type AffiliateFolderIntakeResult, AffiliateFolderIntake } from './affiliate-folder-intake.service';

/** An import queued or processing for longer than this lost its job (a worker died mid-import): it is enqueued again. */
export const AFFILIATE_IMPORT_STALLED_MS = 2 * 60_000;

export interface AffiliateImportsSweepResult extends AffiliateFolderIntakeResult {
  /** Published imports whose rows ClickHouse now holds, marked complete. */
  completed: number;
  /** Queued imports no job has started yet (the demo seed's, or a lost enqueue), enqueued (the same job id as the upload's). */
  enqueued: number;
  /** Imports left queued or processing too long, enqueued again. */
  requeued: number;
}

/**
 * The imports sweep (`affiliate.imports.sweep`, every 10 seconds and at start): takes in the files dropped in the import
 * folder, enqueues the queued imports no job has started (under the job id the upload and the intake use, so an
 * existing job is not added twice), marks `published` imports `complete` once ClickHouse holds all their rows
 * (AFFILIATE_IMPORT_ROWS_SQL), and enqueues again the imports left `queued` or `processing` for over two minutes (the
 * embedded mode's in-process queue loses its jobs when the process dies; a rerun writes the same facts).
 */
@Injectable()
export class AffiliateImportsSweep {
  private readonly logger = new Logger(AffiliateImportsSweep.name);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue<JobPayloadMap>,
    private readonly intake: AffiliateFolderIntake,
  ) {}

  async run(now: Date = new Date()): Promise<AffiliateImportsSweepResult> {
    const taken = await this.intake.run();
    const enqueued = await this.enqueueUnstarted();
    const completed = await this.complete(now);
    const requeued = await this.requeue(now);
    if (completed > 0 || requeued > 0) this.logger.log({ completed, requeued }, 'affiliate imports swept');
    return { ...taken, enqueued, completed, requeued };
  }

  private async enqueueUnstarted(): Promise<number> {
    const unstarted = await this.prisma.affiliateImport.findMany({ where: { status: 'queued', startedAt: null }, select: { id: true }, orderBy: { id: 'asc' } });
    for (const { id } of unstarted) await this.jobs.add('affiliate.import', { import_id: id }, { jobId: `affiliate-import-${id}` });
    return unstarted.length;
  }

  private async complete(now: Date): Promise<number> {
    const published = await this.prisma.affiliateImport.findMany({ where: { status: 'published' }, select: { id: true, rows: true } });
    if (published.length === 0) return 0;
    const held = new Map(
      (await this.analytics.query<{ import_id: number | string; rows: number | string }>(AFFILIATE_IMPORT_ROWS_SQL, { imports: published.map((row) => row.id) })).map(
        (row) => [Number(row.import_id), Number(row.rows)],
      ),
    );
    const done = published.filter((row) => (held.get(row.id) ?? 0) >= row.rows).map((row) => row.id);
    if (done.length === 0) return 0;
    const { count } = await this.prisma.affiliateImport.updateMany({ where: { id: { in: done }, status: 'published' }, data: { status: 'complete', finishedAt: now } });
    return count;
  }

  private async requeue(now: Date): Promise<number> {
    const before = new Date(now.getTime() - AFFILIATE_IMPORT_STALLED_MS);
    const stalled = await this.prisma.affiliateImport.findMany({
      where: {
        OR: [
          { status: 'queued', OR: [{ startedAt: null, createdAt: { lt: before } }, { startedAt: { lt: before } }] },
          { status: 'processing', startedAt: { lt: before } },
        ],
      },
      select: { id: true },
      orderBy: { id: 'asc' },
    });
    for (const { id } of stalled) {
      // Its clock starts again, so it is enqueued once per stall rather than at every sweep.
      await this.prisma.affiliateImport.updateMany({ where: { id, status: { in: ['queued', 'processing'] } }, data: { startedAt: now } });
      await this.jobs.add('affiliate.import', { import_id: id }, { jobId: `affiliate-import-${id}-${now.getTime()}` });
    }
    return stalled.length;
  }
}

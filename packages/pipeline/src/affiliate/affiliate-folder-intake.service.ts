import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  AFFILIATE_REPORT_MAX_BYTES,
  type AffiliateReport,
  AffiliateReportFormatError,
  affiliateMessages,
  type JobPayloadMap,
  parseAffiliateReport,
  reportSummary,
} from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { APP_CONFIG, type AppConfig, JOB_QUEUE, type JobQueue, PRISMA } from '@emberhold/platform';

/** Where taken-in files go, under the import folder. */
export const IMPORTED_DIR = 'imported';
export const REJECTED_DIR = 'rejected';

/** Names a writer uses while a file is still being written (write, then rename into the folder). */
const UNFINISHED = /^\.|\.(?:part|tmp|crdownload)$/i;

export interface AffiliateFolderIntakeResult {
  /** Files that became queued imports (moved to imported/). */
  queued: number;
  /** Files that could not be imported: a failed import with the reason each (moved to rejected/). */
  rejected: number;
}

/**
 * The watched import folder (AFFILIATE_IMPORT_DIR): each report file dropped there is read whole and parsed first. A
 * malformed or too large one becomes a `failed` import naming the line and column and moves to `rejected/`; an accepted
 * one becomes a `queued` import (content, sha256, program, tags, period, rows) with its `affiliate.import` job and moves
 * to `imported/` once its row exists. A file whose row was made by a run that stopped before moving it is recognised
 * (same name, same content, from the folder) and only moved.
 */
@Injectable()
export class AffiliateFolderIntake {
  private readonly logger = new Logger(AffiliateFolderIntake.name);
  private readonly dir: string;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue<JobPayloadMap>,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.dir = config.affiliateImportDir;
  }

  async run(): Promise<AffiliateFolderIntakeResult> {
    const result: AffiliateFolderIntakeResult = { queued: 0, rejected: 0 };
    const names = await readdir(this.dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [] as string[];
      throw error;
    });
    for (const name of names.sort()) {
      if (UNFINISHED.test(name)) continue;
      const path = join(this.dir, name);
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) continue;
      const outcome = await this.takeIn(name, path, info.size);
      result[outcome] += 1;
    }
    if (result.queued > 0 || result.rejected > 0) this.logger.log(result, 'affiliate report files taken in');
    return result;
  }

  private async takeIn(name: string, path: string, size: number): Promise<'queued' | 'rejected'> {
    if (size > AFFILIATE_REPORT_MAX_BYTES) {
      const row = await this.prisma.affiliateImport.create({
        data: { fileName: name.slice(0, 255), source: 'folder', status: 'failed', error: affiliateMessages.fileTooLarge, content: '', sha256: '0'.repeat(64), finishedAt: new Date() },
      });
      await this.move(path, REJECTED_DIR, row.id, name);
      return 'rejected';
    }
    const bytes = await readFile(path);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const content = bytes.toString('utf8');
    const earlier = await this.prisma.affiliateImport.findFirst({ where: { source: 'folder', fileName: name, sha256 }, orderBy: { id: 'desc' } });
    if (earlier) {
      await this.move(path, earlier.status === 'failed' ? REJECTED_DIR : IMPORTED_DIR, earlier.id, name);
      return earlier.status === 'failed' ? 'rejected' : 'queued';
    }

    let report: AffiliateReport;
    try {
      report = parseAffiliateReport(content, { fileName: name });
    } catch (error) {
      if (!(error instanceof AffiliateReportFormatError)) throw error;
      const row = await this.prisma.affiliateImport.create({
        data: { fileName: name.slice(0, 255), source: 'folder', status: 'failed', error: error.message.slice(0, 2000), content, sha256, finishedAt: new Date() },
      });
      await this.move(path, REJECTED_DIR, row.id, name);
      return 'rejected';
    }
    const row = await this.prisma.affiliateImport.create({
      data: {
        fileName: name.slice(0, 255),
        source: 'folder',
        status: 'queued',
        content,
        sha256,
        ...reportSummary(report),
      },
    });
    await this.move(path, IMPORTED_DIR, row.id, name);
    // Losing this (a crash right here) only delays the import: the sweep re-enqueues imports left queued.
    await this.jobs.add('affiliate.import', { import_id: row.id }, { jobId: `affiliate-import-${row.id}` });
    return 'queued';
  }

  /** Moves a taken-in file under `sub/`, its name prefixed with its import's id so that a name can come again. */
  private async move(path: string, sub: string, importId: number, name: string): Promise<void> {
    await mkdir(join(this.dir, sub), { recursive: true });
    await rename(path, join(this.dir, sub, `${importId}-${name}`)).catch((error: NodeJS.ErrnoException) => {
      // Another sweep moved it first.
      if (error.code !== 'ENOENT') throw error;
    });
  }
}

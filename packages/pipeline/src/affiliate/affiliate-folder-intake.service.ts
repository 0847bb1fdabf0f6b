import { createHash, randomBytes } from 'node:crypto';
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
/**
 * Where a sweep moves a file before reading it: the rename is atomic, so of two sweeps (two workers, or a scheduled
 * tick and the start-up run) only one takes a file in. A file left here by a sweep that died is taken in again after
 * CLAIM_STALE_MS.
 */
export const TAKING_DIR = 'taking';
const CLAIM_STALE_MS = 2 * 60_000;
/** `<8 hex>-<original name>` under taking/. */
const CLAIMED = /^[0-9a-f]{8}-(.+)$/;

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
 * to `imported/` once its row exists. Each file is first claimed by an atomic rename under `taking/`, so it is taken in
 * once however many sweeps run at a time; a file whose row was made by a run that stopped before moving it is
 * recognised (same name, same content, from the folder) and only moved.
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

  async run(now: Date = new Date()): Promise<AffiliateFolderIntakeResult> {
    const result: AffiliateFolderIntakeResult = { queued: 0, rejected: 0 };
    const claims: Array<{ name: string; from: string }> = [];
    for (const name of (await this.filesIn(this.dir)).sort()) {
      if (!UNFINISHED.test(name)) claims.push({ name, from: join(this.dir, name) });
    }
    const taking = join(this.dir, TAKING_DIR);
    for (const claimed of await this.filesIn(taking)) {
      const original = CLAIMED.exec(claimed)?.[1];
      const info = await stat(join(taking, claimed)).catch(() => null);
      // Renaming sets ctime: a claim this old belongs to a sweep that died before finishing it.
      if (original && info && now.getTime() - info.ctimeMs > CLAIM_STALE_MS) claims.push({ name: original, from: join(taking, claimed) });
    }
    for (const { name, from } of claims) {
      const path = await this.claim(from, name);
      if (path === null) continue;
      const info = await stat(path).catch(() => null);
      if (!info?.isFile()) continue;
      const outcome = await this.takeIn(name, path, info.size);
      result[outcome] += 1;
    }
    if (result.queued > 0 || result.rejected > 0) this.logger.log(result, 'affiliate report files taken in');
    return result;
  }

  private async filesIn(dir: string): Promise<string[]> {
    const entries = await readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
  }

  /** Moves the file under taking/ with a fresh prefix; null when another sweep took it first. */
  private async claim(from: string, name: string): Promise<string | null> {
    const to = join(this.dir, TAKING_DIR, `${randomBytes(4).toString('hex')}-${name}`);
    await mkdir(join(this.dir, TAKING_DIR), { recursive: true });
    try {
      await rename(from, to);
      return to;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
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
    await rename(path, join(this.dir, sub, `${importId}-${name}`));
  }
}

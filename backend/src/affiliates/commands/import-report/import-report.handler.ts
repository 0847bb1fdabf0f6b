import { createHash } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  type AffiliateImportDto,
  type AffiliateReport,
  AffiliateReportFormatError,
  type JobPayloadMap,
  parseAffiliateReport,
  reportSummary,
  ValidationFailedError,
} from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { JOB_QUEUE, type JobQueue, PRISMA } from '@emberhold/platform';
import { StaffAudit } from '../../../staff/staff.public';
import { affiliateImportDto, affiliateImportSelect } from '../../infra/affiliate-import-dtos';
import { ImportAffiliateReportCommand } from './import-report.command';

/**
 * Takes in an uploaded report (spec section 6, issue 16): the file is parsed whole first, so a malformed one is refused
 * with the parser's message naming the line and column and leaves nothing behind. An accepted file becomes a `queued`
 * import (its content, sha256, program, tags, period, rows) with its audit entry in one transaction, then its
 * `affiliate.import` job; a job lost here is enqueued again by the imports sweep.
 */
@CommandHandler(ImportAffiliateReportCommand)
export class ImportAffiliateReportHandler implements ICommandHandler<ImportAffiliateReportCommand, AffiliateImportDto> {
  private readonly logger = new Logger(ImportAffiliateReportHandler.name);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(JOB_QUEUE) private readonly jobs: JobQueue<JobPayloadMap>,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ fileName, bytes, program, uploaderId }: ImportAffiliateReportCommand): Promise<AffiliateImportDto> {
    const content = bytes.toString('utf8');
    let report: AffiliateReport;
    try {
      report = parseAffiliateReport(content, { ...(program ? { program } : {}), fileName });
    } catch (error) {
      if (error instanceof AffiliateReportFormatError) throw new ValidationFailedError(error.message, [{ field: 'file', message: error.message }], 'REPORT_MALFORMED');
      throw error;
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const row = await this.prisma.$transaction(async (tx) => {
      const created = await tx.affiliateImport.create({
        data: {
          fileName,
          source: 'upload',
          status: 'queued',
          content,
          sha256,
          ...reportSummary(report),
          uploadedById: uploaderId,
        },
        select: affiliateImportSelect,
      });
      await this.audit.record(tx, {
        actorId: uploaderId,
        action: 'affiliate.import',
        subject: { type: 'affiliate_import', id: created.id },
        summary: `Imported the affiliate report “${fileName}” (${report.program.toUpperCase()}, ${report.rows.length} rows, ${report.period_from} to ${report.period_to})`,
        changes: { file_name: fileName, program: report.program, rows: report.rows.length, tags: report.tags, period_from: report.period_from, period_to: report.period_to, sha256 },
      });
      return created;
    });
    try {
      await this.jobs.add('affiliate.import', { import_id: row.id }, { jobId: `affiliate-import-${row.id}` });
    } catch (error) {
      this.logger.warn({ err: error, import_id: row.id }, 'could not enqueue the import; the sweep will');
    }
    return affiliateImportDto(row);
  }
}

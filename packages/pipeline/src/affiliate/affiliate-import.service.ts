import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AffiliateEarningsReportedEvent,
  affiliateEarningsReportedEvent,
  type AffiliateImportPublishedEvent,
  type AffiliateProgram,
  type AffiliateReport,
  AffiliateReportFormatError,
  type AffiliateReportRow,
  affiliatePrograms,
  envelope,
  eventIdFor,
  parseAffiliateReport,
  reportSummary,
  topics,
} from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { ANALYTICS_STORE, type AnalyticsStore, PRISMA } from '@emberhold/platform';
import { OutboxRelay } from '../outbox/outbox-relay.service';
import { attribute, visitClicks } from './affiliate-attribution';

/** Outbox rows per insert statement. */
const FACTS_PER_INSERT = 1000;
/** One import's facts are written in one transaction; a large report takes a while on the embedded database. */
const TRANSACTION_TIMEOUT_MS = 10 * 60_000;

export type AffiliateImportJobResult =
  | { import_id: number; outcome: 'published'; rows: number }
  | { import_id: number; outcome: 'failed'; error: string }
  | { import_id: number; outcome: 'skipped'; status: string };

type ReportedFact = ReturnType<typeof envelope<'affiliate.earnings.reported', 1, AffiliateEarningsReportedEvent['payload']>>;

/**
 * The import job (`affiliate.import {import_id}`): parses the stored file again, attributes the rows whose subtag names
 * one of the site's visits, then writes every row as an `affiliate.earnings.reported` fact and one
 * `affiliate.import.published` fact to the outbox in ONE transaction with the import's status `published`. Event ids
 * are derived from the import and the row, so a rerun (a worker killed mid-import, a redelivered job) writes the same
 * facts, and an import already published is left alone. The relay and the raw-events projector take the facts to
 * ClickHouse, where the materialized view fills `affiliate_earnings`; the sweep marks the import complete.
 */
@Injectable()
export class AffiliateImportJob {
  private readonly logger = new Logger(AffiliateImportJob.name);

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore,
    private readonly relay: OutboxRelay,
  ) {}

  async run(importId: number, now: Date = new Date()): Promise<AffiliateImportJobResult> {
    const row = await this.prisma.affiliateImport.findUnique({ where: { id: importId } });
    if (!row) return { import_id: importId, outcome: 'skipped', status: 'missing' };
    if (row.status !== 'queued' && row.status !== 'processing') return { import_id: importId, outcome: 'skipped', status: row.status };
    await this.prisma.affiliateImport.updateMany({ where: { id: importId, status: { in: ['queued', 'processing'] } }, data: { status: 'processing', startedAt: now } });

    let report: AffiliateReport;
    try {
      const program = affiliatePrograms.includes(row.program as AffiliateProgram) ? (row.program as AffiliateProgram) : undefined;
      report = parseAffiliateReport(row.content, { ...(program ? { program } : {}), fileName: row.fileName });
    } catch (error) {
      if (!(error instanceof AffiliateReportFormatError)) throw error;
      return this.fail(importId, error.message, now);
    }

    // The parser refuses a report that repeats a (tag, period, subtag), so each row is one fact.
    const rows = report.rows;
    const clicks = await visitClicks(this.analytics, rows);
    const facts: ReportedFact[] = [];
    for (const reportRow of rows) {
      const fact = this.reportedFact(importId, report, reportRow, attribute(reportRow, (subtag) => clicks.get(subtag) ?? []), now);
      const checked = affiliateEarningsReportedEvent.safeParse(fact);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        return this.fail(importId, `Line ${reportRow.line}: ${issue.path.slice(1).join('.') || 'row'} ${issue.message}.`, now);
      }
      facts.push(fact);
    }
    const published = this.publishedFact(importId, report, rows.length, row.sha256, now);

    await this.prisma.$transaction(
      async (tx) => {
        const all = [...facts, published];
        for (let i = 0; i < all.length; i += FACTS_PER_INSERT) {
          await tx.outboxEvent.createMany({
            data: all.slice(i, i + FACTS_PER_INSERT).map((fact) => ({ id: fact.id, topic: topics.domain, key: `affiliate-import:${importId}`, payload: fact })),
            skipDuplicates: true,
          });
        }
        await tx.affiliateImport.updateMany({
          where: { id: importId, status: { in: ['queued', 'processing'] } },
          data: {
            status: 'published',
            publishedAt: now,
            error: null,
            ...reportSummary(report),
          },
        });
      },
      { timeout: TRANSACTION_TIMEOUT_MS, maxWait: 60_000 },
    );
    // The relay's poll would find them too; this only saves its wait.
    this.relay.relayNow().catch((error: unknown) => this.logger.warn({ err: error }, 'could not relay the import now'));
    this.logger.log({ import_id: importId, rows: rows.length }, 'affiliate report published');
    return { import_id: importId, outcome: 'published', rows: rows.length };
  }

  private async fail(importId: number, message: string, now: Date): Promise<AffiliateImportJobResult> {
    await this.prisma.affiliateImport.updateMany({
      where: { id: importId, status: { in: ['queued', 'processing'] } },
      data: { status: 'failed', error: message.slice(0, 2000), finishedAt: now },
    });
    this.logger.warn({ import_id: importId, error: message }, 'affiliate report refused');
    return { import_id: importId, outcome: 'failed', error: message };
  }

  private reportedFact(importId: number, report: AffiliateReport, row: AffiliateReportRow, attribution: { post_id: number | null; sort_code: number | null }, now: Date): ReportedFact {
    const payload: AffiliateEarningsReportedEvent['payload'] = {
      import_id: importId,
      program: report.program,
      tag: row.tag,
      grain: row.grain,
      period: row.period,
      subtag: row.subtag,
      clicks: row.clicks,
      ordered_units: row.ordered_units,
      shipped_units: row.shipped_units,
      returned_units: row.returned_units,
      sales_amount: row.sales_amount,
      commission: row.commission,
      currency: report.currency,
      post_id: attribution.post_id,
      sort_code: attribution.sort_code,
    };
    return envelope('affiliate.earnings.reported', 1, payload, { session_id: null, user_id: null, country: report.program, device: 'unknown' }, {
      id: eventIdFor(`affiliate:${importId}:${row.tag}:${row.grain}:${row.period}:${row.subtag}`),
      occurredAt: new Date(`${row.period}T00:00:00Z`),
      receivedAt: now,
    });
  }

  private publishedFact(importId: number, report: AffiliateReport, rows: number, sha256: string, now: Date) {
    const payload: AffiliateImportPublishedEvent['payload'] = {
      import_id: importId,
      program: report.program,
      tags: report.tags,
      period_from: report.period_from,
      period_to: report.period_to,
      rows,
      sha256,
    };
    return envelope('affiliate.import.published', 1, payload, { session_id: null, user_id: null, country: report.program, device: 'unknown' }, {
      id: eventIdFor(`affiliate:${importId}:published`),
      occurredAt: new Date(`${report.period_to}T00:00:00Z`),
      receivedAt: now,
    });
  }
}

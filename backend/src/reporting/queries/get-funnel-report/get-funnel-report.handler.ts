import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FUNNEL_REPORT_SQL } from '@emberhold/analytics';
import type { FunnelReportDto } from '@emberhold/contracts';
import { ANALYTICS_STORE, type AnalyticsStore } from '@emberhold/platform';
import { funnelReport, reportWeeks, weekEnd } from '../../domain/funnel-report';
import { GetFunnelReportQuery } from './get-funnel-report.query';

type Row = Record<'week' | 'reached' | 'emailed' | 'funnels', string | number>;

/** The funnel report, read exactly from ClickHouse's funnel.step facts on each call (bound parameters only). */
@QueryHandler(GetFunnelReportQuery)
export class GetFunnelReportHandler implements IQueryHandler<GetFunnelReportQuery, FunnelReportDto> {
  constructor(@Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore) {}

  async execute({ weeks, now }: GetFunnelReportQuery): Promise<FunnelReportDto> {
    const mondays = reportWeeks(weeks, now);
    const rows = await this.analytics.query<Row>(FUNNEL_REPORT_SQL, { from: mondays[0]!, to: weekEnd(mondays) });
    return funnelReport(
      rows.map((row) => ({ week: String(row.week), reached: Number(row.reached), emailed: Number(row.emailed), funnels: Number(row.funnels) })),
      mondays,
    );
  }
}

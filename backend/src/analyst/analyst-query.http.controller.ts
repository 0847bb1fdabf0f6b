import { join } from 'node:path';
import { Body, Controller, HttpCode, Inject, Logger, Post, Res, UseGuards } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { analystFiles, AnalystQueryError, formatResult, queryEmbeddedStore, type AnalystFailure } from '@emberhold/analytics';
import { DomainError, type DomainErrorKind } from '@emberhold/contracts';
import { ANALYTICS_STORE, type AnalyticsStore, APP_CONFIG, type AppConfig } from '@emberhold/platform';
import type { FastifyReply } from 'fastify';
import { success } from '../common/http/api-response';
import { ZodPipe } from '../common/http/zod-body.pipe';
import { AnalystAccessGuard } from './analyst-access.guard';
import { analystQueryBody, type AnalystQueryBody } from './analyst-query.dto';

const failures: Record<AnalystFailure, { kind: DomainErrorKind; code: string }> = {
  refused: { kind: 'forbidden', code: 'ANALYST_READ_ONLY' },
  timeout: { kind: 'invalid', code: 'ANALYST_QUERY_TIMEOUT' },
  failed: { kind: 'invalid', code: 'ANALYST_QUERY_FAILED' },
  unavailable: { kind: 'unavailable', code: 'ANALYST_STORE_UNAVAILABLE' },
};

/**
 * POST /internal/analytics/query, embedded mode only: runs one analyst query on the product's chDB store, which no
 * other process may open while the product runs. Loopback callers with the data directory's token only (the guard);
 * the query runs read-only (readonly=1) for at most 30 s on a chDB session of its own, one query at a time.
 */
@ApiExcludeController()
@Controller('internal/analytics')
@UseGuards(AnalystAccessGuard)
export class AnalystQueryHttpController {
  private readonly logger = new Logger('analyst');
  private running = false;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore,
  ) {}

  @Post('query')
  @HttpCode(200)
  async query(@Body(new ZodPipe(analystQueryBody)) body: AnalystQueryBody, @Res({ passthrough: true }) reply: FastifyReply) {
    if (this.running) throw new DomainError('rate_limited', 'ANALYST_BUSY', 'Another analyst query is running; try again when it has finished');
    this.running = true;
    const started = performance.now();
    try {
      const result = await queryEmbeddedStore({
        path: join(this.config.dataDir, analystFiles.clickhouse),
        database: this.analytics.database,
        sql: body.sql,
      });
      this.logger.log({ sql: body.sql.slice(0, 500), rows: result.rows.length, ms: Math.round(performance.now() - started) }, 'analyst query');
      if (body.format !== 'json') {
        void reply.type(body.format === 'csv' ? 'text/csv; charset=utf-8' : 'text/plain; charset=utf-8');
        return formatResult(result, body.format);
      }
      return success(
        { columns: result.columns, rows: result.rows, ...(result.elapsed === undefined ? {} : { elapsed: result.elapsed }), ...(result.rowsRead === undefined ? {} : { rows_read: result.rowsRead }) },
        { count: result.rows.length },
      );
    } catch (error) {
      if (!(error instanceof AnalystQueryError)) throw error;
      this.logger.log({ sql: body.sql.slice(0, 500), reason: error.reason, ms: Math.round(performance.now() - started) }, 'analyst query not run');
      const { kind, code } = failures[error.reason];
      throw new DomainError(kind, code, error.message);
    } finally {
      this.running = false;
    }
  }
}

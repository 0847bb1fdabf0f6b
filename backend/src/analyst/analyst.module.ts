import { Module } from '@nestjs/common';
import { AnalystAccessGuard } from './analyst-access.guard';
import { AnalystQueryHttpController } from './analyst-query.http.controller';
import { AnalystToken } from './analyst-token';

/**
 * Analysts' SQL against the embedded store while the product runs (`npm run analytics` sends it here, since chDB's
 * data path belongs to this process). Registered in the embedded mode only; in the full mode analysts query the
 * ClickHouse server as the read-only `analyst` user (infra/clickhouse/users.d/analyst.xml).
 */
@Module({
  controllers: [AnalystQueryHttpController],
  providers: [AnalystToken, AnalystAccessGuard],
})
export class AnalystModule {}

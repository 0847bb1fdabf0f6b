import { Module } from '@nestjs/common';
import { AffiliateImportsModule } from './affiliate-imports.module';
import { AffiliateReportModule } from './affiliate-report.module';

/**
 * Affiliate earnings (spec sections 2, 3, 6 and 7): the retailer's reports come in as files, become earnings facts on
 * the event log, and are projected into ClickHouse; affiliates read their tags' report at /aff/, admins every tag,
 * and admins manage who holds which tag and what was paid out.
 */
@Module({
  imports: [AffiliateImportsModule, AffiliateReportModule],
})
export class AffiliatesModule {}

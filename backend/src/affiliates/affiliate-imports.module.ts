import { Module } from '@nestjs/common';
import { OutboxModule } from '../common/outbox/outbox.module';
import { StaffModule } from '../staff/staff.public';
import { ImportAffiliateReportHandler } from './commands/import-report/import-report.handler';
import { ImportAffiliateReportHttpController } from './commands/import-report/import-report.http.controller';
import { ListAffiliateImportsHandler } from './queries/list-imports/list-imports.handler';
import { ListAffiliateImportsHttpController } from './queries/list-imports/list-imports.http.controller';

/**
 * Imports of the retailer's report files: staff upload one (checked whole before it is accepted) and see what became
 * of each; the import job (packages/pipeline/src/affiliate) turns an accepted file into earnings facts.
 */
@Module({
  imports: [OutboxModule, StaffModule],
  controllers: [ImportAffiliateReportHttpController, ListAffiliateImportsHttpController],
  providers: [ImportAffiliateReportHandler, ListAffiliateImportsHandler],
})
export class AffiliateImportsModule {}

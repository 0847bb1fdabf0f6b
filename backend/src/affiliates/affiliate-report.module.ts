import { Module } from '@nestjs/common';
import { OutboxModule } from '../common/outbox/outbox.module';
import { StaffModule } from '../staff/staff.public';
import { AssignRefHandler } from './commands/assign-ref/assign-ref.handler';
import { AssignRefHttpController } from './commands/assign-ref/assign-ref.http.controller';
import { RecordPaymentHandler } from './commands/record-payment/record-payment.handler';
import { RecordPaymentHttpController } from './commands/record-payment/record-payment.http.controller';
import { VoidPaymentHandler } from './commands/void-payment/void-payment.handler';
import { VoidPaymentHttpController } from './commands/void-payment/void-payment.http.controller';
import { AffiliateFigureReader } from './infra/affiliate-figures';
import { ExportAffiliateReportHttpController } from './queries/export-affiliate-report/export-affiliate-report.http.controller';
import { GetAffiliateReportHandler } from './queries/get-affiliate-report/get-affiliate-report.handler';
import { GetAffiliateReportHttpController } from './queries/get-affiliate-report/get-affiliate-report.http.controller';
import { ListRefsHandler } from './queries/list-refs/list-refs.handler';
import { ListRefsHttpController } from './queries/list-refs/list-refs.http.controller';

/**
 * The affiliate report (GET /api/user/affiliate/, its CSV export) read from ClickHouse, and the refs (tags) and
 * payments admins manage (POST affiliate/ref/, affiliate/payment/, affiliate/payment/delete/).
 */
@Module({
  imports: [OutboxModule, StaffModule],
  controllers: [
    GetAffiliateReportHttpController,
    ExportAffiliateReportHttpController,
    ListRefsHttpController,
    AssignRefHttpController,
    RecordPaymentHttpController,
    VoidPaymentHttpController,
  ],
  providers: [AffiliateFigureReader, GetAffiliateReportHandler, ListRefsHandler, AssignRefHandler, RecordPaymentHandler, VoidPaymentHandler],
})
export class AffiliateReportModule {}

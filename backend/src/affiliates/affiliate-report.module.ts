import { Module } from '@nestjs/common';
import { OutboxModule } from '../common/outbox/outbox.module';
import { StaffModule } from '../staff/staff.public';

/**
 * The affiliate report (GET /api/user/affiliate/, its CSV export) read from ClickHouse, and the refs (tags) and
 * payments admins manage (POST affiliate/ref/, affiliate/payment/, affiliate/payment/delete/).
 */
@Module({
  imports: [OutboxModule, StaffModule],
  controllers: [],
  providers: [],
})
export class AffiliateReportModule {}

import { Module } from '@nestjs/common';
import { OutboxModule } from '../common/outbox/outbox.module';
import { StaffModule } from '../staff/staff.public';

/**
 * Imports of the retailer's report files: staff upload one (checked whole before it is accepted) and see what became
 * of each; the import job (packages/pipeline/src/affiliate) turns an accepted file into earnings facts.
 */
@Module({
  imports: [OutboxModule, StaffModule],
  controllers: [],
  providers: [],
})
export class AffiliateImportsModule {}

import { Module } from '@nestjs/common';
import { StaffAudit } from './infra/staff-audit';
import { ListAuditHandler } from './queries/list-audit/list-audit.handler';
import { ListAuditHttpController } from './queries/list-audit/list-audit.http.controller';

/**
 * The back office's own concerns: the audit trail every staff action writes to (StaffAudit, inside the action's
 * transaction) and staff read. The actions themselves live in the contexts they change.
 */
@Module({
  controllers: [ListAuditHttpController],
  providers: [StaffAudit, ListAuditHandler],
  exports: [StaffAudit],
})
export class StaffModule {}

/** What other contexts may use of the back office: recording a staff action in the audit trail. */
export { StaffModule } from './staff.module';
export { changedFields, StaffAudit, type StaffAuditInput } from './infra/staff-audit';

import { Query } from '@nestjs/cqrs';
import type { StaffAuditEntryDto, StaffSubjectType } from '@emberhold/contracts';

/** A page of the staff audit trail, newest first, optionally about one subject. */
export class ListAuditQuery extends Query<{ entries: StaffAuditEntryDto[]; hasMore: boolean }> {
  constructor(
    readonly page: number,
    readonly subject: { type: StaffSubjectType; id: string } | null,
  ) {
    super();
  }
}

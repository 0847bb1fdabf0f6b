import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { STAFF_AUDIT_PAGE_SIZE, type StaffAction, type StaffAuditEntryDto, type StaffSubjectType } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { ListAuditQuery } from './list-audit.query';

/** The audit trail newest first (created_at, id), one page and one row more to tell whether another page exists. */
@QueryHandler(ListAuditQuery)
export class ListAuditHandler implements IQueryHandler<ListAuditQuery, { entries: StaffAuditEntryDto[]; hasMore: boolean }> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ page, subject }: ListAuditQuery): Promise<{ entries: StaffAuditEntryDto[]; hasMore: boolean }> {
    const rows = await this.prisma.staffAuditEntry.findMany({
      where: subject ? { subjectType: subject.type, subjectId: subject.id } : {},
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * STAFF_AUDIT_PAGE_SIZE,
      take: STAFF_AUDIT_PAGE_SIZE + 1,
      include: { actor: { select: { id: true, username: true } } },
    });
    return {
      hasMore: rows.length > STAFF_AUDIT_PAGE_SIZE,
      entries: rows.slice(0, STAFF_AUDIT_PAGE_SIZE).map((row) => ({
        id: row.id,
        action: row.action as StaffAction,
        subject_type: row.subjectType as StaffSubjectType,
        subject_id: row.subjectId,
        summary: row.summary,
        changes: row.changes as Record<string, unknown>,
        actor: row.actor ? { user_id: row.actor.id, username: row.actor.username } : null,
        created_at: row.createdAt.toISOString(),
      })),
    };
  }
}

import { Injectable } from '@nestjs/common';
import type { StaffAction, StaffSubjectType } from '@emberhold/contracts';
import type { Prisma, TransactionClient } from '@emberhold/db';

export interface StaffAuditInput {
  /** The staff member who acted. */
  actorId: number;
  action: StaffAction;
  subject: { type: StaffSubjectType; id: number | string };
  /** One line for people, e.g. "Approved “Dragon mug”". */
  summary: string;
  /** What changed, field by field ({ title: { from, to } }), or the action's inputs. */
  changes?: Record<string, unknown>;
}

/**
 * The staff audit trail's one writer. Every staff action calls `record` inside the transaction that makes the change,
 * so an action and its record commit together or not at all; the table refuses deletes.
 */
@Injectable()
export class StaffAudit {
  async record(tx: TransactionClient, entry: StaffAuditInput): Promise<void> {
    await tx.staffAuditEntry.create({
      data: {
        actorId: entry.actorId,
        action: entry.action,
        subjectType: entry.subject.type,
        subjectId: String(entry.subject.id),
        summary: entry.summary.slice(0, 500),
        changes: (entry.changes ?? {}) as Prisma.InputJsonValue,
      },
    });
  }
}

/** The fields of `after` that differ from `before`, as { field: { from, to } }. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: Partial<T>): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [field, to] of Object.entries(after)) {
    const from = before[field];
    if (to !== undefined && JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from: from ?? null, to };
  }
  return changes;
}

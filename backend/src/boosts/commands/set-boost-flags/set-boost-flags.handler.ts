import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BoostChecklistItemDto, checklistFlagsOf } from '@emberhold/contracts';
import type { Prisma, PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { changedFields, StaffAudit } from '../../../staff/staff.public';
import { BoostNotFoundError } from '../../domain/boost-errors';
import { checklistItemOf, checklistItemSelect } from '../../domain/boost-checklist-item';
import { SetBoostFlagsCommand } from './set-boost-flags.command';

/**
 * Ticks or unticks checklist flags of a boost, keeping the others, under the boost's row lock (two staff ticking
 * different flags at once both keep theirs), with the audit entry (each flag's from → to) in the same transaction.
 * A cancelled boost is off the checklist: 404 like an unknown one.
 */
@CommandHandler(SetBoostFlagsCommand)
export class SetBoostFlagsHandler implements ICommandHandler<SetBoostFlagsCommand, BoostChecklistItemDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ boostId, flags, actorId }: SetBoostFlagsCommand): Promise<BoostChecklistItemDto> {
    return this.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<Array<{ flags: unknown; status: string }>>`
        SELECT flags, status::text AS status FROM boost_dates WHERE id = ${boostId} FOR UPDATE`;
      if (!locked || locked.status === 'cancelled') throw new BoostNotFoundError();
      const stored = locked.flags !== null && typeof locked.flags === 'object' ? (locked.flags as Record<string, unknown>) : {};
      const before = checklistFlagsOf(stored);
      const row = await tx.boostDate.update({
        where: { id: boostId },
        data: { flags: { ...stored, ...flags } as Prisma.InputJsonValue },
        select: checklistItemSelect,
      });
      const changes = changedFields(before, flags);
      if (Object.keys(changes).length > 0) {
        await this.audit.record(tx, {
          actorId,
          action: 'boost.flags',
          subject: { type: 'boost', id: boostId },
          summary: `Checklist of the boost of “${row.post.title}” on ${row.date.toISOString().slice(0, 10)}: ${Object.entries(changes)
            .map(([flag, change]) => `${flag} ${change.to ? 'ticked' : 'unticked'}`)
            .join(', ')}`,
          changes,
        });
      }
      return checklistItemOf(row);
    });
  }
}

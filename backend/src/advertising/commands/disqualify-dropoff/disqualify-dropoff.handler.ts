import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { DropoffDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { StaffAudit } from '../../../staff/staff.public';
import { DROPOFF_SELECT, DropoffNotFoundError, toDropoffDto } from '../../domain/dropoffs';
import { DisqualifyDropoffCommand } from './disqualify-dropoff.command';

/**
 * Disqualifies under the dropoff's row lock; a dropoff disqualified already keeps its first reason and answers as it
 * stands, so a repeated request writes no second audit entry.
 */
@CommandHandler(DisqualifyDropoffCommand)
export class DisqualifyDropoffHandler implements ICommandHandler<DisqualifyDropoffCommand, DropoffDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ dropoffId, reason, actorId }: DisqualifyDropoffCommand): Promise<DropoffDto> {
    return this.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<Array<{ id: number }>>`SELECT id FROM dropoffs WHERE id = ${dropoffId} FOR UPDATE`;
      if (!locked) throw new DropoffNotFoundError();
      const dropoff = await tx.dropoff.findUniqueOrThrow({ where: { id: dropoffId }, select: DROPOFF_SELECT });
      if (dropoff.disqualified) return toDropoffDto(dropoff);
      const updated = await tx.dropoff.update({
        where: { id: dropoffId },
        data: { disqualified: true, disqualifiedAt: new Date(), disqualifiedById: actorId, disqualifyReason: reason },
        select: DROPOFF_SELECT,
      });
      await this.audit.record(tx, {
        actorId,
        action: 'dropoff.disqualify',
        subject: { type: 'dropoff', id: dropoffId },
        summary: `Disqualified ${dropoff.email}: ${reason}`,
        changes: { disqualified: { from: false, to: true }, reason },
      });
      return toDropoffDto(updated);
    });
  }
}

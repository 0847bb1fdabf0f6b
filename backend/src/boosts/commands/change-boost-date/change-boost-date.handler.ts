import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BoostChecklistItemDto, calendarRefusal, movableBoostStatuses, type BoostStatusName, siteDate } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { changedFields, StaffAudit } from '../../../staff/staff.public';
import { BoostNotMovableError, BoostSameDateError } from '../../domain/boost-admin-errors';
import { checklistItemOf, checklistItemSelect } from '../../domain/boost-checklist-item';
import { BoostDateRefusedError, BoostNotFoundError } from '../../domain/boost-errors';
import { HOLD_MINUTES } from '../../infra/boost-calendar';
import { ChangeBoostDateCommand } from './change-boost-date.command';

const toDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/**
 * Staff move a paid or pending boost to another date (spec section 5: not yesterday, today or tomorrow, nor a booked
 * or blocked date), with the audit entry in the same transaction. A cancelled row or an expired unpaid hold on the new
 * date (no payment behind it) makes way; anything else there refuses the move. `boost_dates.date` is unique, so of two
 * staff moving boosts onto one free date at once the second's update fails on the index once the first commits: it
 * gets the booked-date refusal (409).
 */
@CommandHandler(ChangeBoostDateCommand)
export class ChangeBoostDateHandler implements ICommandHandler<ChangeBoostDateCommand, BoostChecklistItemDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly audit: StaffAudit,
  ) {}

  async execute({ boostId, date, actorId, now }: ChangeBoostDateCommand): Promise<BoostChecklistItemDto> {
    try {
      return await this.prisma.$transaction(async (tx) => {
        const [boost] = await tx.$queryRaw<Array<{ status: BoostStatusName; date: string }>>`
          SELECT status::text AS status, to_char(date, 'YYYY-MM-DD') AS date FROM boost_dates WHERE id = ${boostId} FOR UPDATE`;
        if (!boost) throw new BoostNotFoundError();
        if (!movableBoostStatuses.includes(boost.status)) throw new BoostNotMovableError(boost.status);
        if (boost.date === date) throw new BoostSameDateError();
        const refusal = calendarRefusal(date, siteDate(now));
        if (refusal) throw new BoostDateRefusedError(refusal);
        if (await tx.blockedBoostDate.findUnique({ where: { date: toDate(date) }, select: { date: true } })) throw new BoostDateRefusedError('blocked');

        const [occupant] = await tx.$queryRaw<Array<{ id: number; free: boolean; paid_for: boolean }>>`
          SELECT b.id,
                 (b.status = 'cancelled' OR (b.status = 'pending_payment' AND b.created_at <= now() - make_interval(mins => ${HOLD_MINUTES}))) AS free,
                 EXISTS (SELECT 1 FROM payments p WHERE p.boost_date_id = b.id) AS paid_for
          FROM boost_dates b WHERE b.date = ${toDate(date)}::date FOR UPDATE`;
        if (occupant) {
          if (!occupant.free || occupant.paid_for) throw new BoostDateRefusedError('already_boosted');
          await tx.boostDate.delete({ where: { id: occupant.id } });
        }

        const row = await tx.boostDate.update({ where: { id: boostId }, data: { date: toDate(date) }, select: checklistItemSelect });
        await this.audit.record(tx, {
          actorId,
          action: 'boost.change_date',
          subject: { type: 'boost', id: boostId },
          summary: `Moved the boost of “${row.post.title}” from ${boost.date} to ${date}`,
          changes: changedFields({ date: boost.date }, { date }),
        });
        return checklistItemOf(row);
      });
    } catch (error) {
      // Another move (or a buyer's hold) took the date between the check and the update.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') throw new BoostDateRefusedError('already_boosted');
      throw error;
    }
  }
}

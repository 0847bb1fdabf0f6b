import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { firstBoostableDate, lastBoostableDate, type PublicBoostDatesDto, siteDate } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { HOLD_MINUTES } from '../../infra/boost-calendar';
import { ListPublicBoostDatesQuery } from './list-public-boost-dates.query';

const toDate = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

/**
 * The boost calendar as anyone may see it (the promo pages' free dates, spec sections 2 and 5): the booked and the
 * blocked dates from today through the booking window, dates only. A booked date is one a paid, running or finished
 * boost has, or an unpaid hold younger than HOLD_MINUTES (as BoostCalendar counts them).
 */
@QueryHandler(ListPublicBoostDatesQuery)
export class ListPublicBoostDatesHandler implements IQueryHandler<ListPublicBoostDatesQuery, PublicBoostDatesDto> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ now }: ListPublicBoostDatesQuery): Promise<PublicBoostDatesDto> {
    const today = siteDate(now);
    const last = lastBoostableDate(today);
    const [booked, blocked] = await Promise.all([
      this.prisma.$queryRaw<Array<{ date: string }>>(Prisma.sql`
        SELECT to_char(b.date, 'YYYY-MM-DD') AS date FROM boost_dates b
        WHERE b.date BETWEEN ${toDate(today)}::date AND ${toDate(last)}::date
          AND (b.status IN ('paid', 'running', 'finished')
               OR (b.status = 'pending_payment' AND b.created_at > now() - make_interval(mins => ${HOLD_MINUTES})))
        ORDER BY b.date`),
      this.prisma.blockedBoostDate.findMany({ where: { date: { gte: toDate(today), lte: toDate(last) } }, orderBy: { date: 'asc' }, select: { date: true } }),
    ]);
    return {
      today,
      first_date: firstBoostableDate(today),
      last_date: last,
      booked_dates: booked.map((row) => row.date),
      blocked_dates: blocked.map((row) => row.date.toISOString().slice(0, 10)),
    };
  }
}

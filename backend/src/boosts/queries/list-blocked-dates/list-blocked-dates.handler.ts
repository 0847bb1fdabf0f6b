import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { BlockedBoostDateDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { ListBlockedDatesQuery } from './list-blocked-dates.query';

/** The dates no boost can be booked on (spec section 5), oldest first. */
@QueryHandler(ListBlockedDatesQuery)
export class ListBlockedDatesHandler implements IQueryHandler<ListBlockedDatesQuery, BlockedBoostDateDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute(): Promise<BlockedBoostDateDto[]> {
    const rows = await this.prisma.blockedBoostDate.findMany({ orderBy: { date: 'asc' } });
    return rows.map((row) => ({ date: row.date.toISOString().slice(0, 10), reason: row.reason }));
  }
}

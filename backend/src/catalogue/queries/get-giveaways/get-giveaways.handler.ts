import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GiveawayDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { toGiveawayDto } from './giveaway-view';
import { GetGiveawaysQuery, GIVEAWAYS_PAGE_SIZE } from './get-giveaways.query';

/**
 * The giveaways that have started, open ones first (the soonest to end first), then the ended ones (the most recently
 * ended first): a visitor meets what they can still enter before what is over.
 */
@QueryHandler(GetGiveawaysQuery)
export class GetGiveawaysHandler implements IQueryHandler<GetGiveawaysQuery, GiveawayDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ page }: GetGiveawaysQuery): Promise<GiveawayDto[]> {
    const now = new Date();
    const open = { startsAt: { lte: now }, endsAt: { gt: now } };
    const ended = { startsAt: { lte: now }, endsAt: { lte: now } };
    const skip = (page - 1) * GIVEAWAYS_PAGE_SIZE;
    const openCount = await this.prisma.giveaway.count({ where: open });
    const openRows =
      skip < openCount
        ? await this.prisma.giveaway.findMany({ where: open, orderBy: [{ endsAt: 'asc' }, { id: 'asc' }], skip, take: GIVEAWAYS_PAGE_SIZE })
        : [];
    const room = GIVEAWAYS_PAGE_SIZE - openRows.length;
    const endedRows =
      room > 0
        ? await this.prisma.giveaway.findMany({ where: ended, orderBy: [{ endsAt: 'desc' }, { id: 'desc' }], skip: Math.max(0, skip - openCount), take: room })
        : [];
    return [...openRows, ...endedRows].map(toGiveawayDto);
  }
}

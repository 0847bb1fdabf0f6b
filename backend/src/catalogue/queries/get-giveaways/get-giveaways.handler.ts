import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GiveawayDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { toGiveawayDto } from './giveaway-view';
import { GetGiveawaysQuery, GIVEAWAYS_PAGE_SIZE } from './get-giveaways.query';

@QueryHandler(GetGiveawaysQuery)
export class GetGiveawaysHandler implements IQueryHandler<GetGiveawaysQuery, GiveawayDto[]> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ page }: GetGiveawaysQuery): Promise<GiveawayDto[]> {
    const rows = await this.prisma.giveaway.findMany({
      where: { startsAt: { lte: new Date() } },
      orderBy: [{ endsAt: 'desc' }, { id: 'desc' }],
      skip: (page - 1) * GIVEAWAYS_PAGE_SIZE,
      take: GIVEAWAYS_PAGE_SIZE,
    });
    return rows.map(toGiveawayDto);
  }
}

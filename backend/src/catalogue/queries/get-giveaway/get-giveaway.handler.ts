import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type GiveawayDto, NotFoundError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { toGiveawayDto } from '../get-giveaways/giveaway-view';
import { GetGiveawayQuery } from './get-giveaway.query';

@QueryHandler(GetGiveawayQuery)
export class GetGiveawayHandler implements IQueryHandler<GetGiveawayQuery, GiveawayDto> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ slug }: GetGiveawayQuery): Promise<GiveawayDto> {
    const row = await this.prisma.giveaway.findUnique({ where: { slug } });
    // Spec section 8 wording.
    if (!row || row.startsAt > new Date()) throw new NotFoundError('GIVEAWAY_NOT_FOUND', 'Giveaway could not be found.');
    return toGiveawayDto(row);
  }
}

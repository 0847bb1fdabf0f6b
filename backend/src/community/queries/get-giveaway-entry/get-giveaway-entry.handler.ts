import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { GiveawayEntryDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { GiveawayNotFoundError } from '../../domain/giveaway-entry';
import { GetGiveawayEntryQuery } from './get-giveaway-entry.query';

/** Whether the user entered a giveaway; an ended one still answers (its page stays up), one not started is not found. */
@QueryHandler(GetGiveawayEntryQuery)
export class GetGiveawayEntryHandler implements IQueryHandler<GetGiveawayEntryQuery, GiveawayEntryDto> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ userId, slug }: GetGiveawayEntryQuery): Promise<GiveawayEntryDto> {
    const now = new Date();
    const giveaway = await this.prisma.giveaway.findUnique({
      where: { slug },
      select: { startsAt: true, endsAt: true, entries: { where: { userId }, select: { createdAt: true } } },
    });
    if (!giveaway || giveaway.startsAt > now) throw new GiveawayNotFoundError();
    const entry = giveaway.entries[0];
    return { entered: entry !== undefined, entered_at: entry?.createdAt.toISOString() ?? null, open: giveaway.endsAt > now };
  }
}

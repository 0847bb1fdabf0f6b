import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { GiveawayNotFoundError } from '../../domain/giveaway-entry';
import { EnterGiveawayCommand } from './enter-giveaway.command';

/**
 * One entry per user and giveaway, while it runs (started and not ended). The unique (giveaway, user) pair decides:
 * the insert skips an existing entry, so entering twice, or twice at once, leaves one row and says so.
 */
@CommandHandler(EnterGiveawayCommand)
export class EnterGiveawayHandler implements ICommandHandler<EnterGiveawayCommand, { alreadyEntered: boolean; enteredAt: Date }> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ viewer, slug }: EnterGiveawayCommand): Promise<{ alreadyEntered: boolean; enteredAt: Date }> {
    const now = new Date();
    const giveaway = await this.prisma.giveaway.findUnique({ where: { slug }, select: { id: true, startsAt: true, endsAt: true } });
    if (!giveaway || giveaway.startsAt > now || giveaway.endsAt <= now) throw new GiveawayNotFoundError();
    const created = await this.prisma.giveawayEntry.createMany({ data: [{ giveawayId: giveaway.id, userId: viewer.userId }], skipDuplicates: true });
    const entry = await this.prisma.giveawayEntry.findUniqueOrThrow({
      where: { giveawayId_userId: { giveawayId: giveaway.id, userId: viewer.userId } },
      select: { createdAt: true },
    });
    return { alreadyEntered: created.count === 0, enteredAt: entry.createdAt };
  }
}

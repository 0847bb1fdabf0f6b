import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { CONFIRM_CODE_REFUSED, CONFIRM_CODE_TTL_MS, confirmCodeHash } from '../../domain/newsletter';
import { ConfirmSubscriptionCommand } from './confirm-subscription.command';

/**
 * Confirms the pending subscription holding the code's hash, once: one conditional update claims it and puts a random
 * value no code hashes to in its place, so two concurrent uses cannot both succeed and a used link stays used.
 */
@CommandHandler(ConfirmSubscriptionCommand)
export class ConfirmSubscriptionHandler implements ICommandHandler<ConfirmSubscriptionCommand, void> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ code }: ConfirmSubscriptionCommand): Promise<void> {
    const now = new Date();
    const claimed = await this.prisma.newsletterSubscription.updateMany({
      where: { confirmCode: confirmCodeHash(code), confirmedAt: null, createdAt: { gt: new Date(now.getTime() - CONFIRM_CODE_TTL_MS) } },
      data: { confirmedAt: now, confirmCode: `used:${randomBytes(24).toString('hex')}` },
    });
    if (claimed.count !== 1) {
      throw new DomainError('invalid', 'SUBSCRIBE_CODE_INVALID', CONFIRM_CODE_REFUSED, [{ field: 'code', message: 'has expired or was already used' }]);
    }
  }
}

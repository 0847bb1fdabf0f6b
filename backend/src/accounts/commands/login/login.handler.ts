import { setTimeout as sleep } from 'node:timers/promises';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { EPHEMERAL_STORE, type EphemeralStore, PRISMA } from '@emberhold/platform';
import { clearLoginAttempts, countLoginAttempt } from '../../../common/security/attempt-limits';
import { LOGIN_FAILED } from '../../domain/credentials';
import { passwordMatches } from '../../domain/passwords';
import { LoginCommand } from './login.command';

/** Checks the credentials (username or email) against the argon2id hash; the same answer whatever was wrong. */
@CommandHandler(LoginCommand)
export class LoginHandler implements ICommandHandler<LoginCommand, { userId: number }> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(EPHEMERAL_STORE) private readonly attempts: EphemeralStore,
  ) {}

  async execute({ username, password, ip }: LoginCommand): Promise<{ userId: number }> {
    const user = await this.prisma.user.findFirst({
      where: { deletedAt: null, OR: [{ username }, { email: username.toLowerCase() }] },
      select: { id: true, passwordHash: true },
    });
    // One budget per account however it is named; a name no account has gets its own, so the answers look alike.
    const account = user ? `user:${user.id}` : `name:${username.toLowerCase()}`;
    const delayMs = await countLoginAttempt(this.attempts, account, ip);
    if (delayMs > 0) await sleep(delayMs);
    if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) throw new DomainError('unauthenticated', 'LOGIN_FAILED', LOGIN_FAILED);
    await clearLoginAttempts(this.attempts, account, ip);
    return { userId: user.id };
  }
}

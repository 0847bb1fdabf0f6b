import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { EPHEMERAL_STORE, type EphemeralStore } from '@emberhold/platform';
import { PRISMA } from '@emberhold/runtime';
import { countAttempt } from '../../domain/attempt-limits';
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
    await countAttempt(this.attempts, 'login', ip, username);
    const user = await this.prisma.user.findFirst({
      where: { deletedAt: null, OR: [{ username }, { email: username.toLowerCase() }] },
      select: { id: true, passwordHash: true },
    });
    if (!(await passwordMatches(user?.passwordHash ?? null, password)) || !user) throw new DomainError('unauthenticated', 'LOGIN_FAILED', LOGIN_FAILED);
    return { userId: user.id };
  }
}

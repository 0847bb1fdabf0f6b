import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { EPHEMERAL_STORE, type EphemeralStore, PRISMA } from '@emberhold/platform';
import { countAttempt } from '../../../common/security/attempt-limits';
import { hashPassword } from '../../domain/passwords';
import { RegisterCommand } from './register.command';

/** A new account with its argon2id password hash; a taken email or username is a 409 naming which. */
@CommandHandler(RegisterCommand)
export class RegisterHandler implements ICommandHandler<RegisterCommand, { userId: number }> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(EPHEMERAL_STORE) private readonly attempts: EphemeralStore,
  ) {}

  async execute({ form, ip }: RegisterCommand): Promise<{ userId: number }> {
    await countAttempt(this.attempts, 'register', ip, form.email);
    const passwordHash = await hashPassword(form.password);
    try {
      const user = await this.prisma.user.create({
        data: { username: form.username, email: form.email, passwordHash, ...(form.dob ? { dob: new Date(`${form.dob}T00:00:00Z`) } : {}) },
        select: { id: true },
      });
      return { userId: user.id };
    } catch (error) {
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') {
        const taken = JSON.stringify(error.meta ?? {}).includes('email') ? 'email' : 'username';
        throw new DomainError(
          'conflict',
          taken === 'email' ? 'EMAIL_TAKEN' : 'USERNAME_TAKEN',
          taken === 'email' ? 'An account with that email address already exists. Please log in instead.' : 'That username is taken. Please choose another.',
          [{ field: taken, message: taken === 'email' ? 'is already registered' : 'is taken' }],
        );
      }
      throw error;
    }
  }
}

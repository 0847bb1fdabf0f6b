import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { PASSWORD_NOT_CHANGED } from '../../domain/credentials';
import { hashPassword } from '../../domain/passwords';
import { resetCodeHash } from '../forgot-password/forgot-password.handler';
import { ResetPasswordCommand } from './reset-password.command';

/**
 * Sets the new password once per code: the code is claimed by a conditional update inside the transaction, so two
 * concurrent uses cannot both succeed. Every existing login session of the account ends with it.
 */
@CommandHandler(ResetPasswordCommand)
export class ResetPasswordHandler implements ICommandHandler<ResetPasswordCommand, { userId: number }> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ code, password }: ResetPasswordCommand): Promise<{ userId: number }> {
    const passwordHash = await hashPassword(password);
    const now = new Date();
    const userId = await this.prisma.$transaction(async (tx) => {
      const found = await tx.passwordResetCode.findUnique({ where: { codeHash: resetCodeHash(code) }, select: { id: true, userId: true } });
      const claimed = found
        ? await tx.passwordResetCode.updateMany({ where: { id: found.id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } })
        : { count: 0 };
      if (!found || claimed.count !== 1) return null;
      await tx.user.update({ where: { id: found.userId }, data: { passwordHash } });
      await tx.session.deleteMany({ where: { userId: found.userId } });
      return found.userId;
    });
    if (userId === null) {
      throw new DomainError('invalid', 'RESET_CODE_INVALID', `${PASSWORD_NOT_CHANGED} This reset link has expired or was already used; please ask for a new one.`, [
        { field: 'reset_code', message: 'has expired or was already used' },
      ]);
    }
    return { userId };
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { NotFoundError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { EPHEMERAL_STORE, type EphemeralStore, PRISMA } from '@emberhold/platform';
import { SiteMail } from '../../../common/mail/site-mail';
import { countAttempt } from '../../../common/security/attempt-limits';
import { ForgotPasswordCommand } from './forgot-password.command';

/** A reset link works once, for an hour. */
export const RESET_CODE_TTL_MS = 60 * 60_000;

export const resetCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * Mails a single-use reset link. Only the code's hash is stored; a new request voids the older unused codes. The
 * spec answers an unknown email with 'We could not find a user with that email.', so the attempts per address and
 * per email are limited.
 */
@CommandHandler(ForgotPasswordCommand)
export class ForgotPasswordHandler implements ICommandHandler<ForgotPasswordCommand, void> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(EPHEMERAL_STORE) private readonly attempts: EphemeralStore,
    private readonly mail: SiteMail,
  ) {}

  async execute({ email, ip }: ForgotPasswordCommand): Promise<void> {
    await countAttempt(this.attempts, 'forgot', ip, email);
    const user = await this.prisma.user.findFirst({ where: { email, deletedAt: null }, select: { id: true, username: true, email: true } });
    if (!user) throw new NotFoundError('USER_NOT_FOUND', 'We could not find a user with that email.');
    const code = randomBytes(32).toString('base64url');
    const now = new Date();
    const created = await this.prisma.$transaction(async (tx) => {
      await tx.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
      return tx.passwordResetCode.create({ data: { userId: user.id, codeHash: resetCodeHash(code), expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS) } });
    });
    const link = this.mail.link(`/reset/${code}`);
    try {
      await this.mail.send('password reset', {
        to: user.email,
        subject: 'Reset your Emberhold Gifts password',
        lines: [
          `Hello ${user.username},`,
          '',
          'Someone (we hope you) asked to reset the password of your Emberhold Gifts account.',
          `Choose a new password here within the hour: ${link}`,
          '',
          'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
        ],
      });
    } catch (error) {
      // A code nobody received must not stay usable.
      await this.prisma.passwordResetCode.delete({ where: { id: created.id } }).catch(() => undefined);
      throw error;
    }
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { Inject, Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, NotFoundError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { EPHEMERAL_STORE, MAILER, type EphemeralStore, type Mailer } from '@emberhold/platform';
import { INFRASTRUCTURE, PRISMA, type Infrastructure } from '@emberhold/runtime';
import { countAttempt } from '../../domain/attempt-limits';
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
  private readonly logger = new Logger(ForgotPasswordHandler.name);
  private readonly publicUrl: string | undefined;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(EPHEMERAL_STORE) private readonly attempts: EphemeralStore,
    @Inject(MAILER) private readonly mailer: Mailer,
    @Inject(INFRASTRUCTURE) infrastructure: Infrastructure,
  ) {
    this.publicUrl = infrastructure.config.PUBLIC_URL;
  }

  async execute({ email, origin, ip }: ForgotPasswordCommand): Promise<void> {
    await countAttempt(this.attempts, 'forgot', ip, email);
    const user = await this.prisma.user.findFirst({ where: { email, deletedAt: null }, select: { id: true, username: true, email: true } });
    if (!user) throw new NotFoundError('USER_NOT_FOUND', 'We could not find a user with that email.');
    const code = randomBytes(32).toString('base64url');
    const now = new Date();
    const created = await this.prisma.$transaction(async (tx) => {
      await tx.passwordResetCode.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
      return tx.passwordResetCode.create({ data: { userId: user.id, codeHash: resetCodeHash(code), expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MS) } });
    });
    const link = `${(this.publicUrl ?? origin).replace(/\/$/, '')}/reset/${code}`;
    try {
      await this.mailer.send({
        to: user.email,
        subject: 'Reset your Emberhold Gifts password',
        text: [
          `Hello ${user.username},`,
          '',
          'Someone (we hope you) asked to reset the password of your Emberhold Gifts account.',
          `Choose a new password here within the hour: ${link}`,
          '',
          'The link works once. If you did not ask for it, ignore this mail: your password stays as it is.',
        ].join('\n'),
      });
    } catch (error) {
      this.logger.warn({ err: error }, 'password reset mail could not be sent');
      await this.prisma.passwordResetCode.delete({ where: { id: created.id } }).catch(() => undefined);
      throw new DomainError('unavailable', 'MAIL_NOT_SENT', 'We could not send the email just now. Please try again in a moment.');
    }
  }
}

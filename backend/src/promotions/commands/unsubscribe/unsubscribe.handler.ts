import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { OutboxMail } from '../../../common/mail/outbox-mail';
import { UnsubscribeTokenInvalidError } from '../../domain/promo-email-errors';
import { UnsubscribeCommand } from './unsubscribe.command';

/** The address a signed unsubscribe token names, or a 400 for a token this server did not sign. */
export function addressOfToken(outboxMail: OutboxMail, token: string | undefined): string {
  const email = token ? outboxMail.readUnsubscribeToken(token) : null;
  if (!email) throw new UnsubscribeTokenInvalidError();
  return email.toLowerCase();
}

/**
 * Adds the token's address to mail_suppressions: no promotional mail goes to it again (the send refuses it, the mail
 * dispatcher skips it). Unsubscribing twice is unsubscribing once.
 */
@CommandHandler(UnsubscribeCommand)
export class UnsubscribeHandler implements ICommandHandler<UnsubscribeCommand, { email: string }> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly outboxMail: OutboxMail,
  ) {}

  async execute({ token }: UnsubscribeCommand): Promise<{ email: string }> {
    const email = addressOfToken(this.outboxMail, token);
    await this.prisma.$executeRaw`INSERT INTO mail_suppressions (email, reason) VALUES (${email}, 'unsubscribed') ON CONFLICT (email) DO NOTHING`;
    return { email };
  }
}

import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '@emberhold/contracts';
import { Prisma, type PrismaClient } from '@emberhold/db';
import { EPHEMERAL_STORE, type EphemeralStore, PRISMA } from '@emberhold/platform';
import { countAttempt } from '../../../common/security/attempt-limits';
import { SiteMail } from '../../../common/mail/site-mail';
import { confirmCodeHash, SUBSCRIBE_HAS_ACCOUNT } from '../../domain/newsletter';
import { SubscribeCommand } from './subscribe.command';

/**
 * Newsletter sign-up with double opt-in: a pending subscription holds the SHA-256 of a fresh single-use code, and the
 * address gets a link to /confirm-subscribe/{code}/. Asking again for a pending (or unsubscribed) address replaces the
 * code and mails it again; an address already confirmed gets the same answer and no mail, so the answer does not tell
 * who is subscribed. The spec refuses the email of an account (section 8), so attempts are limited per client address
 * and per email, as a password reset is.
 */
@CommandHandler(SubscribeCommand)
export class SubscribeHandler implements ICommandHandler<SubscribeCommand, { mailed: boolean }> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(EPHEMERAL_STORE) private readonly attempts: EphemeralStore,
    private readonly mail: SiteMail,
  ) {}

  async execute({ email, ip }: SubscribeCommand): Promise<{ mailed: boolean }> {
    await countAttempt(this.attempts, 'subscribe', ip, email);
    const account = await this.prisma.user.findFirst({ where: { email, deletedAt: null }, select: { id: true } });
    if (account) throw new DomainError('conflict', 'SUBSCRIBE_HAS_ACCOUNT', SUBSCRIBE_HAS_ACCOUNT, [{ field: 'email', message: 'belongs to an account' }]);

    const code = randomBytes(32).toString('base64url');
    if (!(await this.issueCode(email, confirmCodeHash(code)))) return { mailed: false };

    const link = this.mail.link(`/confirm-subscribe/${code}/`);
    await this.mail.send('newsletter confirmation', {
      to: email,
      subject: 'Confirm your Emberhold Gifts newsletter subscription',
      lines: [
        'Hello,',
        '',
        'Someone (we hope you) asked to get the Emberhold Gifts newsletter at this address: the best new gifts for',
        'fans of The Emberhold Saga, now and then, and never your address to anyone else.',
        '',
        `Please confirm within a week here: ${link}`,
        '',
        'If you did not ask for it, ignore this mail and you will hear nothing more from us.',
      ],
    });
    return { mailed: true };
  }

  /**
   * Gives the address a new pending code; false when it is already confirmed (and not unsubscribed), which keeps its
   * code and state. The conditional update keeps a confirmation that lands meanwhile from being undone.
   */
  private async issueCode(email: string, codeHash: string): Promise<boolean> {
    const fresh = { confirmCode: codeHash, createdAt: new Date(), confirmedAt: null, unsubscribedAt: null };
    const reissue = () =>
      this.prisma.newsletterSubscription.updateMany({ where: { email, OR: [{ confirmedAt: null }, { unsubscribedAt: { not: null } }] }, data: fresh });
    const existing = await this.prisma.newsletterSubscription.findUnique({ where: { email }, select: { id: true } });
    if (existing) return (await reissue()).count === 1;
    try {
      await this.prisma.newsletterSubscription.create({ data: { email, ...fresh } });
      return true;
    } catch (error) {
      // Two sign-ups of a new address at once: the other one created the row.
      if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002') return (await reissue()).count === 1;
      throw error;
    }
  }
}

import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, ValidationFailedError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { EPHEMERAL_STORE, type EphemeralStore, PRISMA } from '@emberhold/platform';
import { countLoginAttempt } from '../../../common/security/attempt-limits';
import { passwordMatches } from '../../../accounts/accounts.public';
import { LoginRequiredError } from '../../../common/auth/login-required.error';
import { ViewerResolver } from '../../../common/auth/viewer';
import { PortraitFiles } from '../../infra/portrait-files';
import { DeleteAccountCommand } from './delete-account.command';
import { CONFIRM_REQUIRED, PASSWORD_REQUIRED, PASSWORD_WRONG } from './delete-account.dto';

/**
 * Deletes an account the way a privacy-minded shop can (spec sections 2 and 4): after the password is typed again,
 * one transaction anonymises the user row (a random name and address no one can register, no password, date of birth
 * or portrait, no flags, deleted_at set) and deletes what was theirs alone: every login session, reset codes,
 * newsletter subscriptions (also one made with the address before registering), social identities, wishlist boards with
 * their items, saved sponsored items and giveaway entries. What other records need stays, tied only to the anonymous
 * id: ratings (counted in the posts' figures), payments, campaigns, submissions, affiliate records; the address is
 * also taken off advertising leads and sent promo mails. The portrait file goes after the commit.
 */
@CommandHandler(DeleteAccountCommand)
export class DeleteAccountHandler implements ICommandHandler<DeleteAccountCommand, void> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(EPHEMERAL_STORE) private readonly attempts: EphemeralStore,
    private readonly viewers: ViewerResolver,
    private readonly files: PortraitFiles,
  ) {}

  async execute({ userId, body, ip }: DeleteAccountCommand): Promise<void> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { username: true, passwordHash: true, deletedAt: true } });
    if (!user || user.deletedAt !== null) throw new LoginRequiredError();
    if (user.passwordHash !== null) {
      if (!body.password) throw new ValidationFailedError(PASSWORD_REQUIRED, [{ field: 'password', message: PASSWORD_REQUIRED }]);
      // Guessing the password here is guessing a login: the same budget per address and account.
      const delayMs = await countLoginAttempt(this.attempts, `user:${userId}`, ip);
      if (delayMs > 0) await sleep(delayMs);
      if (!(await passwordMatches(user.passwordHash, body.password))) {
        throw new DomainError('forbidden', 'PASSWORD_WRONG', PASSWORD_WRONG, [{ field: 'password', message: PASSWORD_WRONG }]);
      }
    } else if (body.confirm !== true) {
      throw new ValidationFailedError(CONFIRM_REQUIRED, [{ field: 'confirm', message: CONFIRM_REQUIRED }]);
    }

    const anonymous = randomUUID();
    const result = await this.prisma.$transaction(async (tx) => {
      const [row] = await tx.$queryRaw<Array<{ email: string; profile_image: string | null }>>`
        SELECT email, profile_image FROM users WHERE id = ${userId} AND deleted_at IS NULL FOR UPDATE`;
      if (!row) return null;
      const sessions = await tx.session.findMany({ where: { userId }, select: { id: true } });
      await tx.session.deleteMany({ where: { userId } });
      await tx.passwordResetCode.deleteMany({ where: { userId } });
      await tx.newsletterSubscription.deleteMany({ where: { OR: [{ userId }, { email: row.email }] } });
      await tx.userIdentity.deleteMany({ where: { userId } });
      await tx.adWishlistItem.deleteMany({ where: { userId } });
      await tx.wishlistBoard.deleteMany({ where: { userId } });
      await tx.giveawayEntry.deleteMany({ where: { userId } });
      const anonymousEmail = `${anonymous}@deleted.invalid`;
      await tx.dropoff.updateMany({ where: { userId }, data: { email: anonymousEmail } });
      await tx.promoEmail.updateMany({ where: { userId }, data: { email: anonymousEmail } });
      await tx.user.update({
        where: { id: userId },
        data: {
          // A colon is not allowed in a chosen username and .invalid is no one's domain: nobody can take these.
          username: `deleted:${anonymous}`,
          email: anonymousEmail,
          passwordHash: null,
          dob: null,
          profileImage: null,
          access: false,
          editor: false,
          advertiser: false,
          deletedAt: new Date(),
        },
      });
      return { sessions: sessions.map((session) => session.id), profileImage: row.profile_image };
    });
    if (result === null) throw new LoginRequiredError();
    for (const id of result.sessions) this.viewers.forget(id);
    await this.files.remove(result.profileImage);
  }
}

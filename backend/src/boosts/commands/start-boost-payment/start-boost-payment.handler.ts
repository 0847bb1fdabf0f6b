import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type BoostIntentDto, boostPriceCents, calendarRefusal, DomainError, siteDate } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { EPHEMERAL_STORE, type EphemeralStore, PRISMA } from '@emberhold/platform';
import { z } from 'zod';
import { countAttempt } from '../../../common/security/attempt-limits';
import { LoginRequiredError } from '../../../common/auth/login-required.error';
import { boostDateFrom } from '../../domain/boost-date-input';
import { BoostCardProblemError, BoostDateMissingError, BoostDateRefusedError, BoostEmailMissingError, BoostEmailsDoNotMatchError } from '../../domain/boost-errors';
import { BoostCalendar } from '../../infra/boost-calendar';
import { BoostSettings } from '../../infra/boost-settings';
import { CardCheckout } from '../../infra/card-checkout';
import { boostablePost } from '../../queries/get-offer/get-offer.handler';
import { StartBoostPaymentCommand } from './start-boost-payment.command';

const email = z.email();

/**
 * The first step of paying for a boost (spec sections 5 and 7): checks the date and the buyer, holds the date as
 * `pending_payment` (so nobody else can buy it while this buyer pays; BoostCalendar.hold) and starts the card payment
 * for its price, which the page confirms with the Payment Element. A payment that cannot be started frees the hold.
 */
@CommandHandler(StartBoostPaymentCommand)
export class StartBoostPaymentHandler implements ICommandHandler<StartBoostPaymentCommand, BoostIntentDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly calendar: BoostCalendar,
    @Inject(EPHEMERAL_STORE) private readonly attempts: EphemeralStore,
    private readonly settings: BoostSettings,
    private readonly checkout: CardCheckout,
  ) {}

  async execute({ slug, body, userId, ip, now }: StartBoostPaymentCommand): Promise<BoostIntentDto> {
    const post = await boostablePost(this.prisma, slug);
    const date = boostDateFrom(body);
    if (date === null) throw new BoostDateMissingError();
    const refusal = calendarRefusal(date, siteDate(now));
    if (refusal) throw new BoostDateRefusedError(refusal);
    if (await this.calendar.isBlocked(date)) throw new BoostDateRefusedError('blocked');
    const buyerEmail = userId === null ? visitorEmail(body) : await this.accountEmail(userId);

    await countAttempt(this.attempts, 'boostHold', ip, buyerEmail);
    const priceCents = boostPriceCents(date, this.settings.isSpecial(body.param_token));
    const hold = await this.calendar.hold({ date, postId: post.id, email: buyerEmail, userId, priceCents });
    if (hold === null) throw new BoostDateRefusedError('already_boosted');
    try {
      const intent = await this.checkout.start({
        userId,
        email: buyerEmail,
        boostDateId: hold.id,
        heldAt: hold.heldAt,
        amountCents: priceCents,
        description: `Boost of “${post.title}” on ${date}`,
      });
      return { ...intent, boost_id: hold.id, date };
    } catch (error) {
      await this.calendar.release(hold);
      throw error instanceof DomainError ? error : new BoostCardProblemError('unavailable');
    }
  }

  private async accountEmail(userId: number): Promise<string> {
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { email: true, deletedAt: true } });
    if (!user || user.deletedAt !== null) throw new LoginRequiredError();
    return user.email;
  }
}

/** Spec section 5: an unlogged buyer types the email twice; it is compared and kept lower-case, as account emails are. */
function visitorEmail(body: { email?: string | undefined; email_confirm?: string | undefined }): string {
  const typed = body.email?.trim().toLowerCase() ?? '';
  if (!email.safeParse(typed).success) throw new BoostEmailMissingError();
  if ((body.email_confirm?.trim().toLowerCase() ?? '') !== typed) throw new BoostEmailsDoNotMatchError();
  return typed;
}

import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { DomainError, type PaymentResultDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { boostDateFrom } from '../../domain/boost-date-input';
import { BoostCardProblemError, BoostDateMissingError, BoostNotFoundError } from '../../domain/boost-errors';
import { CardCheckout } from '../../infra/card-checkout';
import { boostablePost } from '../../queries/get-offer/get-offer.handler';
import { ConfirmBoostPaymentCommand } from './confirm-boost-payment.command';

/**
 * The last step of paying for a boost (spec section 7: boost/{slug}): after the page confirmed the card with Stripe.js,
 * the server asks Stripe itself (the payments context records what it says; the page's word is never taken). 'paid'
 * when the payment went through, 'pending' while the provider still confirms it (its webhook finishes it and the page
 * polls the boost's status). Anything else is spec section 8's 'There was a problem processing your card.'
 */
@CommandHandler(ConfirmBoostPaymentCommand)
export class ConfirmBoostPaymentHandler implements ICommandHandler<ConfirmBoostPaymentCommand, PaymentResultDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly checkout: CardCheckout,
  ) {}

  async execute({ slug, body }: ConfirmBoostPaymentCommand): Promise<PaymentResultDto> {
    const post = await boostablePost(this.prisma, slug);
    const date = boostDateFrom(body);
    if (date === null) throw new BoostDateMissingError();
    if (!body.stripe_ref) throw new BoostCardProblemError();
    const boost = await this.prisma.boostDate.findFirst({
      where: { postId: post.id, date: new Date(`${date}T00:00:00.000Z`), status: { not: 'cancelled' } },
      select: { id: true },
    });
    if (!boost) throw new BoostNotFoundError();
    try {
      return await this.checkout.confirm(body.stripe_ref, boost.id);
    } catch (error) {
      throw error instanceof DomainError ? error : new BoostCardProblemError('unavailable');
    }
  }
}

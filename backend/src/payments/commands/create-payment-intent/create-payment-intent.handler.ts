import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentIntentDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { CardPaymentsService } from '../../application/card-payments.service';
import { AlreadyPaidError } from '../../domain/payment-errors';
import { CampaignCheckout } from '../../infra/campaign-checkout';
import { CreatePaymentIntentCommand } from './create-payment-intent.command';

/** The fee is decided here ($249, or $186.75 with a token that applies), never taken from the page. */
@CommandHandler(CreatePaymentIntentCommand)
export class CreatePaymentIntentHandler implements ICommandHandler<CreatePaymentIntentCommand, PaymentIntentDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly campaigns: CampaignCheckout,
    private readonly cards: CardPaymentsService,
  ) {}

  async execute({ campaignId, userId, discountToken }: CreatePaymentIntentCommand): Promise<PaymentIntentDto> {
    const campaign = await this.campaigns.ownedCampaign(campaignId, userId);
    if (campaign.paidAt) throw new AlreadyPaidError();
    const price = await this.campaigns.priceFor(campaignId, discountToken);
    const user = await this.prisma.user.findUnique({ where: { id: userId }, select: { email: true } });
    return this.cards.startCardPayment({
      userId,
      email: user?.email ?? null,
      purpose: { campaignId },
      amountCents: price.feeCents,
      description: `Emberhold Gifts campaign fee (campaign #${campaignId})`,
      discountToken: price.discountToken,
    });
  }
}

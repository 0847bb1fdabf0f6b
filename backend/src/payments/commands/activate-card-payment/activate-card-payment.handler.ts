import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { PaymentResultDto } from '@emberhold/contracts';
import { CardPaymentsService } from '../../application/card-payments.service';
import { CampaignCheckout } from '../../infra/campaign-checkout';
import { ActivateCardPaymentCommand } from './activate-card-payment.command';

/** Stripe, not the page, says whether the campaign's intent is paid (CardPaymentsService.confirmCardPayment). */
@CommandHandler(ActivateCardPaymentCommand)
export class ActivateCardPaymentHandler implements ICommandHandler<ActivateCardPaymentCommand, PaymentResultDto> {
  constructor(
    private readonly campaigns: CampaignCheckout,
    private readonly cards: CardPaymentsService,
  ) {}

  async execute({ campaignId, userId, stripeRef }: ActivateCardPaymentCommand): Promise<PaymentResultDto> {
    await this.campaigns.ownedCampaign(campaignId, userId);
    return this.cards.confirmCardPayment(stripeRef, { campaignId });
  }
}

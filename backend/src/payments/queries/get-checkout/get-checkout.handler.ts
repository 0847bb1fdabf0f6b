import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CheckoutDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { CardPaymentsService } from '../../application/card-payments.service';
import { campaignFeeCents } from '../../domain/campaign-fee';
import { CampaignCheckout } from '../../infra/campaign-checkout';
import { PaypalGateway } from '../../infra/paypal-gateway';
import { StripeGateway } from '../../infra/stripe-gateway';
import { GetCheckoutQuery } from './get-checkout.query';

/**
 * The fee (with the discount when the token applies), the providers on offer, and whether the campaign is paid, or
 * has a card payment Stripe is still processing (a bank's delay after the page confirmed it).
 */
@QueryHandler(GetCheckoutQuery)
export class GetCheckoutHandler implements IQueryHandler<GetCheckoutQuery, CheckoutDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly campaigns: CampaignCheckout,
    private readonly cards: CardPaymentsService,
    private readonly stripe: StripeGateway,
    private readonly paypal: PaypalGateway,
  ) {}

  async execute({ campaignId, userId, discountToken }: GetCheckoutQuery): Promise<CheckoutDto> {
    const campaign = await this.campaigns.ownedCampaign(campaignId, userId);
    const discounted = discountToken !== null && (await this.campaigns.tokenApplies(discountToken, campaignId));
    return {
      campaign_id: campaign.id,
      fee_cents: campaignFeeCents(discounted),
      discount_applied: discounted,
      payment_status: campaign.paidAt ? 'paid' : (await this.processing(campaignId)) ? 'pending' : 'unpaid',
      stripe: this.cards.checkout,
      paypal: this.paypal.configured,
    };
  }

  /** The newest open card payment is one Stripe is processing (the buyer is done; the webhook will record it). */
  private async processing(campaignId: number): Promise<boolean> {
    if (!this.stripe.configured) return false;
    const open = await this.prisma.payment.findFirst({
      where: { campaignId, provider: 'stripe', kind: 'charge', status: 'pending' },
      orderBy: { id: 'desc' },
      select: { providerRef: true },
    });
    if (!open) return false;
    const intent = await this.stripe.retrieveIntent(open.providerRef).catch(() => null);
    return intent?.status === 'processing' || intent?.status === 'requires_capture';
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { campaignFeeCents } from '../domain/campaign-fee';
import { CampaignNotFoundError, DiscountTokenInvalidError } from '../domain/payment-errors';

export interface PayableCampaign {
  id: number;
  paidAt: Date | null;
}

/** The longest token looked up; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/** The campaign fee's rules: whose campaign it is, and what a dropoff's discount token takes off. */
@Injectable()
export class CampaignCheckout {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  /** The campaign if `userId` is its advertiser; anyone else gets the 404 of a campaign that does not exist. */
  async ownedCampaign(campaignId: number, userId: number): Promise<PayableCampaign> {
    const campaign = await this.prisma.campaign.findUnique({ where: { id: campaignId }, select: { id: true, paidAt: true, advertiserId: true } });
    if (!campaign || campaign.advertiserId !== userId) throw new CampaignNotFoundError();
    return { id: campaign.id, paidAt: campaign.paidAt };
  }

  /**
   * Whether `token` is a dropoff's discount token that may be used: the dropoff is not disqualified, no succeeded
   * campaign fee has redeemed it yet (one use, spec section 9), and when it names a campaign, `campaignId` is that
   * campaign (null: no campaign to pay yet, as the token lookup call asks).
   */
  async tokenApplies(token: string, campaignId: number | null): Promise<boolean> {
    if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return false;
    const dropoff = await this.prisma.dropoff.findUnique({ where: { discountToken: token }, select: { disqualified: true, campaignId: true } });
    if (!dropoff || dropoff.disqualified) return false;
    const redeemed = await this.prisma.payment.findFirst({
      where: { discountToken: token, status: 'succeeded', kind: 'charge', campaignId: { not: null } },
      select: { id: true },
    });
    if (redeemed) return false;
    return campaignId === null || dropoff.campaignId === null || dropoff.campaignId === campaignId;
  }

  /**
   * The fee of a payment call: a token that does not apply is a 400, never silently the full price. The first campaign
   * a token prices a payment for binds it (a token sent before its person had a campaign names none yet): from then on
   * it applies to that campaign only, so two campaigns paying with one token at once cannot both get the discount.
   */
  async priceFor(campaignId: number, token: string | null | undefined): Promise<{ feeCents: number; discountToken: string | null }> {
    if (!token) return { feeCents: campaignFeeCents(false), discountToken: null };
    if (!(await this.tokenApplies(token, campaignId))) throw new DiscountTokenInvalidError();
    await this.prisma.$executeRaw`
      UPDATE dropoffs SET campaign_id = ${campaignId} WHERE discount_token = ${token} AND campaign_id IS NULL AND NOT disqualified`;
    if (!(await this.tokenApplies(token, campaignId))) throw new DiscountTokenInvalidError();
    return { feeCents: campaignFeeCents(true), discountToken: token };
  }
}

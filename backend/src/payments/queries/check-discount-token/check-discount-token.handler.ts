import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { DiscountTokenDto } from '@emberhold/contracts';
import { campaignFeeCents } from '../../domain/campaign-fee';
import { DiscountTokenNotFoundError } from '../../domain/payment-errors';
import { CampaignCheckout } from '../../infra/campaign-checkout';
import { CheckDiscountTokenQuery } from './check-discount-token.query';

/** A token of a dropoff that is not disqualified gives the discounted fee; anything else is the spec's 404. */
@QueryHandler(CheckDiscountTokenQuery)
export class CheckDiscountTokenHandler implements IQueryHandler<CheckDiscountTokenQuery, DiscountTokenDto> {
  constructor(private readonly campaigns: CampaignCheckout) {}

  async execute({ token }: CheckDiscountTokenQuery): Promise<DiscountTokenDto> {
    if (!(await this.campaigns.tokenApplies(token, null))) throw new DiscountTokenNotFoundError();
    return { valid: true, fee_cents: campaignFeeCents(true) };
  }
}

import { CAMPAIGN_FEE_CENTS, DISCOUNTED_CAMPAIGN_FEE_CENTS } from '@emberhold/contracts';

/** Spec section 9: the campaign fee is $249, or $186.75 with a discount token. */
export function campaignFeeCents(discounted: boolean): number {
  return discounted ? DISCOUNTED_CAMPAIGN_FEE_CENTS : CAMPAIGN_FEE_CENTS;
}

/** The page that pays campaign 42 is /product-pitch/payment/x1042 (spec section 2: the campaign value carries x10). */
export function paymentPagePath(campaignId: number): string {
  return `/product-pitch/payment/x10${campaignId}`;
}

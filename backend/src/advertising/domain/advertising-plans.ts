/** The advertiser plans of spec section 9, in cents. */
export const PLANS = {
  basic: { name: 'Basic', priceCents: 14_900 },
  premium: { name: 'Premium', priceCents: 29_900 },
  platinum: { name: 'Platinum', priceCents: 99_900 },
} as const;
export type PlanId = keyof typeof PLANS;
export const PLAN_IDS = Object.keys(PLANS) as PlanId[];

/** A link as advertisers type it: http:// goes in front when there is no scheme (spec section 5). */
export { withScheme } from '../../common/links/shop-links';

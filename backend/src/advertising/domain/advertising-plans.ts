/** The advertiser plans of spec section 9, in cents. */
export const PLANS = {
  basic: { name: 'Basic', priceCents: 14_900 },
  premium: { name: 'Premium', priceCents: 29_900 },
  platinum: { name: 'Platinum', priceCents: 99_900 },
} as const;
export type PlanId = keyof typeof PLANS;
export const PLAN_IDS = Object.keys(PLANS) as PlanId[];

/** A link as advertisers type it: http:// goes in front when there is no scheme (spec section 5). */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}

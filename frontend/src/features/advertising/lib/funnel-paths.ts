/**
 * The funnel's addresses (spec section 2). The payment page's campaign carries the prefix x10:
 * /product-pitch/payment/x10{campaign}.
 */
export const PITCH_PATH = '/product-pitch';
export const DASHBOARD_PATH = '/product-pitch/dashboard/';
export const TERMS_PATH = '/product-pitch-terms-and-conditions/';

const PAYMENT_PREFIX = 'x10';

export const editorPath = (tempId: string, creative: number | 'new'): string => `/product-pitch/create/${encodeURIComponent(tempId)}/${creative}`;
export const confirmationPath = (campaignId: number): string => `/product-pitch/confirmation/${campaignId}`;
export const paymentPath = (campaignId: number): string => `/product-pitch/payment/${PAYMENT_PREFIX}${campaignId}`;

/** A positive id from a route parameter ("12"), or null. */
export function parseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,14}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/** The campaign of a payment address's parameter ("x1042" → 42), or null without the prefix or with a bad id. */
export function parsePaymentCampaign(value: string | undefined): number | null {
  return value?.startsWith(PAYMENT_PREFIX) ? parseId(value.slice(PAYMENT_PREFIX.length)) : null;
}

/** The editor's creative parameter: 'new' or an id; null for anything else. */
export function parseCreativeParam(value: string | undefined): number | 'new' | null {
  return value === 'new' ? 'new' : parseId(value);
}

/** What a payment pays for: a campaign's fee, or one boosted date of a post. */
export type PaymentPurpose = { campaignId: number } | { boostDateId: number };

/** The name of a purpose, under which the context that sells it settles its payments (PaymentPurposes). */
export type PaymentPurposeName = 'campaign-fee' | 'boost';

export function isCampaignPurpose(purpose: PaymentPurpose): purpose is { campaignId: number } {
  return 'campaignId' in purpose;
}

export function purposeName(purpose: PaymentPurpose): PaymentPurposeName {
  return isCampaignPurpose(purpose) ? 'campaign-fee' : 'boost';
}

/** The id of what is paid for, in the context that sells it: the campaign, or the boost_dates row. */
export function purposeSubject(purpose: PaymentPurpose): number {
  return isCampaignPurpose(purpose) ? purpose.campaignId : purpose.boostDateId;
}

/** The purpose a payments row names in its columns, or null for a row that names none. */
export function purposeOfRow(row: { campaign_id: number | null; boost_date_id: number | null }): PaymentPurpose | null {
  if (row.campaign_id !== null) return { campaignId: row.campaign_id };
  return row.boost_date_id === null ? null : { boostDateId: row.boost_date_id };
}

/** `campaign-12` / `boost-34`: the stem of idempotency keys and PayPal's custom_id. */
export function purposeKey(purpose: PaymentPurpose): string {
  return isCampaignPurpose(purpose) ? `campaign-${purpose.campaignId}` : `boost-${purpose.boostDateId}`;
}

/** The payments columns naming the purpose, for Prisma filters and inserts. */
export function purposeColumns(purpose: PaymentPurpose): { campaignId: number } | { boostDateId: number } {
  return isCampaignPurpose(purpose) ? { campaignId: purpose.campaignId } : { boostDateId: purpose.boostDateId };
}

/**
 * The idempotency key of a charge attempt (the payments row's, and the provider's Idempotency-Key / PayPal-Request-Id):
 * the same purpose, provider, amount and attempt give the same key, so a retried request finds the attempt it already
 * made instead of starting a second one. The attempt number moves on only when an attempt failed for good.
 */
export function chargeAttemptKey(purpose: PaymentPurpose, provider: 'stripe' | 'paypal', amountCents: number, attempt: number): string {
  return `${purposeKey(purpose)}:${provider}:${amountCents}:attempt-${attempt}`;
}

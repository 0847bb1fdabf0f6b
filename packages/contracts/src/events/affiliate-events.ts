import { z } from 'zod';
import { AFFILIATE_TAG_PATTERN, affiliateCurrencies, affiliatePrograms } from '../affiliate/affiliate-programs';
import { factSchema } from './envelope';

const id = z.number().int().positive();
const count = z.number().int().min(0);
/** Money travels as a decimal string with two decimals ("12.30"), never as a float. */
export const moneySchema = z.string().regex(/^-?\d{1,10}\.\d{2}$/, 'expected an amount with two decimals');
const tag = z.string().regex(AFFILIATE_TAG_PATTERN, 'expected a tracking id');
const program = z.enum(affiliatePrograms);
const currency = z.enum(affiliateCurrencies);

/**
 * One row of an imported affiliate report (from the outbox, written by the import job in one transaction with the
 * import's status). The figures of a (program, tag, grain, period) come from the newest import that has that slice,
 * so importing the same file again, or a corrected one, replaces figures and never adds them. `post_id` and
 * `sort_code` are the attribution of a row whose subtag names one of the site's visits; null otherwise.
 */
export const affiliateEarningsReportedEvent = factSchema('affiliate.earnings.reported', 1, z.object({
  import_id: id,
  program,
  tag,
  grain: z.enum(['day', 'month']),
  /** The day, or the first day of the month (YYYY-MM-DD). */
  period: z.iso.date(),
  /** The row's subtag as the report gives it; '' when it has none. */
  subtag: z.string().max(96),
  clicks: count,
  ordered_units: count,
  shipped_units: count,
  returned_units: count,
  sales_amount: moneySchema,
  commission: moneySchema,
  currency,
  post_id: id.nullable(),
  sort_code: z.number().int().min(0).max(999).nullable(),
}));

/** An import's rows were all written to the event log (the same transaction as its earnings facts). */
export const affiliateImportPublishedEvent = factSchema('affiliate.import.published', 1, z.object({
  import_id: id,
  program,
  tags: z.array(tag),
  period_from: z.iso.date(),
  period_to: z.iso.date(),
  rows: count,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
}));

/** A tag given to a user (it leaves the user who had it, if any). */
export const affiliateRefAssignedEvent = factSchema('affiliate.ref.assigned', 1, z.object({
  ref: tag,
  program,
  affiliate_user_id: id,
  previous_user_id: id.nullable(),
}));

/** A payout to an affiliate recorded by staff. */
export const affiliatePaymentRecordedEvent = factSchema('affiliate.payment.recorded', 1, z.object({
  payment_id: id,
  affiliate_user_id: id,
  ref: tag,
  amount: moneySchema,
  currency,
}));

/** A recorded payout voided by staff: it stops counting; the record stays. */
export const affiliatePaymentVoidedEvent = factSchema('affiliate.payment.voided', 1, z.object({
  payment_id: id,
  affiliate_user_id: id,
  ref: tag,
  amount: moneySchema,
  currency,
}));

export type AffiliateEarningsReportedEvent = z.infer<typeof affiliateEarningsReportedEvent>;
export type AffiliateImportPublishedEvent = z.infer<typeof affiliateImportPublishedEvent>;
export type AffiliateRefAssignedEvent = z.infer<typeof affiliateRefAssignedEvent>;
export type AffiliatePaymentRecordedEvent = z.infer<typeof affiliatePaymentRecordedEvent>;
export type AffiliatePaymentVoidedEvent = z.infer<typeof affiliatePaymentVoidedEvent>;

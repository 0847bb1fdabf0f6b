import { z } from 'zod';
import { AFFILIATE_TAG_PATTERN, affiliateCurrencies, affiliatePrograms, type AffiliateCurrency, type AffiliateProgram } from '../affiliate/affiliate-programs';
import type { Meta } from './api-envelope';

/**
 * Affiliate earnings (spec sections 2, 3, 6, 7 and 8): the report at /aff/ (GET /api/user/affiliate/?tag=), the
 * imports of the retailer's report files, and the refs (tags) and payments admins manage.
 */

/** The messages of the affiliate calls, as the server sends them and the site shows them (section 8's words first). */
export const affiliateMessages = {
  accessDeniedTitle: 'Access denied',
  accessDenied: 'You do not have access to view this page.',
  updating: 'Reports Updating',
  userNotFound: 'No user has that id or email address.',
  refInvalid: 'Please provide a valid tag: letters, digits and hyphens, as the retailer issued it.',
  refUnknown: 'This tag belongs to no one. Assign it to an affiliate first.',
  amountInvalid: 'Please enter a positive amount with at most two decimals.',
  amountTooLarge: 'The amount must be at most 1,000,000.',
  currencyInvalid: 'Please choose the currency: USD, GBP or CAD.',
  currencyMismatch: "The payment's currency must be the tag's program currency.",
  refNotUsers: 'This tag does not belong to that user.',
  paymentNotFound: 'This payment could not be found.',
  paymentVoided: 'This payment has already been voided.',
  fileMissing: 'Please choose a report file to import.',
  fileTooLarge: 'The report file must be at most 5 MB.',
  importNotFound: 'This import could not be found.',
} as const;

const positiveId = z.number().int('must be a whole number').positive('must be a positive id').max(2_147_483_647, 'is too large');
const tagSchema = z.string().trim().regex(AFFILIATE_TAG_PATTERN, affiliateMessages.refInvalid);

/**
 * An amount in major units with at most two decimals, given as a number or a string ("120", "120.5", "120.50");
 * parsed to the two-decimal string money travels as.
 */
export const affiliateAmountSchema = z
  .union([z.number(), z.string().trim()])
  .transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value;
    if (!/^\d{1,7}(?:\.\d{1,2})?$/.test(text) || Number(text) <= 0) {
      ctx.addIssue({ code: 'custom', message: affiliateMessages.amountInvalid });
      return z.NEVER;
    }
    if (Number(text) > 1_000_000) {
      ctx.addIssue({ code: 'custom', message: affiliateMessages.amountTooLarge });
      return z.NEVER;
    }
    return Number(text).toFixed(2);
  });

/** POST /api/user/affiliate/ref/: give user `id` (an id, or an account's email address) the tag `ref`. */
export const assignAffiliateRefRequest = z.object({
  ref: tagSchema,
  id: z.union([positiveId, z.email(affiliateMessages.userNotFound).max(254)]),
  /** The tag's program; read from the tag when absent (-21 is the UK's, else the US's). */
  program: z.enum(affiliatePrograms).optional(),
});
export type AssignAffiliateRefRequest = z.input<typeof assignAffiliateRefRequest>;

/** POST /api/user/affiliate/payment/: a payout to an affiliate for one of their tags. */
export const recordAffiliatePaymentRequest = z.object({
  user_id: positiveId,
  amount: affiliateAmountSchema,
  ref: tagSchema,
  /** The payout's currency; the tag's program currency when absent, and it must be that. */
  currency: z.enum(affiliateCurrencies, affiliateMessages.currencyInvalid).optional(),
});
export type RecordAffiliatePaymentRequest = z.input<typeof recordAffiliatePaymentRequest>;

/** POST /api/user/affiliate/payment/delete/: void a payment; it stops counting, its record and who voided it stay. */
export const voidAffiliatePaymentRequest = z.object({
  id: positiveId,
  reason: z.string().trim().max(500, 'The reason must be at most 500 characters.').optional(),
});
export type VoidAffiliatePaymentRequest = z.input<typeof voidAffiliatePaymentRequest>;

/** GET /api/user/affiliate/?tag=: one tag, or all the viewer may see when absent. */
export const affiliateReportQuery = z.object({
  tag: tagSchema.optional(),
});

export interface AffiliateUserDto {
  user_id: number;
  username: string;
}

/** One month of one tag: the retailer's figures, our own outbound clicks, and what follows from both. */
export interface AffiliateMonthDto {
  /** YYYY-MM */
  year_month: string;
  ordered_units: number;
  shipped_units: number;
  returned_units: number;
  /** Two decimals, in the tag's currency. */
  sales_amount: string;
  commission: string;
  /** Our own outbound clicks for the tag that month, from the events (0 for a tag the site's links do not carry). */
  clicks: number;
  /** The clicks the retailer counted, as its report gives them. */
  retailer_clicks: number;
  /** Which clicks the two rates below are per: ours when we have any, else the retailer's. */
  clicks_source: 'site' | 'retailer';
  /** Ordered units per click; null without clicks. */
  conversion: number | null;
  /** Commission per click, four decimals; null without clicks. */
  earnings_per_click: string | null;
}

export interface AffiliateTagReportDto {
  tag: string;
  program: AffiliateProgram;
  currency: AffiliateCurrency;
  /** The affiliate the tag belongs to; null for the site's own tags that no one holds. */
  owner: AffiliateUserDto | null;
  /** Newest month first. */
  months: AffiliateMonthDto[];
  /** The months added up (year_month is 'total'). */
  totals: AffiliateMonthDto;
  /** An import that touches this tag is being processed: its figures are about to change. */
  updating: boolean;
}

export interface AffiliatePaymentDto {
  id: number;
  user: AffiliateUserDto;
  ref: string;
  amount: string;
  currency: AffiliateCurrency;
  created_at: string;
  created_by: AffiliateUserDto | null;
  voided_at: string | null;
  voided_by: AffiliateUserDto | null;
  void_reason: string | null;
}

/** Per currency: commission earned on the tags shown, payments that count, and what is still owed. */
export interface AffiliateBalanceDto {
  currency: AffiliateCurrency;
  earned: string;
  paid: string;
  owed: string;
}

export interface AffiliateReportResponse {
  meta: Meta;
  /** Whether the viewer sees as an admin (any tag) or as an affiliate (their own). */
  scope: 'admin' | 'affiliate';
  /** The tag asked for, or null for all the viewer may see. */
  tag: string | null;
  /** The tags the viewer may choose from. */
  tags: string[];
  reports: AffiliateTagReportDto[];
  payments: AffiliatePaymentDto[];
  balances: AffiliateBalanceDto[];
  /** Some report shown is being updated by an import ("Reports Updating"). */
  updating: boolean;
}

/**
 * GET /api/user/affiliate/export.csv?tag=: the report's months as a file (text/csv, an attachment), one row per tag and
 * month under the header tag, year_month, clicks, retailer_clicks, ordered_units, shipped_units, returned_units,
 * sales_amount, commission, conversion, earnings_per_click, currency.
 */
export type AffiliateReportCsv = string;

/** GET /api/user/affiliate/refs/: every tag and who holds it (admins). */
export interface AffiliateRefDto {
  ref: string;
  program: AffiliateProgram;
  user: AffiliateUserDto & { email: string };
  assigned_at: string;
}

export interface AffiliateRefsResponse {
  meta: Meta;
  refs: AffiliateRefDto[];
}

export type AffiliateImportStatus = 'queued' | 'processing' | 'published' | 'complete' | 'failed';

export interface AffiliateImportDto {
  id: number;
  file_name: string;
  source: 'upload' | 'folder';
  program: AffiliateProgram | null;
  status: AffiliateImportStatus;
  /** Why a failed import failed, naming the line and column. */
  error: string | null;
  rows: number;
  tags: string[];
  period_from: string | null;
  period_to: string | null;
  uploaded_by: AffiliateUserDto | null;
  created_at: string;
  finished_at: string | null;
}

/** POST /api/user/affiliate/import/ (multipart: file, optional program) and GET /api/user/affiliate/imports/{page}. */
export interface AffiliateImportResponse {
  meta: Meta;
  import: AffiliateImportDto;
}

export interface AffiliateImportsPageResponse {
  meta: Meta;
  imports: AffiliateImportDto[];
  page: number;
  has_more: boolean;
}

export const AFFILIATE_IMPORTS_PAGE_SIZE = 20;

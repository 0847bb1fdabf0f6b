import { z } from 'zod';
import { scrollVariants, type ScrollVariant } from './scroll-variant';

/**
 * The tracking calls of spec section 7, one definition for the API that accepts them and the site that sends
 * them. Every body is validated here before anything is written; a failure is a 400 naming the field.
 */

/** A tracking session id: what the site keeps in its session_id cookie (also the random sort's seed). */
export const trackingSessionIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -');

/** A client's id for one call, so a call the browser retries is stored once (UUID or similar). */
export const clientBatchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'must be 8 to 64 letters, digits, _ or -');

const id = z.number().int('must be a whole number').positive('must be a positive id').max(2_147_483_647, 'is too large');
const optionalText = (max: number) => z.string().max(max, `must be at most ${max} characters`).optional();

/** The visitor id and scroll-variant cookies, kept apart so the site can read them without zod. */
export * from './scroll-variant';

export const scrollVariantSchema = z.enum(scrollVariants);

/** POST /api/user/sessionid: a visit starts. */
export const startSessionRequest = z.object({
  device: z.enum(['mobile', 'tablet', 'desktop', 'unknown']).default('unknown'),
  referrer: z.string().max(2048, 'must be at most 2048 characters').default(''),
  device_width: z.number().int().min(0).max(20_000).optional(),
  device_height: z.number().int().min(0).max(20_000).optional(),
  /** The id the site already uses for this visit (its random seed); the API makes one when absent. */
  session_id: trackingSessionIdSchema.optional(),
  /** Sent by the site for the spec's shape; the API takes the user from the login session, never from here. */
  user_id: z.union([z.number(), z.string(), z.null()]).optional(),
  /** The list variant the site shows this visitor (its cookie, or forced by ?scroll_variant=); the API names one when absent. */
  scroll_variant: scrollVariantSchema.optional(),
});
export type StartSessionRequest = z.input<typeof startSessionRequest>;

export interface StartSessionResponse {
  meta: { status: 'success' };
  session_id: string;
  user_id: number | null;
  session_type: 'first_time' | 'returning';
  /** The anonymous visitor id, also set in the user_id cookie (10 years). */
  visitor_id: string;
  /** The list variant recorded with this session. */
  scroll_variant: ScrollVariant;
}

/** Where a list impression or click happened, for the score jobs and the debug record. */
const placement = {
  sort: optionalText(64),
  page: z.number().int().min(0).max(10_000).optional(),
  position: z.number().int().min(0).max(10_000).optional(),
};

export const MAX_IMPRESSIONS_PER_CALL = 50;

export const listImpressionItem = z.object({ post_id: id, ...placement });

/** The tracking types of spec section 7. */
export const trackingTypes = [
  'impression',
  'impression-editorial',
  'impression-postpage',
  'impression-bottom-banner',
  'click',
  'click-editorial',
  'click-postpage',
  'click-bottom-banner',
] as const;
export type TrackingType = (typeof trackingTypes)[number];

const common = {
  session_id: trackingSessionIdSchema,
  batch_id: clientBatchIdSchema.optional(),
  /**
   * When the browser first tried to send the call (ms since the epoch). A retried call carries the same value, so
   * its events get the same time as well as the same ids and collapse into one in ClickHouse.
   */
  sent_at: z.number().int().positive().optional(),
};

/** POST /api/user/tracking. For the bottom banner, post_id is the banner's id (the spec's payload shape). */
export const trackingRequest = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('impression'),
    ...common,
    impressions: z
      .array(listImpressionItem)
      .min(1, 'must list at least one impression')
      .max(MAX_IMPRESSIONS_PER_CALL, `must list at most ${MAX_IMPRESSIONS_PER_CALL} impressions`),
  }),
  z.object({ type: z.literal('impression-editorial'), ...common, post_id: id }),
  z.object({ type: z.literal('impression-postpage'), ...common, post_id: id }),
  z.object({ type: z.literal('impression-bottom-banner'), ...common, post_id: id }),
  z.object({ type: z.literal('click'), ...common, post_id: id, ...placement }),
  z.object({ type: z.literal('click-editorial'), ...common, post_id: id }),
  z.object({ type: z.literal('click-postpage'), ...common, post_id: id }),
  z.object({ type: z.literal('click-bottom-banner'), ...common, post_id: id }),
]);
export type TrackingRequest = z.input<typeof trackingRequest>;

export interface TrackingResponse {
  meta: { status: 'success' };
  /** Events accepted from this call (0 for a call already accepted once). */
  accepted: number;
}

/** POST /api/user/native_ad/tracking/impression/: the offer is the one-time id the ad was handed out with. */
export const nativeAdImpressionRequest = z.object({
  ad_id: id,
  offer: z.string().min(1, 'is required').max(200, 'is not an offer'),
  session: trackingSessionIdSchema.optional(),
  sent_at: common.sent_at,
});
export type NativeAdImpressionRequest = z.input<typeof nativeAdImpressionRequest>;

/** POST /api/user/native_ad/tracking/click/: the same body as the ad's impression, with the offer it was seen under. */
export const nativeAdClickRequest = nativeAdImpressionRequest;
export type NativeAdClickRequest = NativeAdImpressionRequest;

export interface NativeAdTrackingResponse {
  meta: { status: 'success' };
  /** Whether this call counted for the advertiser (false: seen before, expired, no view before a click, or not billable). */
  counted: boolean;
}

/** GET /api/subtag query. */
export const subtagQuery = z.object({
  session: trackingSessionIdSchema,
  referrer: z.string().max(2048, 'must be at most 2048 characters').default(''),
  prev_url: z.string().max(2048, 'must be at most 2048 characters').default(''),
  current_url: z.string().max(2048, 'must be at most 2048 characters').default(''),
});

export interface SubtagResponse {
  meta: { status: 'success' };
  /** Attached to affiliate links (ascsubtag); letters, digits and -, at most 20 characters. */
  subtag: string;
}

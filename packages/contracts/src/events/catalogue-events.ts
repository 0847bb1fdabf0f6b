import { z } from 'zod';
import { factSchema, surfaceSchema } from './envelope';
import { boostPaidEvent, paymentRefundedEvent, paymentSucceededEvent } from './payment-events';
import { funnelStepEvent } from './funnel-events';
import {
  affiliateEarningsReportedEvent,
  affiliateImportPublishedEvent,
  affiliatePaymentRecordedEvent,
  affiliatePaymentVoidedEvent,
  affiliateRefAssignedEvent,
} from './affiliate-events';

const id = z.number().int().positive();

/** A post seen on a surface (list, editorial feature, post page, related items, search). */
export const postImpressionEvent = factSchema('post.impression', 1, z.object({
  post_id: id,
  surface: surfaceSchema,
  sort: z.string().max(64).nullable(),
  page: z.number().int().min(0).nullable(),
  position: z.number().int().min(0).nullable(),
}));

/** A post's outbound link followed. */
export const postClickEvent = factSchema('post.click', 1, postImpressionEvent.shape.payload);

/** The bottom banner seen or followed. */
export const bannerImpressionEvent = factSchema('banner.impression', 1, z.object({ banner_id: id, surface: z.literal('bottom-banner') }));

export const bannerClickEvent = factSchema('banner.click', 1, bannerImpressionEvent.shape.payload);

/**
 * A native ad seen or followed, counted on the server against the one-time offer it was handed out with. The
 * envelope's traffic says whether it is billable (`human`) or kept apart, and why.
 */
export const nativeAdImpressionEvent = factSchema('native_ad.impression', 1, z.object({
  ad_id: id,
  campaign_id: id.nullable(),
  offer_id: z.string().max(64),
  surface: z.literal('native-ad'),
}));

export const nativeAdClickEvent = factSchema('native_ad.click', 1, nativeAdImpressionEvent.shape.payload);

/** A visit began (first time or returning, spec section 4). */
export const sessionStartedEvent = factSchema('session.started', 1, z.object({
  session_type: z.enum(['first_time', 'returning']),
  referrer_host: z.string().max(255),
  device_width: z.number().int().min(0).nullable(),
  device_height: z.number().int().min(0).nullable(),
  /** The anonymous visitor id of the user_id cookie (absent in facts older than it). */
  visitor_id: z.string().regex(/^[0-9a-f]{32}$/).optional(),
  /** The list variant of the scroll A/B test shown in this session (absent in facts older than it). */
  scroll_variant: z.enum(['infinite', 'button']).optional(),
}));

/** A subtag given to a session for its affiliate links: earnings reports name it, this says where it came from. */
export const subtagIssuedEvent = factSchema('subtag.issued', 1, z.object({
  subtag: z.string().max(32),
  channel: z.string().max(32),
  referrer_host: z.string().max(255),
  prev_path: z.string().max(512),
  current_path: z.string().max(512),
}));

/** A contact-form message was stored (from the outbox). */
export const contactSubmittedEvent = factSchema('contact.submitted', 1, z.object({ contact_id: id, topic: z.string().max(120) }));

/** A post saved to a wishlist board (from the outbox); a move between boards is a removal and a save. */
export const wishlistSavedEvent = factSchema('wishlist.saved', 1, z.object({ post_id: id, board_id: id }));

/** A post taken off a wishlist board, also when its board is deleted (from the outbox). */
export const wishlistRemovedEvent = factSchema('wishlist.removed', 1, wishlistSavedEvent.shape.payload);

/**
 * A native ad saved by a user (from the outbox): the campaign dashboard's saves. `campaign_id` is the ad's campaign
 * when it was saved; `board_id` the board it went to, if any.
 */
export const nativeAdSavedEvent = factSchema('native_ad.saved', 1, z.object({ ad_id: id, campaign_id: id.nullable(), board_id: id.nullable() }));

/** A native ad a user had saved, unsaved (from the outbox). */
export const nativeAdUnsavedEvent = factSchema('native_ad.unsaved', 1, z.object({ ad_id: id, campaign_id: id.nullable() }));

/**
 * A logged-in user's stars for a post, a gift guide or a blog post, set for the first time (`previous_rating` null)
 * or changed (from the outbox). The target's id travels under its own name, so a post's ratings fill post_id.
 */
const ratingValue = z.number().int().min(0).max(5);
export const ratingSetEvent = factSchema('rating.set', 1, z.discriminatedUnion('target', [
  z.object({ target: z.literal('post'), post_id: id, rating: ratingValue, previous_rating: ratingValue.nullable() }),
  z.object({ target: z.literal('gift_guide'), category_id: id, rating: ratingValue, previous_rating: ratingValue.nullable() }),
  z.object({ target: z.literal('blog_post'), blog_post_id: id, rating: ratingValue, previous_rating: ratingValue.nullable() }),
]));

export const domainEvent = z.discriminatedUnion('type', [
  postImpressionEvent,
  postClickEvent,
  bannerImpressionEvent,
  bannerClickEvent,
  nativeAdImpressionEvent,
  nativeAdClickEvent,
  sessionStartedEvent,
  subtagIssuedEvent,
  contactSubmittedEvent,
  wishlistSavedEvent,
  wishlistRemovedEvent,
  nativeAdSavedEvent,
  nativeAdUnsavedEvent,
  ratingSetEvent,
  paymentSucceededEvent,
  paymentRefundedEvent,
  boostPaidEvent,
  funnelStepEvent,
  affiliateEarningsReportedEvent,
  affiliateImportPublishedEvent,
  affiliateRefAssignedEvent,
  affiliatePaymentRecordedEvent,
  affiliatePaymentVoidedEvent,
]);
export type DomainEvent = z.infer<typeof domainEvent>;
export type PostImpressionEvent = z.infer<typeof postImpressionEvent>;
export type PostClickEvent = z.infer<typeof postClickEvent>;
export type BannerImpressionEvent = z.infer<typeof bannerImpressionEvent>;
export type BannerClickEvent = z.infer<typeof bannerClickEvent>;
export type NativeAdImpressionEvent = z.infer<typeof nativeAdImpressionEvent>;
export type NativeAdClickEvent = z.infer<typeof nativeAdClickEvent>;
export type SessionStartedEvent = z.infer<typeof sessionStartedEvent>;
export type SubtagIssuedEvent = z.infer<typeof subtagIssuedEvent>;
export type ContactSubmittedEvent = z.infer<typeof contactSubmittedEvent>;
export type WishlistSavedEvent = z.infer<typeof wishlistSavedEvent>;
export type WishlistRemovedEvent = z.infer<typeof wishlistRemovedEvent>;
export type NativeAdSavedEvent = z.infer<typeof nativeAdSavedEvent>;
export type NativeAdUnsavedEvent = z.infer<typeof nativeAdUnsavedEvent>;
export type RatingSetEvent = z.infer<typeof ratingSetEvent>;

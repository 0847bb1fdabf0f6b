import type { Meta } from './api-envelope';

/**
 * The self-serve advertising calls (spec sections 2-9): the funnel (start, creative, crop, activate), payments
 * (Stripe PaymentIntents, PayPal Orders v2, receipts), the campaign dashboards and boosts. Amounts are integer cents;
 * times are ISO strings. Every answer is wrapped in the usual `{ meta, data }` envelope.
 */

/** Messages of spec sections 5 and 8, word for word: the server sends them and the site shows them. */
export const advertisingMessages = {
  uploadImage: 'Please upload an image',
  enterPrice: 'Please enter a price',
  provideLink: 'Please provide a link',
  acceptConditions: 'Please confirm you have read and agree to the terms and conditions',
  campaignNotCreated: 'Campaign could not be created.',
  couldNotActivate: 'Could not activate advertiser.',
  cardProblem: 'There was a problem processing your card.',
  paypalProblem: 'There was a problem processing your paypal payment.',
  fillEmail: 'Please fill out the email form',
  emailsDoNotMatch: 'The emails you typed do not match',
  enterBoostDate: 'Please enter a date for your post to be boosted',
  /** The creative's GIF and embed types need their own media (in the words of "Please upload an image"). */
  uploadGif: 'Please upload a GIF',
  pasteEmbed: 'Please paste embed code',
} as const;

/**
 * What a creative shows in its 300x250 box (spec section 3, upload_type): a cropped image, an animated GIF (re-encoded,
 * fitted inside 300x250 with all its frames) or a player's embed code (one sanitized iframe, 100% by 100%).
 */
export const CREATIVE_UPLOAD_TYPES = ['image', 'gif', 'embed'] as const;
export type CreativeUploadType = (typeof CREATIVE_UPLOAD_TYPES)[number];

/** The limits of a creative's GIF: its file, its frames and its canvas (each frame's width times height). */
export const CREATIVE_GIF_MAX_BYTES = 2 * 1024 * 1024;
export const CREATIVE_GIF_MAX_FRAMES = 300;
export const CREATIVE_GIF_MAX_CANVAS_PIXELS = 1_000_000;

/** The campaign fee of spec section 9: $249, or $186.75 with a discount token. */
export const CAMPAIGN_FEE_CENTS = 24_900;
export const DISCOUNTED_CAMPAIGN_FEE_CENTS = 18_675;

/** Creative statuses on the server (draft: written in the funnel, not yet paid). */
export type CreativeStatusDto = 'draft' | 'pending_approval' | 'running' | 'disapproved' | 'paused' | 'finished';

/** GET /api/user/start_funnel: a fresh temporary id for the unlogged part of the funnel (nothing is written yet). */
export interface StartFunnelDto {
  temp_id: string;
}

/**
 * The source image of the creative editor, as POST /api/user/creative/temporary/{temp_id} (multipart `image`) stores
 * it: re-encoded, without metadata, its size in pixels. The editor crops it with creative/crop_image.
 */
export interface SourceImageDto {
  source_image: string;
  width: number;
  height: number;
}

/** Where the editor's source images and the cropped creative images are served from (under /media/). */
export const CREATIVE_SOURCE_URL_PREFIX = '/media/creative-source/';
export const CREATIVE_IMAGE_URL_PREFIX = '/media/creative/';
/**
 * The name of every image the creative editor stores: `<funnel binding>-<random>.webp`, 22 URL-safe characters each
 * (the binding ties it to its funnel's temp id). Seeded ads' images have other names.
 */
export const FUNNEL_IMAGE_FILE_NAME = /^([A-Za-z0-9_-]{22})-[A-Za-z0-9_-]{22}\.webp$/;
/**
 * How long the editor's images are kept unless a creative shows them: a source image a day after its upload (a crop
 * is all a creative keeps), a crop a day after it was made when no creative took it or its creative changed image.
 */
export const FUNNEL_IMAGE_KEPT_MS = 24 * 60 * 60_000;

/** Where a creative's GIFs are served from: `<funnel binding>-<random>.gif`, bound to the funnel as the images are. */
export const CREATIVE_GIF_URL_PREFIX = '/media/creative-gif/';
export const FUNNEL_GIF_FILE_NAME = /^([A-Za-z0-9_-]{22})-[A-Za-z0-9_-]{22}\.gif$/;

/**
 * POST /api/user/creative/gif/{temp_id} (multipart `gif`): the animated GIF a creative of upload_type gif shows,
 * re-encoded (every frame kept, fitted inside 300x250, no metadata); send `gif` with the creative's save.
 */
export interface CreativeGifDto {
  gif: string;
  width: number;
  height: number;
  frames: number;
}

/**
 * POST /api/user/creative/crop_image/{temp_id} {source_image, crop_top, crop_bottom, crop_right, crop_left}: the
 * edges of the crop box in source pixels; the answer is the 300x250 image the creative will show.
 */
export interface CropImageDto {
  image: string;
  width: 300;
  height: 250;
}

/** What every view of a creative shows: the campaign it belongs to and the ad its advertiser wrote. */
export interface CreativeContentDto {
  id: number;
  campaign_id: number;
  title: string;
  content: string;
  price: number | null;
  link: string;
  /** The 300x250 crop (upload_type image); null for the other types. */
  image: string | null;
  upload_type: CreativeUploadType;
  /** The sanitized player (upload_type embed): one https iframe from an allowed provider, 100% by 100%. */
  embed: string | null;
  /** The animated GIF's address (upload_type gif). */
  gif: string | null;
  /** Made from the title on the first save, unique among creatives ("ember-lantern", "ember-lantern-2"). */
  slug: string | null;
}

/** A creative waiting for approval, as GET /api/user/creative/unapproved/all lists it for the approval page. */
export interface UnapprovedCreativeDto extends CreativeContentDto {
  created_at: string;
  advertiser: { user_id: number; username: string } | null;
}

/** GET /api/user/creative/unapproved/all (admins), oldest first. */
export interface UnapprovedCreativesResponse {
  meta: Meta;
  creatives: UnapprovedCreativeDto[];
}

/** A creative after a status change: its new status and, once approved, the native ad it runs as in lists. */
export interface CreativeStatusChangeDto {
  id: number;
  campaign_id: number;
  status: CreativeStatusDto;
  disapproval_reason: string | null;
  ad_id: number | null;
}

/**
 * POST /api/user/creative/{id}/approve|disapprove {reason}|pause|resume|finish. A move the creative's status does not
 * allow is a 409 whose meta.error says why.
 */
export interface CreativeStatusResponse {
  meta: Meta;
  creative: CreativeStatusChangeDto;
}

/** POST /api/user/ssnaleads {name, email, link, plan}: the pitch page's enquiry, stored; meta.message thanks for it. */
export interface LeadResponse {
  meta: Meta;
  lead: { id: number };
}

/** A creative as its advertiser (or staff) reads and edits it. */
export interface CreativeDto extends CreativeContentDto {
  status: CreativeStatusDto;
  disapproval_reason: string | null;
  created_at: string;
  updated_at: string;
  /**
   * The campaign's funnel id, under which its images are uploaded and cropped: sent by GET creative/{id} and
   * campaign/{id}/creative/newest to those who may write the campaign (its advertiser, or the funnel's visitor).
   */
  temp_id?: string;
}

/**
 * POST /api/user/creative (form: temp_id, campaign?, creative ('new' or an id), title, content, price, link,
 * upload_type ('image' by default), and image (a crop), gif (creative/gif) or embed (embed code) by its type):
 * saves a creative of the funnel's campaign (created on the first save) and answers with it.
 */
export interface SaveCreativeDto {
  creative: CreativeDto;
  campaign_id: number;
  temp_id: string;
}

/** POST /api/user/activate_advertiser {temp_id}: the funnel's campaign is now the signed-in user's. */
export interface ActivateAdvertiserDto {
  campaign_id: number;
}

/** Delivery figures of a campaign or of one breakdown row. */
export interface CampaignFigures {
  impressions: number;
  clicks: number;
  /** Clicks per impression, percent. */
  ctr: number;
  saves: number;
  /** What a typical native ad would have earned from the same impressions. */
  expected_clicks: number;
  expected_saves: number;
  /** clicks / expected_clicks and saves / expected_saves, percent (100 = as expected); 0 without impressions. */
  click_performance: number;
  save_performance: number;
  /** The mean of the two, percent. */
  performance: number;
}

/** One campaign on the advertiser's dashboard (GET /api/user/my-campaigns) or staff's (all-campaigns). */
export interface CampaignSummaryDto extends CampaignFigures {
  id: number;
  /** The status of its newest creative. */
  status: CreativeStatusDto;
  title: string;
  image: string | null;
  link: string;
  fee_cents: number | null;
  paid_at: string | null;
  created_at: string;
  advertiser: { user_id: number; username: string } | null;
  creatives: CreativeDto[];
}

/** GET /api/user/all-campaigns?page=N (staff), 20 a page, newest first. */
export interface CampaignPageDto {
  campaigns: CampaignSummaryDto[];
  page: number;
  pages: number;
  total: number;
}

/** At most this many advertisers fill the all-campaigns page's advertiser filter (those with the most campaigns). */
export const CAMPAIGN_ADVERTISERS_MAX = 500;

/** GET /api/user/campaign-advertisers (admins): an account that owns campaigns, for the advertiser filter. */
export interface CampaignAdvertiserDto {
  user_id: number;
  username: string;
  campaigns: number;
}

/** GET /api/user/campaign/{id}/report?by=day|creative[&from&to] (add format=csv for a CSV file of the same rows). */
export interface CampaignReportRow extends CampaignFigures {
  /** 'YYYY-MM-DD' for by=day; the creative id for by=creative. */
  key: string;
  /** The day, or the creative's title. */
  label: string;
}
export interface CampaignReportDto {
  campaign_id: number;
  by: 'day' | 'creative';
  from: string;
  to: string;
  rows: CampaignReportRow[];
  totals: CampaignFigures;
}

/**
 * GET /api/user/campaign/{id}/checkout[?discount_token=]: what the payment page needs. fee_cents is 24900, or 18675
 * with a valid discount token.
 */
export interface CheckoutDto {
  campaign_id: number;
  fee_cents: number;
  discount_applied: boolean;
  /** 'unpaid', 'pending' (a payment is being confirmed) or 'paid'. */
  payment_status: 'unpaid' | 'pending' | 'paid';
  stripe: { publishable_key: string; js_url: string } | null;
  paypal: boolean;
}

/** GET /api/user/campaign/discount_token/{token}: a dropoff's discount token and the fee it gives. */
export interface DiscountTokenDto {
  valid: true;
  fee_cents: number;
}

/**
 * POST /api/user/campaign/{id}/payment_intent {terms, discount_token?}: a Stripe PaymentIntent for the fee; the page
 * confirms it with the Payment Element, then calls campaign/{id}/activate/ {stripe_ref, discount_token}.
 */
export interface PaymentIntentDto {
  payment_intent_id: string;
  client_secret: string;
  amount_cents: number;
}

/** campaign/{id}/activate/, activate_paypal/ and boost/{slug} answers: paid, or still being confirmed by the provider. */
export interface PaymentResultDto {
  status: 'paid' | 'pending';
  payment_id: number | null;
}

/** POST /api/user/campaign/{id}/create_paypal/ {terms, discount_token?}: a PayPal order to approve at approve_url. */
export interface PaypalOrderDto {
  order_id: string;
  approve_url: string;
}

/** GET /api/user/payments (the signed-in user's payments and refunds, newest first) and /api/user/payments/{id}. */
export interface ReceiptDto {
  id: number;
  /** 'EH-000123'. */
  number: string;
  kind: 'charge' | 'refund';
  status: 'pending' | 'succeeded' | 'failed';
  provider: 'stripe' | 'paypal';
  provider_ref: string;
  amount_cents: number;
  currency: string;
  description: string;
  created_at: string;
  campaign_id: number | null;
  boost: { post_slug: string; date: string } | null;
  refund_of: number | null;
}

/**
 * GET /api/boost/{slug}?token=: the boost page of a post: its price for each date rule, and the dates that cannot
 * be chosen (booked or blocked; today, tomorrow and yesterday are refused as well).
 */
export interface BoostOfferDto {
  post: { id: number; slug: string; title: string; image: string | null };
  /** Price in cents of the given 'YYYY-MM-DD' under this token (see boostPriceCents). */
  default_price_cents: number;
  unavailable_dates: string[];
  stripe: { publishable_key: string; js_url: string } | null;
}

/** POST /api/user/boost/{slug}/payment_intent {date, email, email_confirm, param_token}: holds the date while paying. */
export interface BoostIntentDto extends PaymentIntentDto {
  boost_id: number;
  date: string;
}

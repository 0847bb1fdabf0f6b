import type { Meta } from './api-envelope';

/**
 * The editorial setup (/promo-setup/, spec sections 2, 5 and 6): admins who also know the editorial password set up the
 * feature gift lists show at position 5 and related lists at position 4 (section 9).
 */

/** The editorial password of the embedded mode when EDITORIAL_PASSWORD is unset (the full mode then stays locked). */
export const EDITORIAL_DEMO_PASSWORD = 'emberhold-editorial';
/** How long an unlocked login session may use the setup. */
export const EDITORIAL_UNLOCK_MINUTES = 30;
/** Wrong passwords a user may type within EDITORIAL_LOCKOUT_MINUTES before every try is refused for a while. */
export const EDITORIAL_MAX_WRONG_TRIES = 5;
export const EDITORIAL_LOCKOUT_MINUTES = 15;

/** Where the setup's own uploads are stored; a feature's image must be one of them. */
export const EDITORIAL_IMAGE_URL_PREFIX = '/media/editorial/';
/** The card's image (spec section 9: the cropper's bounds). */
export const EDITORIAL_IMAGE_WIDTH = 300;
export const EDITORIAL_IMAGE_HEIGHT = 250;

/** The setup's words, shared by the server and the page. */
export const editorialSetupMessages = {
  link: 'Please provide a link.',
  title: 'Please provide a title.',
  description: 'Please provide a description.',
  price: 'Please provide a price.',
  brandName: 'Please provide a brand name.',
  image: 'Please provide an image.',
  badLink: 'Please provide a link that starts with http:// or https://.',
  badPrice: 'Please provide a price in dollars, such as 24.99.',
  badDate: 'Please provide a date and time, such as 2026-12-01 09:00.',
  endBeforeStart: 'The end must be after the start.',
  badGiveaway: 'Giveaway data must be a JSON object, such as {"giveaway_id": 3}.',
  wrongPassword: 'That is not the editorial password.',
  locked: 'The editorial setup is locked. Please enter the editorial password.',
  notConfigured: 'The editorial setup is locked: no editorial password is set on this server.',
  featureNotFound: 'This feature could not be found.',
} as const;

/** The code of the 403 every setup call but unlock answers while the login session is not unlocked. */
export const EDITORIAL_LOCKED_CODE = 'EDITORIAL_LOCKED';

/** Current: shown now (active, started, not ended); scheduled: starts later; ended: ended or ended early. */
export type EditorialFeatureStatus = 'current' | 'scheduled' | 'ended';

export interface EditorialFeatureDto {
  id: number;
  status: EditorialFeatureStatus;
  /** The lists that show this feature now: of the current ones, each list shows the latest started that is meant for it. */
  shown_on: Array<'gifts' | 'related'>;
  /** The (unlisted) post the card shows, its page and its debug figures. */
  post_id: number | null;
  post_slug: string | null;
  link: string;
  title: string;
  description: string;
  /** Dollars, exact ("24.99"). */
  price: string | null;
  brand_name: string;
  image: string | null;
  utm_campaign: string | null;
  giveaway_data: Record<string, unknown> | null;
  display_gifts: boolean;
  display_related: boolean;
  starts_at: string | null;
  ends_at: string | null;
  created_at: string;
}

/** GET /api/user/editorial-setup: every feature, newest first. */
export interface EditorialFeaturesResponse {
  meta: Meta;
  features: EditorialFeatureDto[];
}

/** POST /api/user/editorial-setup and POST /api/user/editorial-setup/{id}/end. */
export interface EditorialFeatureResponse {
  meta: Meta;
  feature: EditorialFeatureDto;
}

/** POST /api/user/editorial-setup (spec section 7: editorial-setup): a new feature, or a change of `id`. */
export interface EditorialFeatureBody {
  id?: number;
  link: string;
  title: string;
  description: string;
  price: string | number;
  brand_name: string;
  image: string;
  utm_campaign?: string | null;
  giveaway_data?: Record<string, unknown> | null;
  display_gifts?: boolean;
  display_related?: boolean;
  /** ISO 8601; none: from now. */
  starts_at?: string | null;
  /** ISO 8601; none: until ended. */
  ends_at?: string | null;
}

/** POST /api/user/editorial-setup/unlock {password}. */
export interface EditorialUnlockResponse {
  meta: Meta;
  unlocked_until: string;
}

/** POST /api/user/editorial-setup/image (multipart `image`, with crop_x, crop_y, crop_width, crop_height). */
export interface EditorialImageResponse {
  meta: Meta;
  src: string;
  width: number;
  height: number;
}

import type { DataResponse } from './api-envelope';

/**
 * Unlisted content (spec sections 2, 5, 7 and 9): staff pages for a campaign, reachable at /{slug}/ only, never
 * listed. GET /api/user/unlisted-content/{id|new}, GET /api/user/unlisted-content/ (the list), POST
 * /api/user/unlisted-content/create, POST /api/user/unlisted-content/image (multipart) and POST
 * /api/user/unlisted-content/embed-preview. Admins only.
 */

/** The image of an unlisted page (spec section 9: the cropper's bounds for unlisted content are 640x534). */
export const UNLISTED_IMAGE_WIDTH = 640;
export const UNLISTED_IMAGE_HEIGHT = 534;

export const UNLISTED_TITLE_MAX = 120;
export const UNLISTED_CONTENT_MAX = 5000;

/** The form's sentences (spec section 5, with the creative's words for the price and the link), word for word. */
export const unlistedContentMessages = {
  imageOrEmbed: 'Please upload an image or paste embed code.',
  enterPrice: 'Please enter a price',
  provideLink: 'Please provide a link',
  provideTitle: 'Please provide a title.',
  imageTooSmall: `Please upload an image of at least ${UNLISTED_IMAGE_WIDTH} × ${UNLISTED_IMAGE_HEIGHT} pixels.`,
} as const;

export type UnlistedUploadType = 'image' | 'embed';

export interface UnlistedCampaignDto {
  id: number;
  /** The campaign's newest creative title; null when it has none. */
  name: string | null;
}

/** One unlisted page as its editor shows it; `id` null (and slug, path, url null) for a new draft. */
export interface UnlistedContentDto {
  id: number | null;
  title: string;
  slug: string | null;
  content: string;
  price: number | null;
  link: string;
  image: string | null;
  /** Sanitized embed code (one provider's iframe, 100% by 100%). */
  embed: string | null;
  upload_type: UnlistedUploadType;
  campaign: UnlistedCampaignDto | null;
  /** The public page: its path (/{slug}/) and its absolute address. */
  path: string | null;
  url: string | null;
  updated_at: string | null;
}

/** A line of the editor's list of unlisted pages (newest first). */
export interface UnlistedContentSummaryDto {
  id: number;
  title: string;
  slug: string;
  path: string;
  upload_type: UnlistedUploadType;
  campaign: UnlistedCampaignDto | null;
  updated_at: string;
}

/** POST /api/user/unlisted-content/create: a new page (no id) or a change of one. */
export interface SaveUnlistedContentBody {
  id?: number | string;
  title: string;
  content?: string;
  price: string | number;
  link: string;
  campaign?: number | string | null;
  upload_type: UnlistedUploadType;
  image?: string | null;
  embed?: string | null;
}

/** POST /api/user/unlisted-content/image: the cropped image, stored re-encoded at exactly 640x534. */
export interface UnlistedImageDto {
  src: string;
  width: number;
  height: number;
}

/** POST /api/user/unlisted-content/embed-preview {embed}: the embed code as the page would show it. */
export interface EmbedPreviewDto {
  html: string;
}

export type UnlistedContentResponse = DataResponse<UnlistedContentDto>;
export type UnlistedContentListResponse = DataResponse<UnlistedContentSummaryDto[]>;
export type UnlistedImageResponse = DataResponse<UnlistedImageDto>;
export type EmbedPreviewResponse = DataResponse<EmbedPreviewDto>;

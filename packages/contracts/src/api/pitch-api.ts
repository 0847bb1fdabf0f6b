import type { Meta } from './api-envelope';

/**
 * The pitch queue (/admin/pitchpost/, admins): staff pitches (POST /api/user/pitchpost) and users' submissions in one
 * queue, each published into a post or rejected with a reason.
 */
export const PITCH_MESSAGES = {
  /** Spec section 5, word for word. */
  titleMissing: 'Please provide a valid title.',
  /** Spec section 5, word for word; not asked of the admins in PITCH_EXEMPT_ADMINS. */
  productLinkMissing: 'Please provide a product link.',
  reasonMissing: 'Please give a reason.',
  linkInvalid: 'Please provide a valid link (an http or https address).',
  priorityInvalid: 'The priority must be a whole number from 0 to 10.',
  imageInvalid: 'Each image must be an http(s) address or a /media/ path.',
  contentMissing: 'Please write the post’s text.',
  priceInvalid: 'Please enter a price (digits and a dot, such as 24.99).',
  slugInvalid: 'The slug may hold only lowercase letters, digits and dashes.',
  slugTaken: 'That slug is already used by another post. Please choose another one.',
  slugReserved: 'That slug is a page of the site. Please choose another one.',
  guideUnknown: 'Please choose gift guides from the list.',
  imageNotStored: 'Please upload the post’s images here (they must be stored on the site).',
  imagesMissing: 'Please upload at least one image.',
  alreadyDecided: 'This pitch has already been decided.',
  notFound: 'This pitch could not be found.',
  imageUpload: 'Please choose an image to upload.',
} as const;

export const PITCH_STATUSES = ['pending', 'published', 'rejected'] as const;
export type PitchStatus = (typeof PITCH_STATUSES)[number];
export const PITCH_SORTS = ['priority', 'newest', 'oldest'] as const;
export type PitchSort = (typeof PITCH_SORTS)[number];
export type PitchSource = 'staff' | 'user';

export const PITCH_PRIORITY_MAX = 10;
export const PITCH_TITLE_MAX = 200;
export const PITCH_COMMENTS_MAX = 5_000;
export const PITCH_REASON_MAX = 1_000;
export const PITCH_IMAGES_MAX = 10;
export const PITCH_QUEUE_PAGE_SIZE = 20;
/** Where images uploaded for a pitched post are stored. */
export const PITCH_IMAGE_URL_PREFIX = '/media/pitch/';

/** POST /api/user/pitchpost (spec section 7). */
export interface PitchPostBody {
  title: string;
  comments?: string;
  link?: string;
  priority?: number | string;
  images?: string[];
  product_link?: string;
  video_url?: string;
}

/** POST /api/user/pitchpost/{id}/publish. */
export interface PublishPitchBody {
  title: string;
  slug?: string;
  content: string;
  price?: string;
  /** Stored media srcs (POST /api/user/pitchpost/image), the first is the post's image. */
  images: string[];
  /** Gift guide slugs. */
  categories: string[];
  /** The plain affiliate link; regional rules apply when it is served. */
  link: string;
  /** A mature gift (adult gag gift): lists leave it out unless the visitor shows mature gifts (default false). */
  nsfw?: boolean;
}

export interface PitchPersonDto {
  user_id: number;
  username: string;
  email: string;
}

export interface PitchDto {
  id: number;
  source: PitchSource;
  status: PitchStatus;
  title: string;
  comments: string;
  link: string | null;
  product_link: string | null;
  video_url: string | null;
  priority: number;
  images: string[];
  /** Decimal as text ("24.99"), or null. */
  price: string | null;
  created_at: string;
  /** Who pitched or submitted it (null when the account is gone). */
  sent_by: PitchPersonDto | null;
  decided_by: PitchPersonDto | null;
  decided_at: string | null;
  reject_reason: string | null;
  /** The published post. */
  post: { id: number; slug: string; title: string } | null;
}

export interface PitchResponse {
  meta: Meta;
  pitch: PitchDto;
}

/** POST /api/user/pitchpost/{id}/publish: the pitch, now published, and the post it became. */
export interface PublishPitchResponse {
  meta: Meta;
  pitch: PitchDto;
  post: { id: number; slug: string; title: string };
}

export interface PitchQueueResponse {
  meta: Meta;
  pitches: PitchDto[];
  page: number;
  page_size: number;
  /** Pitches in this status. */
  total: number;
  counts: Record<PitchStatus, number>;
}

export interface PitchImageDto {
  src: string;
  width: number;
  height: number;
}

export interface PitchImageResponse {
  meta: Meta;
  data: PitchImageDto;
}

/** GET /api/user/pitchpost/guides (admins): the gift guides a published pitch may be filed under. */
export interface PitchGuidesResponse {
  meta: Meta;
  guides: Array<{ slug: string; name: string; parent_slug: string | null }>;
}

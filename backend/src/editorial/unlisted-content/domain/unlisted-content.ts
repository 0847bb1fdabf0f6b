import { parseSiteRoute, UNLISTED_IMAGE_HEIGHT, UNLISTED_IMAGE_WIDTH, ValidationFailedError } from '@emberhold/contracts';
import { AMAZON_REGIONS } from '../../../catalogue/catalogue.public';

/** The fixed tag an unlisted page's Amazon links carry (spec section 5, as for creatives): the catalogue's US tag. */
export const UNLISTED_AFFILIATE_TAG = AMAZON_REGIONS.us.tag;

/** The largest price posts.price (decimal(10,2)) holds. */
export const PRICE_MAX = 99_999_999.99;
export const LINK_MAX = 2000;
/** A slug longer than this is cut (at a dash where it can be): addresses stay readable. */
export const SLUG_MAX = 80;

export const PRICE_TOO_HIGH = 'Please enter a price of at most 99999999.99';
export const LINK_INVALID = 'Please provide a link to a web page (http or https)';
export const CAMPAIGN_UNKNOWN = 'There is no campaign with this id.';
export const NOT_FOUND_MESSAGE = 'This unlisted page could not be found.';
export const IMAGE_NOT_OURS = 'This image was not uploaded for unlisted content. Please upload an image.';
export const UPLOAD_TYPE_INVALID = "Please choose 'image' or 'embed'.";

/** Uploaded unlisted images: `/media/unlisted/<random>.webp`, written by UnlistedImages. */
export const UNLISTED_MEDIA_PREFIX = '/media/unlisted/';
export const UNLISTED_IMAGE_SRC = /^\/media\/unlisted\/[A-Za-z0-9_-]{16,64}\.webp$/;

/** The image upload's limits (the same as the creative editor's sources). */
export const SOURCE_MAX_BYTES = 8 * 1024 * 1024;
export const SOURCE_MAX_INPUT_PIXELS = 40_000_000;
export const SOURCE_TOO_LARGE = `Your image is too large. Please choose one under ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`;
export const SOURCE_WRONG_TYPE = 'Please upload a JPEG, PNG, WebP or GIF image.';
export const SOURCE_UNREADABLE = 'This image could not be read. Please choose another one.';
/** How far a crop box may be from 640:534 (as a fraction of the ratio), for the rounding of the browser's cropper. */
export const ASPECT_TOLERANCE = 0.01;
export const CROP_OUTSIDE = 'The crop box must lie inside the image.';
export const CROP_TOO_SMALL = `The crop box must be at least ${UNLISTED_IMAGE_WIDTH} × ${UNLISTED_IMAGE_HEIGHT} pixels.`;
export const CROP_WRONG_ASPECT = `The crop box must have the shape of the page's image (${UNLISTED_IMAGE_WIDTH} × ${UNLISTED_IMAGE_HEIGHT}).`;

/** A price as staff type it (spec section 5: the price keeps only digits and dots): '$1,299.50' is 1299.50; null when nothing price-like is left. */
export function cleanPrice(raw: string): number | null {
  const kept = raw.replace(/[^0-9.]/g, '');
  if (!/^(\d+\.?\d*|\.\d+)$/.test(kept)) return null;
  return Math.round(Number(kept) * 100) / 100;
}

/** http:// in front of a link without a scheme (spec section 5). */
export function withScheme(link: string): string {
  const trimmed = link.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed)) return trimmed;
  return `http://${trimmed}`;
}

const AMAZON_HOST = /^(?:[a-z0-9-]+\.)*amazon\.(?:[a-z]{2,3}|com?\.[a-z]{2})$/i;

/** Every Amazon affiliate tag value (`tag=`) replaced by ours; the rest of the link keeps its exact text. */
export function withOurAffiliateTag(link: string): string {
  const match = /^(https?:\/\/[^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/i.exec(link);
  if (match === null || match[3] === undefined) return link;
  let host: string;
  try {
    host = new URL(link).hostname;
  } catch {
    return link;
  }
  if (!AMAZON_HOST.test(host)) return link;
  const query = match[3].replace(/([?&])tag=[^&]*/gi, `$1tag=${UNLISTED_AFFILIATE_TAG}`);
  return `${match[1]}${match[2]}${query}${match[4] ?? ''}`;
}

/** A link as staff type it: http:// in front without a scheme, our affiliate tag in Amazon links (spec section 5). */
export const cleanLink = (raw: string): string => withOurAffiliateTag(withScheme(raw));

/**
 * The slug a title gives (spec section 5: derived from the title): lowercase letters and digits joined by single
 * dashes, accents folded (é is e), at most SLUG_MAX characters; 'unlisted' when nothing is left (a title of emoji).
 */
export function slugFromTitle(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = base.length <= SLUG_MAX ? base : base.slice(0, SLUG_MAX);
  if (base.length > SLUG_MAX) {
    const dash = slug.lastIndexOf('-');
    if (dash > SLUG_MAX / 2) slug = slug.slice(0, dash);
  }
  return slug.replace(/-+$/, '') || 'unlisted';
}

/** Whether /{slug}/ is a post's address, not one of the site's own pages (/search/, /admin/, /about/ ...). */
export function isPostAddress(slug: string): boolean {
  const route = parseSiteRoute(`/${slug}/`);
  return route.kind === 'post' && route.slug === slug && route.boost === undefined;
}

/**
 * The first free slug for `base` (spec: unique among all posts): `base`, then `base-2`, `base-3` ... skipping those
 * `taken` holds and those that are one of the site's own addresses.
 */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  for (let n = 1; ; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!taken.has(candidate) && isPostAddress(candidate)) return candidate;
  }
}

/** The edges of a crop box, in pixels of the uploaded image (after its orientation is applied). */
export interface CropBox {
  crop_top: number;
  crop_bottom: number;
  crop_right: number;
  crop_left: number;
}

export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The largest 640:534 box in the middle of an image (an upload sent without a crop box). */
export function centredBox(size: { width: number; height: number }): CropBox {
  const width = Math.min(size.width, Math.floor((size.height * UNLISTED_IMAGE_WIDTH) / UNLISTED_IMAGE_HEIGHT));
  const height = Math.min(size.height, Math.round((width * UNLISTED_IMAGE_HEIGHT) / UNLISTED_IMAGE_WIDTH));
  const left = Math.floor((size.width - width) / 2);
  const top = Math.floor((size.height - height) / 2);
  return { crop_left: left, crop_top: top, crop_right: left + width, crop_bottom: top + height };
}

/**
 * The region to cut from an image of `size`: edges rounded to whole pixels, inside the image, at least 640x534 and of
 * its shape within ASPECT_TOLERANCE; otherwise a 400 naming the edge.
 */
export function cropRegion(body: CropBox, size: { width: number; height: number }): CropRegion {
  const top = Math.round(body.crop_top);
  const bottom = Math.round(body.crop_bottom);
  const left = Math.round(body.crop_left);
  const right = Math.round(body.crop_right);
  const refuse = (message: string, field: string) => new ValidationFailedError(message, [{ field, message }]);
  if (left < 0) throw refuse(CROP_OUTSIDE, 'crop_left');
  if (top < 0) throw refuse(CROP_OUTSIDE, 'crop_top');
  if (right > size.width) throw refuse(CROP_OUTSIDE, 'crop_right');
  if (bottom > size.height) throw refuse(CROP_OUTSIDE, 'crop_bottom');
  const width = right - left;
  const height = bottom - top;
  if (width < UNLISTED_IMAGE_WIDTH || height < UNLISTED_IMAGE_HEIGHT) throw refuse(CROP_TOO_SMALL, width < UNLISTED_IMAGE_WIDTH ? 'crop_right' : 'crop_bottom');
  const target = UNLISTED_IMAGE_WIDTH / UNLISTED_IMAGE_HEIGHT;
  if (Math.abs(width / height - target) > target * ASPECT_TOLERANCE) throw refuse(CROP_WRONG_ASPECT, 'crop_right');
  return { left, top, width, height };
}

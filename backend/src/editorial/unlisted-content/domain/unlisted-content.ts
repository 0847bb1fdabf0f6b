import { UNLISTED_IMAGE_HEIGHT, UNLISTED_IMAGE_WIDTH } from '@emberhold/contracts';
import { AMAZON_REGIONS } from '../../../catalogue/catalogue.public';
import { centredBox as centredImageBox, type CropBox, cropRegion as cropImageRegion, type CropRegion } from '../../../common/images/stored-image';
import { cleanShopLink } from '../../../common/links/shop-links';
import { firstFreeSlug as firstFree, isPostAddress, titleSlug } from '../../../common/links/slugs';

/** The price and link rules are the creatives' (spec section 5). */
export { cleanPrice, LINK_INVALID, LINK_MAX, priceField } from '../../../common/links/shop-links';

/** The fixed tag an unlisted page's Amazon links carry (spec section 5, as for creatives): the catalogue's US tag. */
export const UNLISTED_AFFILIATE_TAG = AMAZON_REGIONS.us.tag;

/** A slug longer than this is cut (at a dash where it can be): addresses stay readable. */
export const SLUG_MAX = 80;

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

/** A link as staff type it: http:// in front without a scheme, our affiliate tag in Amazon links (spec section 5). */
export const cleanLink = (raw: string): string => cleanShopLink(raw, UNLISTED_AFFILIATE_TAG);

/**
 * The slug a title gives (spec section 5: derived from the title): lowercase letters and digits joined by single
 * dashes, accents folded (é is e), at most SLUG_MAX characters; 'unlisted' when nothing is left (a title of emoji).
 */
export const slugFromTitle = (title: string): string => titleSlug(title, SLUG_MAX, 'unlisted');

/**
 * The first free slug for `base` (spec: unique among all posts): `base`, then `base-2`, `base-3` ... skipping those
 * `taken` holds and those that are one of the site's own addresses.
 */
export const firstFreeSlug = (base: string, taken: ReadonlySet<string>): string => firstFree(base, taken, isPostAddress);

export type { CropBox, CropRegion };

export const UNLISTED_IMAGE_SIZE = { width: UNLISTED_IMAGE_WIDTH, height: UNLISTED_IMAGE_HEIGHT };
const CROP_RULES = { ...UNLISTED_IMAGE_SIZE, aspectTolerance: ASPECT_TOLERANCE, outside: CROP_OUTSIDE, tooSmall: CROP_TOO_SMALL, wrongAspect: CROP_WRONG_ASPECT };

/** The largest 640:534 box in the middle of an image (an upload sent without a crop box). */
export const centredBox = (size: { width: number; height: number }): CropBox => centredImageBox(size, UNLISTED_IMAGE_SIZE);

/**
 * The region to cut from an image of `size`: edges rounded to whole pixels, inside the image, at least 640x534 and of
 * its shape within ASPECT_TOLERANCE; otherwise a 400 naming the edge.
 */
export const cropRegion = (body: CropBox, size: { width: number; height: number }): CropRegion => cropImageRegion(body, size, CROP_RULES);

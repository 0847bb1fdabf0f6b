import { type CropBox, cropRegion as cropImageRegion, type CropRegion } from '../../common/images/stored-image';

/** The creative's image in lists (spec section 9: cropper bounds 300x250). */
export const CREATIVE_WIDTH = 300;
export const CREATIVE_HEIGHT = 250;
/** The largest source file accepted. */
export const SOURCE_MAX_BYTES = 8 * 1024 * 1024;
/** Larger canvases are refused before they are decoded in full (a small file can claim a huge canvas). */
export const SOURCE_MAX_INPUT_PIXELS = 40_000_000;
/** Sources are kept at most this wide and high (scaled down, never up): plenty to crop a 300x250 image from. */
export const SOURCE_MAX_SIDE = 2400;
/** How far a crop box may be from 6:5 (as a fraction of the ratio), for the rounding of the browser's cropper. */
export const ASPECT_TOLERANCE = 0.01;

export const SOURCE_TOO_LARGE = `Your image is too large. Please choose one under ${SOURCE_MAX_BYTES / 1024 / 1024} MB.`;
export const SOURCE_WRONG_TYPE = 'Please upload a JPEG, PNG, WebP or GIF image.';
export const SOURCE_TOO_SMALL = `Please upload an image of at least ${CREATIVE_WIDTH} × ${CREATIVE_HEIGHT} pixels.`;
export const SOURCE_UNREADABLE = 'This image could not be read. Please choose another one.';
export const IMAGE_NOT_FROM_FUNNEL = 'This image was not uploaded for this creative. Please upload an image.';
export const CROP_OUTSIDE = 'The crop box must lie inside the image.';
export const CROP_TOO_SMALL = `The crop box must be at least ${CREATIVE_WIDTH} × ${CREATIVE_HEIGHT} pixels.`;
export const CROP_WRONG_ASPECT = `The crop box must have the 6:5 shape of the ad (${CREATIVE_WIDTH} × ${CREATIVE_HEIGHT}).`;

export type { CropBox, CropRegion };

const CROP_RULES = { width: CREATIVE_WIDTH, height: CREATIVE_HEIGHT, aspectTolerance: ASPECT_TOLERANCE, outside: CROP_OUTSIDE, tooSmall: CROP_TOO_SMALL, wrongAspect: CROP_WRONG_ASPECT };

/**
 * The region to cut from a source of `size` (its box in pixels of the source as stored, SourceImageDto's size): the
 * edges rounded to whole pixels, the box inside the image, at least 300x250 and 6:5 within ASPECT_TOLERANCE; otherwise
 * a 400 naming the edge or the box.
 */
export const cropRegion = (body: CropBox, size: { width: number; height: number }): CropRegion => cropImageRegion(body, size, CROP_RULES);

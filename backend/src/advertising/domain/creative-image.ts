import { ValidationFailedError } from '@emberhold/contracts';

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

/** The edges of a crop box, in pixels of the source image as it was stored (SourceImageDto's size). */
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

/**
 * The region to cut from a source of `size`: the edges rounded to whole pixels, the box inside the image, at least
 * 300x250 and 6:5 within ASPECT_TOLERANCE; otherwise a 400 naming the edge or the box.
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
  if (width < CREATIVE_WIDTH || height < CREATIVE_HEIGHT) throw refuse(CROP_TOO_SMALL, width < CREATIVE_WIDTH ? 'crop_right' : 'crop_bottom');
  const ratio = width / height;
  const target = CREATIVE_WIDTH / CREATIVE_HEIGHT;
  if (Math.abs(ratio - target) > target * ASPECT_TOLERANCE) throw refuse(CROP_WRONG_ASPECT, 'crop_right');
  return { left, top, width, height };
}

import { randomBytes } from 'node:crypto';
import { ValidationFailedError } from '@emberhold/contracts';
import type { Sharp } from 'sharp';
import type { MediaFiles } from './media-files';
import { reencodeUntrustedImage, type UntrustedImageRules } from './untrusted-image';

/** The edges of a crop box, in pixels of the image (after its EXIF orientation, as browsers show it). */
export interface CropBox {
  crop_top: number;
  crop_bottom: number;
  crop_right: number;
  crop_left: number;
}

/** A region to cut (sharp's `extract`). */
export interface CropRegion {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The size an image is cut to, and the refusals of a crop box, in the words of the form that sent it. */
export interface CropRules {
  width: number;
  height: number;
  /** How far a box may be from width:height (as a fraction of the ratio), for the rounding of the browser's cropper. */
  aspectTolerance: number;
  outside: string;
  tooSmall: string;
  wrongAspect: string;
}

/**
 * The region to cut from an image of `size`: the edges rounded to whole pixels, the box inside the image, at least
 * rules.width x rules.height and of that shape within rules.aspectTolerance; otherwise a 400 naming the edge.
 */
export function cropRegion(body: CropBox, size: { width: number; height: number }, rules: CropRules): CropRegion {
  const top = Math.round(body.crop_top);
  const bottom = Math.round(body.crop_bottom);
  const left = Math.round(body.crop_left);
  const right = Math.round(body.crop_right);
  const refuse = (message: string, field: string) => new ValidationFailedError(message, [{ field, message }]);
  if (left < 0) throw refuse(rules.outside, 'crop_left');
  if (top < 0) throw refuse(rules.outside, 'crop_top');
  if (right > size.width) throw refuse(rules.outside, 'crop_right');
  if (bottom > size.height) throw refuse(rules.outside, 'crop_bottom');
  const width = right - left;
  const height = bottom - top;
  if (width < rules.width || height < rules.height) throw refuse(rules.tooSmall, width < rules.width ? 'crop_right' : 'crop_bottom');
  const target = rules.width / rules.height;
  if (Math.abs(width / height - target) > target * rules.aspectTolerance) throw refuse(rules.wrongAspect, 'crop_right');
  return { left, top, width, height };
}

/** The largest width:height box in the middle of an image of `size` (an upload sent without a crop box). */
export function centredBox(size: { width: number; height: number }, shape: { width: number; height: number }): CropBox {
  const width = Math.min(size.width, Math.floor((size.height * shape.width) / shape.height));
  const height = Math.min(size.height, Math.round((width * shape.height) / shape.width));
  const left = Math.floor((size.width - width) / 2);
  const top = Math.floor((size.height - height) / 2);
  return { crop_left: left, crop_top: top, crop_right: left + width, crop_bottom: top + height };
}

/**
 * Re-encodes an untrusted upload with `encode` (reencodeUntrustedImage: no metadata, nothing the decoder did not
 * understand as pixels) and stores it under `prefix` with a fresh random name (`<prefix><22 characters>.webp`).
 */
export async function storeUntrustedImage(
  media: MediaFiles,
  upload: Buffer,
  prefix: string,
  rules: UntrustedImageRules,
  encode: (image: Sharp, size: { width: number; height: number }) => Sharp,
): Promise<{ src: string; width: number; height: number }> {
  const { data, width, height } = await reencodeUntrustedImage(upload, rules, encode);
  const src = `${prefix}${randomBytes(16).toString('base64url')}.webp`;
  await media.create(src, data);
  return { src, width, height };
}

export interface CroppedImageRules extends UntrustedImageRules {
  /** The stored image's exact size. */
  width: number;
  height: number;
  /** The media URL prefix the image is stored under (`/media/<kind>/`). */
  prefix: string;
  /** How the cut region is fitted to width x height: 'fill' when it already has that shape, 'cover' (centred) when not. */
  fit: 'fill' | 'cover';
}

/**
 * Re-encodes an untrusted upload, cuts the region `cut` picks for its size (the whole image when null), resizes it to
 * exactly rules.width x rules.height and stores it as WebP under rules.prefix with a fresh random name.
 */
export function storeCroppedImage(
  media: MediaFiles,
  upload: Buffer,
  rules: CroppedImageRules,
  cut: (size: { width: number; height: number }) => CropRegion | null,
): Promise<{ src: string; width: number; height: number }> {
  return storeUntrustedImage(media, upload, rules.prefix, rules, (image, size) => {
    const region = cut(size);
    return (region === null ? image : image.extract(region))
      .resize(rules.width, rules.height, { fit: rules.fit, position: 'centre' })
      .webp({ quality: 88, effort: 4 });
  });
}

import { Injectable } from '@nestjs/common';
import { EDITORIAL_IMAGE_HEIGHT, EDITORIAL_IMAGE_URL_PREFIX, EDITORIAL_IMAGE_WIDTH, ValidationFailedError } from '@emberhold/contracts';
import { MediaFiles } from '../../../common/images/media-files';
import { storeCroppedImage } from '../../../common/images/stored-image';
import { EDITORIAL_IMAGE_SRC } from '../domain/feature-body';

/** The largest upload accepted, and the largest canvas decoded (a small file can claim a huge canvas). */
export const EDITORIAL_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_TOO_LARGE = `Your image is too large. Please choose one under ${EDITORIAL_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
export const IMAGE_WRONG_TYPE = 'Please upload a JPEG, PNG, WebP or GIF image.';
export const IMAGE_TOO_SMALL = `Please upload an image of at least ${EDITORIAL_IMAGE_WIDTH} × ${EDITORIAL_IMAGE_HEIGHT} pixels.`;
export const IMAGE_UNREADABLE = 'This image could not be read. Please choose another one.';
export const CROP_OUTSIDE = 'The crop box must lie inside the image.';
export const CROP_TOO_SMALL = `The crop box must be at least ${EDITORIAL_IMAGE_WIDTH} × ${EDITORIAL_IMAGE_HEIGHT} pixels.`;

/** A crop box in the pixels of the uploaded image as shown (after its EXIF orientation). */
export interface ImageCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The feature card's images under $EMBERHOLD_DATA_DIR/media/editorial: an upload decoded and encoded anew (no metadata,
 * nothing the decoder did not understand as pixels), cut to the crop box the editor chose (or the largest centred
 * 6:5 box) and resized to exactly 300x250, under a fresh random name.
 */
@Injectable()
export class EditorialImages {
  constructor(private readonly media: MediaFiles) {}

  async store(upload: Buffer, crop: ImageCrop | null): Promise<{ src: string; width: number; height: number }> {
    return storeCroppedImage(
      this.media,
      upload,
      {
        field: 'image',
        maxInputPixels: MAX_INPUT_PIXELS,
        minWidth: EDITORIAL_IMAGE_WIDTH,
        minHeight: EDITORIAL_IMAGE_HEIGHT,
        tooSmall: IMAGE_TOO_SMALL,
        unreadable: IMAGE_UNREADABLE,
        width: EDITORIAL_IMAGE_WIDTH,
        height: EDITORIAL_IMAGE_HEIGHT,
        prefix: EDITORIAL_IMAGE_URL_PREFIX,
        fit: 'cover',
      },
      (size) => (crop === null ? null : cropInside(crop, size)),
    );
  }

  /** Whether `src` is an image this setup stored that is still there. */
  async isOwn(src: string): Promise<boolean> {
    return EDITORIAL_IMAGE_SRC.test(src) && (await this.media.exists(src));
  }
}

/** The crop box rounded to whole pixels, inside the image and at least 300x250; otherwise a 400 naming the box. */
export function cropInside(crop: ImageCrop, size: { width: number; height: number }): { left: number; top: number; width: number; height: number } {
  const left = Math.round(crop.x);
  const top = Math.round(crop.y);
  const width = Math.round(crop.width);
  const height = Math.round(crop.height);
  const refuse = (message: string, field: string) => new ValidationFailedError(message, [{ field, message }]);
  if (left < 0 || top < 0 || left + width > size.width || top + height > size.height) throw refuse(CROP_OUTSIDE, 'crop_x');
  if (width < EDITORIAL_IMAGE_WIDTH || height < EDITORIAL_IMAGE_HEIGHT) throw refuse(CROP_TOO_SMALL, 'crop_width');
  return { left, top, width, height };
}

import { Injectable } from '@nestjs/common';
import { PITCH_IMAGE_URL_PREFIX, PITCH_MESSAGES as M, type PitchImageDto } from '@emberhold/contracts';
import sharp from 'sharp';
import { MediaFiles } from '../../../common/images/media-files';
import { storeUntrustedImage } from '../../../common/images/stored-image';
import { refuseField } from '../domain/pitch-errors';

export const PITCH_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PITCH_IMAGE_TOO_LARGE = `Your image is too large. Please choose one under ${PITCH_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;
export const PITCH_IMAGE_WRONG_TYPE = 'Please upload a JPEG, PNG, WebP or GIF image.';
const MIN_SIDE = 100;
const MAX_SIDE = 1600;

/** The images of pitched posts under $EMBERHOLD_DATA_DIR/media/pitch/: re-encoded uploads, and the size of stored media. */
@Injectable()
export class PitchImages {
  constructor(private readonly media: MediaFiles) {}

  /** Decodes an upload and stores it anew as WebP (at most 1600 px a side, no metadata). */
  async store(upload: Buffer): Promise<PitchImageDto> {
    return storeUntrustedImage(
      this.media,
      upload,
      PITCH_IMAGE_URL_PREFIX,
      {
        field: 'image',
        maxInputPixels: 40_000_000,
        minWidth: MIN_SIDE,
        minHeight: MIN_SIDE,
        tooSmall: `Please upload an image of at least ${MIN_SIDE} × ${MIN_SIDE} pixels.`,
        unreadable: 'This image could not be read. Please choose another one.',
      },
      (image, size) => (Math.max(size.width, size.height) > MAX_SIDE ? image.resize(MAX_SIDE, MAX_SIDE, { fit: 'inside' }) : image).webp({ quality: 88, effort: 4 }),
    );
  }

  /** The size of a stored media image; a 400 naming images when `src` is no stored image. */
  async sizeOf(src: string): Promise<{ src: string; width: number; height: number }> {
    // MediaFiles throws for a src that is no media path at all.
    const bytes = await Promise.resolve()
      .then(() => this.media.read(src))
      .catch(() => null);
    if (bytes !== null) {
      const { width, height } = await sharp(bytes)
        .metadata()
        .catch(() => ({ width: undefined, height: undefined }));
      if (width && height) return { src, width, height };
    }
    throw refuseField('images', M.imageNotStored, 'IMAGE_NOT_STORED');
  }
}

import { Injectable } from '@nestjs/common';
import { UNLISTED_IMAGE_HEIGHT, UNLISTED_IMAGE_WIDTH, unlistedContentMessages, type UnlistedImageDto } from '@emberhold/contracts';
import { MediaFiles } from '../../../common/images/media-files';
import { centredBox, storeCroppedImage } from '../../../common/images/stored-image';
import { type CropBox, cropRegion, SOURCE_MAX_INPUT_PIXELS, SOURCE_UNREADABLE, UNLISTED_IMAGE_SIZE, UNLISTED_IMAGE_SRC, UNLISTED_MEDIA_PREFIX } from '../domain/unlisted-content';

/**
 * The images of unlisted pages under $EMBERHOLD_DATA_DIR/media/unlisted: an upload is decoded and encoded anew (no
 * metadata, nothing the decoder did not understand as pixels), the crop box cut from it (after its EXIF orientation,
 * as browsers show it) and resized to exactly 640x534 (spec section 9). Each file gets a fresh random name.
 */
@Injectable()
export class UnlistedImages {
  constructor(private readonly media: MediaFiles) {}

  /** Crops `upload` to `box` (the largest centred box when none) and stores it as a 640x534 WebP image. */
  async store(upload: Buffer, box: CropBox | null): Promise<UnlistedImageDto> {
    return storeCroppedImage(
      this.media,
      upload,
      {
        field: 'image',
        maxInputPixels: SOURCE_MAX_INPUT_PIXELS,
        minWidth: UNLISTED_IMAGE_WIDTH,
        minHeight: UNLISTED_IMAGE_HEIGHT,
        tooSmall: unlistedContentMessages.imageTooSmall,
        unreadable: SOURCE_UNREADABLE,
        width: UNLISTED_IMAGE_WIDTH,
        height: UNLISTED_IMAGE_HEIGHT,
        prefix: UNLISTED_MEDIA_PREFIX,
        fit: 'fill',
      },
      (size) => cropRegion(box ?? centredBox(size, UNLISTED_IMAGE_SIZE), size),
    );
  }

  /** Whether `src` is an image uploaded here that is still there. */
  async isOurs(src: string): Promise<boolean> {
    return UNLISTED_IMAGE_SRC.test(src) && (await this.media.exists(src));
  }
}

import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { CreativeGifDto, CropImageDto, SourceImageDto } from '@emberhold/contracts';
import {
  CREATIVE_GIF_URL_PREFIX,
  CREATIVE_IMAGE_URL_PREFIX,
  CREATIVE_SOURCE_URL_PREFIX,
  FUNNEL_GIF_FILE_NAME,
  FUNNEL_IMAGE_FILE_NAME,
  ValidationFailedError,
} from '@emberhold/contracts';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import sharp from 'sharp';
import { MediaFiles } from '../../common/images/media-files';
import { reencodeUntrustedImage } from '../../common/images/untrusted-image';
import { serverSecret } from '../../common/security/server-secret';
import { GIF_NOT_FROM_FUNNEL } from '../domain/creative-gif';
import { reencodeAnimatedGif } from './animated-gif';
import {
  CREATIVE_HEIGHT,
  CREATIVE_WIDTH,
  IMAGE_NOT_FROM_FUNNEL,
  SOURCE_MAX_INPUT_PIXELS,
  SOURCE_MAX_SIDE,
  SOURCE_TOO_SMALL,
  SOURCE_UNREADABLE,
  type CropRegion,
} from '../domain/creative-image';

/**
 * The images of the creative editor under $EMBERHOLD_DATA_DIR/media. An upload is decoded and encoded anew (no
 * metadata, nothing the decoder did not understand as pixels) as the source the editor crops; a crop is cut from that
 * source and resized to exactly 300x250. Every file name starts with the funnel's binding, an HMAC of its temp id
 * under a key derived from the server secret, then a random part: so a crop or a save accepts only files made for its
 * own temp id. A file name seen in one funnel (or on a public ad) is useless in another, and a binding reveals
 * nothing about the temp id. Images no creative shows are deleted after a day (FunnelImageSweep, `media.sweep`).
 */
@Injectable()
export class CreativeFiles {
  private readonly key: Buffer;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly media: MediaFiles,
  ) {
    // A key of its own, so this HMAC never doubles as another signature made with the server secret.
    this.key = createHmac('sha256', serverSecret(config)).update('emberhold creative images v1').digest();
  }

  /** Re-encodes an upload as the funnel's source image (scaled down to SOURCE_MAX_SIDE at most) and stores it. */
  async storeSource(tempId: string, upload: Buffer): Promise<SourceImageDto> {
    const { data, width, height } = await reencodeUntrustedImage(
      upload,
      { field: 'image', maxInputPixels: SOURCE_MAX_INPUT_PIXELS, minWidth: CREATIVE_WIDTH, minHeight: CREATIVE_HEIGHT, tooSmall: SOURCE_TOO_SMALL, unreadable: SOURCE_UNREADABLE },
      (image, size) => {
        // Scaled down to SOURCE_MAX_SIDE, but never below 300x250, so a long banner stays croppable.
        const scale = Math.max(Math.min(1, SOURCE_MAX_SIDE / Math.max(size.width, size.height)), CREATIVE_WIDTH / size.width, CREATIVE_HEIGHT / size.height);
        const resized =
          scale < 1
            ? image.resize(Math.max(CREATIVE_WIDTH, Math.round(size.width * scale)), Math.max(CREATIVE_HEIGHT, Math.round(size.height * scale)), { fit: 'fill' })
            : image;
        return resized.webp({ quality: 90, effort: 4 });
      },
    );
    const src = `${CREATIVE_SOURCE_URL_PREFIX}${this.fileName(tempId)}`;
    await this.media.create(src, data);
    return { source_image: src, width, height };
  }

  /** The source image's size, when `src` is one stored for this temp id; otherwise a 400 naming source_image. */
  async sourceSize(tempId: string, src: string): Promise<{ bytes: Buffer; width: number; height: number }> {
    const bytes = this.belongsTo(tempId, src, CREATIVE_SOURCE_URL_PREFIX) ? await this.media.read(src) : null;
    if (bytes === null) throw notFromFunnel('source_image');
    const { width, height } = await sharp(bytes).metadata();
    return { bytes, width, height };
  }

  /** Cuts `region` from the source and stores it resized to exactly 300x250. */
  async storeCrop(tempId: string, source: Buffer, region: CropRegion): Promise<CropImageDto> {
    const data = await sharp(source)
      .extract(region)
      .resize(CREATIVE_WIDTH, CREATIVE_HEIGHT, { fit: 'fill' })
      .webp({ quality: 88, effort: 4 })
      .toBuffer();
    const image = `${CREATIVE_IMAGE_URL_PREFIX}${this.fileName(tempId)}`;
    await this.media.create(image, data);
    return { image, width: CREATIVE_WIDTH, height: CREATIVE_HEIGHT };
  }

  /** Re-encodes an animated GIF (every frame, fitted inside 300x250) and stores it as the funnel's GIF. */
  async storeGif(tempId: string, upload: Buffer): Promise<CreativeGifDto> {
    const { data, width, height, frames } = await reencodeAnimatedGif(upload);
    const gif = `${CREATIVE_GIF_URL_PREFIX}${this.fileName(tempId, 'gif')}`;
    await this.media.create(gif, data);
    return { gif, width, height, frames };
  }

  /** Whether `src` is a GIF stored for this temp id that is still there. */
  async isGifFor(tempId: string, src: string): Promise<boolean> {
    return this.belongsTo(tempId, src, CREATIVE_GIF_URL_PREFIX, FUNNEL_GIF_FILE_NAME) && (await this.media.exists(src));
  }

  /** Whether `src` is a cropped creative image made for this temp id that is still there. */
  async isCropFor(tempId: string, src: string): Promise<boolean> {
    return this.belongsTo(tempId, src, CREATIVE_IMAGE_URL_PREFIX) && (await this.media.exists(src));
  }

  private fileName(tempId: string, extension: 'webp' | 'gif' = 'webp'): string {
    return `${this.binding(tempId)}-${randomBytes(16).toString('base64url')}.${extension}`;
  }

  private binding(tempId: string): string {
    return createHmac('sha256', this.key).update(tempId).digest().subarray(0, 16).toString('base64url');
  }

  private belongsTo(tempId: string, src: string, prefix: string, names: RegExp = FUNNEL_IMAGE_FILE_NAME): boolean {
    if (!src.startsWith(prefix)) return false;
    const match = names.exec(src.slice(prefix.length));
    if (match === null) return false;
    const given = Buffer.from(match[1]!);
    const expected = Buffer.from(this.binding(tempId));
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

export function gifNotFromFunnel(): ValidationFailedError {
  return new ValidationFailedError(GIF_NOT_FROM_FUNNEL, [{ field: 'gif', message: GIF_NOT_FROM_FUNNEL }], 'IMAGE_NOT_FROM_FUNNEL');
}

export function notFromFunnel(field: string): ValidationFailedError {
  return new ValidationFailedError(IMAGE_NOT_FROM_FUNNEL, [{ field, message: IMAGE_NOT_FROM_FUNNEL }], 'IMAGE_NOT_FROM_FUNNEL');
}

import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DomainError } from '@emberhold/contracts';
import { INFRASTRUCTURE, type Infrastructure } from '@emberhold/runtime';
import { DEFAULT_AVATAR_SRC, mediaPath, renderAvatarArt } from '@emberhold/seed';
import sharp from 'sharp';
import { IMAGE_TOO_SMALL, IMAGE_UNREADABLE, PORTRAIT_MAX_INPUT_PIXELS, PORTRAIT_MIN_SOURCE, PORTRAIT_SIZE } from '../domain/profile-image';

/** Where portraits are served from: the media directory's profile folder (served by the site module under /media/). */
export const PORTRAIT_URL_PREFIX = '/media/profile/';
/** A portrait this product wrote: a random name of its own, so the address cannot be guessed and nothing else is ever deleted. */
const OWN_PORTRAIT = /^\/media\/profile\/[A-Za-z0-9_-]{22}\.webp$/;

/**
 * Portrait files under $EMBERHOLD_DATA_DIR/media/profile. An upload is decoded and encoded anew as a square WebP of
 * PORTRAIT_SIZE: what is stored is never the uploaded bytes, carries no metadata (EXIF, GPS, ICC comments), and can
 * hold nothing the decoder did not understand as pixels. Only the first frame of an animation is kept.
 */
@Injectable()
export class PortraitFiles implements OnModuleInit {
  private readonly logger = new Logger(PortraitFiles.name);
  private readonly mediaDir: string;

  constructor(@Inject(INFRASTRUCTURE) infrastructure: Infrastructure) {
    this.mediaDir = join(infrastructure.config.dataDir, 'media');
  }

  /** The default portrait (spec section 3) comes with the demo data; a database that was never seeded needs it too. */
  async onModuleInit(): Promise<void> {
    const file = mediaPath(this.mediaDir, DEFAULT_AVATAR_SRC);
    if (existsSync(file)) return;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, renderAvatarArt('duskbane'));
  }

  /** Re-encodes the upload and writes it under a new random name; returns its media URL. */
  async store(upload: Buffer): Promise<string> {
    const encoded = await this.reencode(upload);
    const src = `${PORTRAIT_URL_PREFIX}${randomBytes(16).toString('base64url')}.webp`;
    const file = mediaPath(this.mediaDir, src);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, encoded, { flag: 'wx' });
    return src;
  }

  /** Deletes a portrait this product stored; anything else (the default portrait, seeded art, null) is left alone. */
  async remove(src: string | null): Promise<void> {
    if (src === null || !OWN_PORTRAIT.test(src)) return;
    await rm(mediaPath(this.mediaDir, src), { force: true }).catch((error: unknown) => {
      // The row no longer points at it; a file left behind is only disk space.
      this.logger.warn(`could not delete the old portrait ${src}: ${String(error)}`);
    });
  }

  private async reencode(upload: Buffer): Promise<Buffer> {
    try {
      // Orientation from EXIF is applied to the pixels before the metadata goes (sharp writes none by default); any
      // decoder warning counts as unreadable, as sharp advises for untrusted input.
      const image = sharp(upload, { limitInputPixels: PORTRAIT_MAX_INPUT_PIXELS, animated: false, autoOrient: true });
      const { width, height } = (await image.metadata()).autoOrient;
      if (!width || !height || width < PORTRAIT_MIN_SOURCE || height < PORTRAIT_MIN_SOURCE) {
        throw new DomainError('invalid', 'IMAGE_TOO_SMALL', IMAGE_TOO_SMALL, [{ field: 'profile_image', message: IMAGE_TOO_SMALL }]);
      }
      return await image
        .resize(PORTRAIT_SIZE, PORTRAIT_SIZE, { fit: 'cover', position: 'centre' })
        .webp({ quality: 86, effort: 4 })
        .toBuffer();
    } catch (error) {
      if (error instanceof DomainError) throw error;
      throw new DomainError('invalid', 'IMAGE_UNREADABLE', IMAGE_UNREADABLE, [{ field: 'profile_image', message: IMAGE_UNREADABLE }]);
    }
  }
}

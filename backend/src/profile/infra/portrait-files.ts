import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DEFAULT_AVATAR_SRC, renderAvatarArt } from '@emberhold/seed';
import { MediaFiles } from '../../common/images/media-files';
import { reencodeUntrustedImage } from '../../common/images/untrusted-image';
import { IMAGE_TOO_SMALL, IMAGE_UNREADABLE, PORTRAIT_MAX_INPUT_PIXELS, PORTRAIT_MIN_SOURCE, PORTRAIT_SIZE } from '../domain/profile-image';

/** Where portraits are served from: the media directory's profile folder (served by the site module under /media/). */
export const PORTRAIT_URL_PREFIX = '/media/profile/';
/** A portrait this product wrote: a random name of its own, so the address cannot be guessed and nothing else is ever deleted. */
const OWN_PORTRAIT = /^\/media\/profile\/[A-Za-z0-9_-]{22}\.webp$/;

/**
 * Portrait files under $EMBERHOLD_DATA_DIR/media/profile. An upload is decoded and encoded anew as a square WebP of
 * PORTRAIT_SIZE (common/images/untrusted-image.ts): what is stored is never the uploaded bytes.
 */
@Injectable()
export class PortraitFiles implements OnModuleInit {
  constructor(private readonly media: MediaFiles) {}

  /** The default portrait (spec section 3) comes with the demo data; a database that was never seeded needs it too. */
  async onModuleInit(): Promise<void> {
    const file = this.media.pathOf(DEFAULT_AVATAR_SRC);
    if (existsSync(file)) return;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, renderAvatarArt('duskbane'));
  }

  /** Re-encodes the upload and writes it under a new random name; returns its media URL. */
  async store(upload: Buffer): Promise<string> {
    const { data } = await reencodeUntrustedImage(
      upload,
      {
        field: 'profile_image',
        maxInputPixels: PORTRAIT_MAX_INPUT_PIXELS,
        minWidth: PORTRAIT_MIN_SOURCE,
        minHeight: PORTRAIT_MIN_SOURCE,
        tooSmall: IMAGE_TOO_SMALL,
        unreadable: IMAGE_UNREADABLE,
      },
      (image) => image.resize(PORTRAIT_SIZE, PORTRAIT_SIZE, { fit: 'cover', position: 'centre' }).webp({ quality: 86, effort: 4 }),
    );
    const src = `${PORTRAIT_URL_PREFIX}${randomBytes(16).toString('base64url')}.webp`;
    await this.media.create(src, data);
    return src;
  }

  /** Deletes a portrait this product stored; anything else (the default portrait, seeded art, null) is left alone. */
  async remove(src: string | null): Promise<void> {
    await this.media.remove(src, OWN_PORTRAIT);
  }
}

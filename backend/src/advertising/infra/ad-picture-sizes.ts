import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { TtlLruCache } from '../../common/cache/ttl-lru-cache';
import { MediaFiles } from '../../common/images/media-files';

/** A picture's size in pixels, as a browser shows it. */
export interface PictureSize {
  width: number;
  height: number;
}

/** How many pictures' sizes are remembered: the running ads are few (one per paid campaign). */
const REMEMBERED = 1_000;

/**
 * The sizes of the native ads' pictures, read from their stored files (under $EMBERHOLD_DATA_DIR/media: a creative's
 * 300x250 crop, its GIF fitted inside 300x250, or the seeded art), so each ad's <img> keeps its box before the picture
 * arrives. A media file is written once under a fresh name and never changed (MediaFiles), so a size read once holds
 * for as long as the name: each is read from the file's header once per process. A picture that is no stored file (an
 * address elsewhere, a file gone, or bytes no decoder takes) has no size, asked again next time.
 */
@Injectable()
export class AdPictureSizes {
  /** Sizes by picture address, kept for as long as the process runs (the names never change their file). */
  private readonly known = new TtlLruCache<PictureSize>(REMEMBERED, Number.MAX_SAFE_INTEGER);

  constructor(private readonly media: MediaFiles) {}

  async sizeOf(src: string | null): Promise<PictureSize | null> {
    if (src === null) return null;
    try {
      return await this.known.getOrLoad(src, async () => {
        const size = await this.read(src);
        if (size === null) throw new NoSize();
        return size;
      });
    } catch (error) {
      if (error instanceof NoSize) return null;
      throw error;
    }
  }

  private async read(src: string): Promise<PictureSize | null> {
    let file: string;
    try {
      file = this.media.pathOf(src);
    } catch {
      return null;
    }
    try {
      // Only the header is read; an animated GIF's size is its frame's.
      const meta = await sharp(file).metadata();
      const { width, height } = meta.autoOrient;
      return width > 0 && height > 0 ? { width, height } : null;
    } catch {
      return null;
    }
  }
}

/** A picture without a size is not kept: a load that fails is asked again next time. */
class NoSize extends Error {}

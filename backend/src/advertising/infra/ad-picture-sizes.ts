import { Injectable } from '@nestjs/common';
import sharp from 'sharp';
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
  private readonly known = new Map<string, Promise<PictureSize | null>>();

  constructor(private readonly media: MediaFiles) {}

  sizeOf(src: string | null): Promise<PictureSize | null> {
    if (src === null) return Promise.resolve(null);
    const remembered = this.known.get(src);
    if (remembered) return remembered;
    const size = this.read(src).then((read) => {
      if (read === null) this.known.delete(src);
      return read;
    });
    if (this.known.size >= REMEMBERED) this.known.delete(this.known.keys().next().value!);
    this.known.set(src, size);
    return size;
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

import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '@emberhold/platform';
import { mediaPath } from '@emberhold/seed';

/**
 * Files under $EMBERHOLD_DATA_DIR/media, addressed by their media URL (`/media/...`), which the site module serves.
 * Files are written once under a fresh name (never overwritten) and deleted only when the caller's own pattern says
 * the product wrote them.
 */
@Injectable()
export class MediaFiles {
  private readonly logger = new Logger(MediaFiles.name);
  readonly mediaDir: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.mediaDir = join(config.dataDir, 'media');
  }

  /** The file behind a media URL (a RangeError for anything that is not one). */
  pathOf(src: string): string {
    return mediaPath(this.mediaDir, src);
  }

  /** Writes a new file; an existing one with the same name is an error, never overwritten. */
  async create(src: string, bytes: Buffer): Promise<void> {
    const file = this.pathOf(src);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes, { flag: 'wx' });
  }

  async read(src: string): Promise<Buffer | null> {
    return readFile(this.pathOf(src)).catch(() => null);
  }

  async exists(src: string): Promise<boolean> {
    return stat(this.pathOf(src)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  /** Deletes `src` when it matches `own` (a file this product wrote); anything else (seeded art, defaults, null) stays. */
  async remove(src: string | null, own: RegExp): Promise<void> {
    if (src === null || !own.test(src)) return;
    await rm(this.pathOf(src), { force: true }).catch((error: unknown) => {
      // Nothing points at it any more; a file left behind is only disk space.
      this.logger.warn(`could not delete ${src}: ${String(error)}`);
    });
  }
}

import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CREATIVE_IMAGE_URL_PREFIX, CREATIVE_SOURCE_URL_PREFIX, FUNNEL_IMAGE_FILE_NAME, FUNNEL_IMAGE_KEPT_MS } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { APP_CONFIG, type AppConfig, PRISMA } from '@emberhold/platform';

/** How many image addresses one lookup of the creatives that show them binds. */
const LOOKUP_BATCH = 500;

export interface FunnelImageSweepResult {
  /** Source images deleted (every one older than FUNNEL_IMAGE_KEPT_MS: a creative keeps only its crop). */
  sources: number;
  /** Crops deleted: older than FUNNEL_IMAGE_KEPT_MS and shown by no creative. */
  crops: number;
}

/**
 * The media job (`media.sweep`, hourly): the creative editor stores a source image for every upload and a 300x250
 * crop for every crop, but a creative keeps only the crop it was saved with. Funnels that were never saved, crops
 * replaced before a save, and images a creative's edit replaced would otherwise stay on disk for good. Once
 * FUNNEL_IMAGE_KEPT_MS has passed since a file was written, sources are deleted and crops too unless a creative shows
 * them. Only the names the editor writes (FUNNEL_IMAGE_FILE_NAME) are touched; seeded art never is.
 *
 * An editor left open for a day then finds its image gone, and the save says 'This image was not uploaded for this
 * creative. Please upload an image.', as for any image it does not know.
 */
@Injectable()
export class FunnelImageSweep {
  private readonly logger = new Logger(FunnelImageSweep.name);
  private readonly mediaDir: string;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.mediaDir = join(config.dataDir, 'media');
  }

  async run(now: Date = new Date()): Promise<FunnelImageSweepResult> {
    const writtenBefore = now.getTime() - FUNNEL_IMAGE_KEPT_MS;
    const sources = await this.filesWrittenBefore(CREATIVE_SOURCE_URL_PREFIX, writtenBefore);
    const crops = await this.filesWrittenBefore(CREATIVE_IMAGE_URL_PREFIX, writtenBefore);
    const shown = await this.shownByCreatives(crops);
    const unshown = crops.filter((src) => !shown.has(src));
    const result = { sources: await this.remove(sources), crops: await this.remove(unshown) };
    if (result.sources > 0 || result.crops > 0) this.logger.log(result, 'unused creative editor images deleted');
    return result;
  }

  /** The editor's images under `prefix` whose file was written before the given time, as media addresses. */
  private async filesWrittenBefore(prefix: string, before: number): Promise<string[]> {
    const dir = this.fileOf(prefix);
    const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    const aged: string[] = [];
    for (const name of names) {
      if (!FUNNEL_IMAGE_FILE_NAME.test(name)) continue;
      const info = await stat(join(dir, name)).catch(() => null);
      if (info?.isFile() && info.mtimeMs < before) aged.push(`${prefix}${name}`);
    }
    return aged;
  }

  private async shownByCreatives(images: string[]): Promise<Set<string>> {
    const shown = new Set<string>();
    for (let i = 0; i < images.length; i += LOOKUP_BATCH) {
      const rows = await this.prisma.creative.findMany({ where: { image: { in: images.slice(i, i + LOOKUP_BATCH) } }, select: { image: true } });
      for (const row of rows) if (row.image !== null) shown.add(row.image);
    }
    return shown;
  }

  private async remove(images: string[]): Promise<number> {
    let removed = 0;
    for (const src of images) {
      try {
        await rm(this.fileOf(src), { force: true });
        removed += 1;
      } catch (error) {
        this.logger.warn(`could not delete ${src}: ${String(error)}`);
      }
    }
    return removed;
  }

  /** The file (or folder) behind a media address such as /media/creative/x.webp. */
  private fileOf(src: string): string {
    return join(this.mediaDir, src.slice('/media/'.length));
  }
}

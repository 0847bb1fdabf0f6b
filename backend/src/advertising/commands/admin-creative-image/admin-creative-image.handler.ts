import { Inject, Injectable } from '@nestjs/common';
import type { CreativeGifDto, CropImageDto, SourceImageDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { cropRegion } from '../../domain/creative-image';
import { CreativeNotFoundError } from '../../domain/funnel';
import { CreativeFiles } from '../../infra/creative-files';
import type { CropImageBody } from '../crop-image/crop-image.dto';

/**
 * A new image for a creative staff edit, made as the creative editor makes one: the upload decoded and encoded anew
 * as a source image, then a 300x250 crop of it, both stored under the creative's campaign (its funnel binding), so the
 * edit accepts the crop and no other campaign's. Nothing changes on the creative until the edit is saved.
 */
@Injectable()
export class AdminCreativeImages {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly files: CreativeFiles,
  ) {}

  async storeSource(creativeId: number, upload: Buffer): Promise<SourceImageDto> {
    return this.files.storeSource(await this.tempIdOf(creativeId), upload);
  }

  /** A GIF for a staff edit (upload_type gif), stored as the creative editor's is. */
  async storeGif(creativeId: number, upload: Buffer): Promise<CreativeGifDto> {
    return this.files.storeGif(await this.tempIdOf(creativeId), upload);
  }

  async crop(creativeId: number, body: CropImageBody): Promise<CropImageDto> {
    const tempId = await this.tempIdOf(creativeId);
    const source = await this.files.sourceSize(tempId, body.source_image);
    return this.files.storeCrop(tempId, source.bytes, cropRegion(body, source));
  }

  private async tempIdOf(creativeId: number): Promise<string> {
    const creative = await this.prisma.creative.findUnique({ where: { id: creativeId }, select: { campaign: { select: { tempId: true } } } });
    if (!creative) throw new CreativeNotFoundError();
    return creative.campaign.tempId;
  }
}

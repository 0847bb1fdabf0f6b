import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CropImageDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { cropRegion } from '../../domain/creative-image';
import { funnelRefusal, mayWriteFunnel } from '../../domain/funnel';
import { CreativeFiles } from '../../infra/creative-files';
import { CropImageCommand } from './crop-image.command';

/**
 * Cuts the creative's 300x250 image from a source image uploaded under the same temp id (a source of another funnel is
 * refused as if it did not exist), after checking the box against the source's real size.
 */
@CommandHandler(CropImageCommand)
export class CropImageHandler implements ICommandHandler<CropImageCommand, CropImageDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly files: CreativeFiles,
  ) {}

  async execute({ tempId, body, viewer }: CropImageCommand): Promise<CropImageDto> {
    const campaign = await this.prisma.campaign.findUnique({ where: { tempId }, select: { id: true, tempId: true, advertiserId: true } });
    if (!mayWriteFunnel(campaign, tempId, viewer)) throw funnelRefusal(viewer);
    const source = await this.files.sourceSize(tempId, body.source_image);
    const region = cropRegion(body, source);
    return this.files.storeCrop(tempId, source.bytes, region);
  }
}

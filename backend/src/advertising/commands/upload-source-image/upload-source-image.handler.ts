import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SourceImageDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { funnelRefusal, mayWriteFunnel } from '../../domain/funnel';
import { CreativeFiles } from '../../infra/creative-files';
import { UploadSourceImageCommand } from './upload-source-image.command';

/**
 * Stores the creative editor's source image for a funnel: anyone holding the temp id of a funnel nobody has activated
 * (or not started yet), or the signed-in advertiser of an activated one. The image is decoded and encoded anew.
 */
@CommandHandler(UploadSourceImageCommand)
export class UploadSourceImageHandler implements ICommandHandler<UploadSourceImageCommand, SourceImageDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly files: CreativeFiles,
  ) {}

  async execute({ tempId, image, viewer }: UploadSourceImageCommand): Promise<SourceImageDto> {
    const campaign = await this.prisma.campaign.findUnique({ where: { tempId }, select: { id: true, tempId: true, advertiserId: true } });
    if (!mayWriteFunnel(campaign, tempId, viewer)) throw funnelRefusal(viewer);
    return this.files.storeSource(tempId, image);
  }
}

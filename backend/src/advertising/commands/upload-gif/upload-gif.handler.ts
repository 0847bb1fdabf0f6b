import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CreativeGifDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { funnelRefusal, mayWriteFunnel } from '../../domain/funnel';
import { CreativeFiles } from '../../infra/creative-files';
import { UploadGifCommand } from './upload-gif.command';

/**
 * Stores the animated GIF of a creative of upload_type gif, for whoever may write the funnel (as the source image):
 * re-encoded with all its frames, fitted inside 300x250, within the size, frame and pixel limits.
 */
@CommandHandler(UploadGifCommand)
export class UploadGifHandler implements ICommandHandler<UploadGifCommand, CreativeGifDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly files: CreativeFiles,
  ) {}

  async execute({ tempId, gif, viewer }: UploadGifCommand): Promise<CreativeGifDto> {
    const campaign = await this.prisma.campaign.findUnique({ where: { tempId }, select: { id: true, tempId: true, advertiserId: true } });
    if (!mayWriteFunnel(campaign, tempId, viewer)) throw funnelRefusal(viewer);
    return this.files.storeGif(tempId, gif);
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { CreativeDto } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { CREATIVE_COLUMNS, toCreativeDto } from '../../domain/creative-dto';
import { CreativeNotFoundError, mayReadFunnel, mayWriteFunnel } from '../../domain/funnel';
import { GetCreativeQuery } from './get-creative.query';

/**
 * A creative for its editor and the confirmation page: for the campaign's advertiser, admins, or (before anyone
 * activated the campaign) whoever holds its temp id. Anyone else gets the same 404 as for a creative that does not
 * exist, so creative and campaign ids reveal nothing.
 */
@QueryHandler(GetCreativeQuery)
export class GetCreativeHandler implements IQueryHandler<GetCreativeQuery, CreativeDto> {
  constructor(@Inject(PRISMA) private readonly prisma: PrismaClient) {}

  async execute({ target, tempId, viewer }: GetCreativeQuery): Promise<CreativeDto> {
    const creative = await this.prisma.creative.findFirst({
      where: 'creativeId' in target ? { id: target.creativeId } : { campaignId: target.newestOfCampaign },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      select: { ...CREATIVE_COLUMNS, campaign: { select: { id: true, tempId: true, advertiserId: true } } },
    });
    if (!creative || !mayReadFunnel(creative.campaign, tempId, viewer)) throw new CreativeNotFoundError();
    // Its writer edits the image under the campaign's funnel id, so it travels with the creative; staff only read.
    const writable = mayWriteFunnel(creative.campaign, tempId, viewer);
    return writable ? { ...toCreativeDto(creative), temp_id: creative.campaign.tempId } : toCreativeDto(creative);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import type { CampaignSummaryDto } from '@emberhold/contracts';
import type { Prisma, PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { adPicture, CREATIVE_COLUMNS, toCreativeDto } from '../../advertising/advertising.public';
import { campaignFigures, NO_COUNTS } from '../domain/campaign-performance';
import { CampaignFigureReader } from './campaign-figures';

const NEWEST_FIRST = [{ createdAt: 'desc' }, { id: 'desc' }] satisfies Prisma.CampaignOrderByWithRelationInput[];

/**
 * Campaigns as the dashboards show them (CampaignSummaryDto): newest first, each with its creatives (newest first),
 * its status and face (the newest creative's status, title, image and link), its advertiser, and its lifetime figures,
 * read for all the campaigns of the answer in one ClickHouse query.
 */
@Injectable()
export class CampaignSummaries {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly figures: CampaignFigureReader,
  ) {}

  count(where: Prisma.CampaignWhereInput): Promise<number> {
    return this.prisma.campaign.count({ where });
  }

  async list(where: Prisma.CampaignWhereInput, page: { skip: number; take: number }): Promise<CampaignSummaryDto[]> {
    const campaigns = await this.prisma.campaign.findMany({
      where,
      orderBy: NEWEST_FIRST,
      ...page,
      select: {
        id: true,
        feeCents: true,
        paidAt: true,
        createdAt: true,
        advertiser: { select: { id: true, username: true } },
        creatives: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], select: CREATIVE_COLUMNS },
      },
    });
    if (campaigns.length === 0) return [];
    const [counts, rates] = await Promise.all([this.figures.countsByCampaign(campaigns.map((campaign) => campaign.id)), this.figures.referenceRates()]);
    return campaigns.map((campaign) => {
      const newest = campaign.creatives[0];
      return {
        id: campaign.id,
        // A campaign is made together with its first creative; one without any (made some other way) is a draft.
        status: newest?.status ?? 'draft',
        title: newest?.title ?? '',
        // The picture the ad shows in the lists: its crop, or its GIF; an embed has none.
        image: newest ? adPicture(newest) : null,
        link: newest?.link ?? '',
        fee_cents: campaign.feeCents,
        paid_at: campaign.paidAt?.toISOString() ?? null,
        created_at: campaign.createdAt.toISOString(),
        advertiser: campaign.advertiser ? { user_id: campaign.advertiser.id, username: campaign.advertiser.username } : null,
        creatives: campaign.creatives.map(toCreativeDto),
        ...campaignFigures(counts.get(campaign.id) ?? NO_COUNTS, rates),
      };
    });
  }
}

import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type CampaignMetricsBucket, type CampaignMetricsDto, NotFoundError } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { isStaff } from '../../../common/auth/viewer';
import { CampaignFigureReader } from '../../infra/campaign-figures';
import { GetCampaignMetricsQuery } from './get-campaign-metrics.query';

const ctr = (clicks: number, impressions: number) => (impressions > 0 ? (clicks / impressions) * 100 : 0);

/**
 * A campaign's people-only impressions, clicks, CTR and saves per hour or day, read exactly from ClickHouse (coalesced
 * with the other dashboards' reads of the moment: CampaignFigureReader).
 */
@QueryHandler(GetCampaignMetricsQuery)
export class GetCampaignMetricsHandler implements IQueryHandler<GetCampaignMetricsQuery, CampaignMetricsDto> {
  constructor(
    private readonly figures: CampaignFigureReader,
    @Inject(PRISMA) private readonly prisma: PrismaClient,
  ) {}

  async execute({ viewer, campaignId, bucket, from, to }: GetCampaignMetricsQuery): Promise<CampaignMetricsDto> {
    const campaign = await this.prisma.campaign.findUnique({ where: { id: campaignId }, select: { advertiserId: true } });
    // Someone else's campaign answers like a missing one: its existence is not for others to learn.
    if (!campaign || (campaign.advertiserId !== viewer.userId && !isStaff(viewer))) throw new NotFoundError('CAMPAIGN_NOT_FOUND', 'Campaign not found');
    const rows = await this.figures.metricsByBucket(campaignId, bucket, from, to);
    const buckets: CampaignMetricsBucket[] = rows.map((row) => {
      const impressions = Number(row.impressions);
      const clicks = Number(row.clicks);
      return { bucket: String(row.bucket), impressions, clicks, saves: Number(row.saves), ctr: ctr(clicks, impressions) };
    });
    const sum = (key: 'impressions' | 'clicks' | 'saves') => buckets.reduce((total, row) => total + row[key], 0);
    const totals = { impressions: sum('impressions'), clicks: sum('clicks'), saves: sum('saves'), ctr: ctr(sum('clicks'), sum('impressions')) };
    return { campaign_id: campaignId, bucket, from: from.toISOString(), to: to.toISOString(), totals, buckets };
  }
}

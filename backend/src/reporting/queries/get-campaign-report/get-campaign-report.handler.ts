import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { NotFoundError, type CampaignReportDto, type CampaignReportRow } from '@emberhold/contracts';
import type { PrismaClient } from '@emberhold/db';
import { PRISMA } from '@emberhold/platform';
import { addCounts, campaignFigures, NO_COUNTS, type AdCounts, type ReferenceRates } from '../../domain/campaign-performance';
import { addDays, daysOf, reportRange, startOfDay, type ReportRange } from '../../domain/report-range';
import { CampaignFigureReader } from '../../infra/campaign-figures';
import { GetCampaignReportQuery } from './get-campaign-report.query';

/** The row of a campaign's native ads whose creative is gone (or never had one), shown only when it counted something. */
export const OTHER_ADS_LABEL = 'Other native ads of the campaign';

/**
 * A campaign's figures by day (every day of the range, days without facts as zeros) or by creative (every creative of
 * the campaign, oldest first; each native ad's facts go to its creative through native_ads.creative_id), with the
 * totals of the range. Read exactly from ClickHouse on each call; for the campaign's advertiser and admins, anyone
 * else gets the 404 of a missing campaign.
 */
@QueryHandler(GetCampaignReportQuery)
export class GetCampaignReportHandler implements IQueryHandler<GetCampaignReportQuery, CampaignReportDto> {
  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    private readonly figures: CampaignFigureReader,
  ) {}

  async execute({ viewer, campaignId, by, from, to }: GetCampaignReportQuery): Promise<CampaignReportDto> {
    const campaign = await this.prisma.campaign.findUnique({ where: { id: campaignId }, select: { advertiserId: true, createdAt: true } });
    if (!campaign || !(viewer.access || campaign.advertiserId === viewer.userId)) throw new NotFoundError('CAMPAIGN_NOT_FOUND', 'Campaign not found');
    const range = reportRange({ from, to }, campaign.createdAt, new Date());
    const rates = await this.figures.referenceRates();
    const { rows, totals } = by === 'day' ? await this.byDay(campaignId, range, rates) : await this.byCreative(campaignId, range, rates);
    return { campaign_id: campaignId, by, from: range.from, to: range.to, rows, totals: campaignFigures(totals, rates) };
  }

  private async byDay(campaignId: number, range: ReportRange, rates: ReferenceRates) {
    const counts = await this.figures.countsByDay(campaignId, startOfDay(range.from), startOfDay(addDays(range.to, 1)));
    const rows = daysOf(range).map((day): CampaignReportRow => ({ key: day, label: day, ...campaignFigures(counts.get(day) ?? NO_COUNTS, rates) }));
    return { rows, totals: [...counts.values()].reduce(addCounts, NO_COUNTS) };
  }

  private async byCreative(campaignId: number, range: ReportRange, rates: ReferenceRates) {
    const [byAd, creatives] = await Promise.all([
      this.figures.countsByAd(campaignId, startOfDay(range.from), startOfDay(addDays(range.to, 1))),
      this.prisma.creative.findMany({ where: { campaignId }, orderBy: [{ createdAt: 'asc' }, { id: 'asc' }], select: { id: true, title: true } }),
    ]);
    const ads = byAd.size === 0 ? [] : await this.prisma.nativeAd.findMany({ where: { id: { in: [...byAd.keys()] } }, select: { id: true, creativeId: true } });
    const creativeOfAd = new Map(ads.map((ad) => [ad.id, ad.creativeId]));
    const perCreative = new Map<number, AdCounts>(creatives.map((creative) => [creative.id, NO_COUNTS]));
    let other = NO_COUNTS;
    for (const [adId, counts] of byAd) {
      const creativeId = creativeOfAd.get(adId) ?? null;
      if (creativeId !== null && perCreative.has(creativeId)) perCreative.set(creativeId, addCounts(perCreative.get(creativeId)!, counts));
      else other = addCounts(other, counts);
    }
    const rows = creatives.map((creative): CampaignReportRow => ({ key: String(creative.id), label: creative.title, ...campaignFigures(perCreative.get(creative.id)!, rates) }));
    if (other.impressions + other.clicks + other.saves > 0) rows.push({ key: '', label: OTHER_ADS_LABEL, ...campaignFigures(other, rates) });
    return { rows, totals: [...byAd.values()].reduce(addCounts, NO_COUNTS) };
  }
}

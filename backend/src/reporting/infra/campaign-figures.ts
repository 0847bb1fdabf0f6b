import { Inject, Injectable } from '@nestjs/common';
import {
  CAMPAIGN_FIGURES_BY_AD_SQL,
  type CampaignCountsRow,
  CampaignReads,
  type CampaignMetricsRow,
  NATIVE_AD_REFERENCE_SQL,
  toClickHouseTime,
} from '@emberhold/analytics';
import { ANALYTICS_STORE, type AnalyticsStore } from '@emberhold/platform';
import { TtlLruCache } from '../../common/cache/ttl-lru-cache';
import { NO_COUNTS, REFERENCE_DAYS, referenceRates, type AdCounts, type ReferenceRates } from '../domain/campaign-performance';

/** ClickHouse sends UInt64 as strings in JSON; these counts fit a double. */
const countsOf = (row: CampaignCountsRow | undefined): AdCounts =>
  row ? { impressions: Number(row.impressions), clicks: Number(row.clicks), saves: Number(row.saves) } : NO_COUNTS;
const time = (date: Date) => toClickHouseTime(date.toISOString());

/** How long the reference rates are reused: they move slowly (30 days of facts), the dashboards poll every 5 s. */
export const REFERENCE_TTL_MS = 60_000;

/**
 * Campaign figures read exactly from ClickHouse's ad_events (FINAL, people only), on each call: the dashboards' and
 * the report's counts are within a second of the fact. Every value is a bound parameter. The dashboards' polled reads
 * (lifetime figures, and counts per hour or day) go through one CampaignReads for the process, which coalesces the
 * reads of many advertisers polling at once.
 */
@Injectable()
export class CampaignFigureReader {
  private readonly reference = new TtlLruCache<ReferenceRates>(1, REFERENCE_TTL_MS);
  private readonly coalesced: CampaignReads;

  constructor(@Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore) {
    this.coalesced = new CampaignReads(analytics);
  }

  /** A campaign's counts per hour or day ('YYYY-MM-DD hh:mm:ss', UTC) in [from, to), oldest first. */
  metricsByBucket(campaignId: number, bucket: 'hour' | 'day', from: Date, to: Date): Promise<CampaignMetricsRow[]> {
    return this.coalesced.metricsOf({ campaignId, bucket, from: time(from), to: time(to) });
  }

  /** Lifetime counts of every campaign in `ids`, in one query (campaigns without facts get zeros). */
  async countsByCampaign(ids: readonly number[]): Promise<Map<number, AdCounts>> {
    const counts = new Map<number, AdCounts>(ids.map((id) => [id, NO_COUNTS]));
    if (ids.length === 0) return counts;
    const rows = await this.coalesced.lifetimeOf(ids);
    for (const row of rows) counts.set(Number(row.campaign_id), countsOf(row));
    return counts;
  }

  /** The reference rates of expected clicks and saves (domain/campaign-performance.ts), kept a minute. */
  referenceRates(now = new Date()): Promise<ReferenceRates> {
    return this.reference.getOrLoad('site', async () => {
      const since = new Date(now.getTime() - REFERENCE_DAYS * 24 * 60 * 60_000);
      const [row] = await this.analytics.query<CampaignCountsRow>(NATIVE_AD_REFERENCE_SQL, { since: time(since) });
      return referenceRates(countsOf(row));
    });
  }

  /** Counts per UTC day ('YYYY-MM-DD') in [from, to). */
  async countsByDay(campaignId: number, from: Date, to: Date): Promise<Map<string, AdCounts>> {
    const rows = await this.metricsByBucket(campaignId, 'day', from, to);
    return new Map(rows.map((row) => [String(row.bucket).slice(0, 10), countsOf(row)]));
  }

  /** Counts per native ad in [from, to). */
  async countsByAd(campaignId: number, from: Date, to: Date): Promise<Map<number, AdCounts>> {
    const rows = await this.analytics.query<CampaignCountsRow & { ad_id: string | number }>(CAMPAIGN_FIGURES_BY_AD_SQL, { campaign: campaignId, from: time(from), to: time(to) });
    return new Map(rows.map((row) => [Number(row.ad_id), countsOf(row)]));
  }
}

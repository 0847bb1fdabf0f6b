import type { AnalyticsStore } from '@emberhold/platform';
import { CoalescedReads, type CoalescedReadsOptions } from './coalesced-reads';
import { CAMPAIGN_FIGURES_SQL, CAMPAIGN_METRICS_BATCH_SQL, CAMPAIGN_METRICS_SQL } from './read-queries';

/** One advertiser dashboard read: a campaign's figures per hour or day over [from, to) ('YYYY-MM-DD hh:mm:ss.sss', UTC). */
export interface CampaignMetricsRead {
  campaignId: number;
  bucket: 'hour' | 'day';
  from: string;
  to: string;
}

/** People-only counts as ClickHouse answers them (UInt64 may come as text). */
export interface CampaignCountsRow {
  impressions: string | number;
  clicks: string | number;
  saves: string | number;
}

/** A bucket's counts. */
export interface CampaignMetricsRow extends CampaignCountsRow {
  bucket: string;
}

/** A campaign's lifetime counts. */
export interface CampaignFiguresRow extends CampaignCountsRow {
  campaign_id: string | number;
}

/**
 * The advertiser dashboards' reads, coalesced (CoalescedReads). Hundreds of advertisers with a dashboard open each poll
 * their own campaigns every few seconds; each read on its own costs ClickHouse a scan and a FINAL merge of its
 * campaigns' facts, and side by side they compete for the same cores. Reads that wait while others run leave together
 * as one query over all their campaigns: one scan and one FINAL merge for all of them, measured at about half the
 * engine's work a read in batches of 4 and a third in batches of 8 (README, issue 20 §3). Exact as the single reads:
 * the same table with FINAL, and each read gets only its own campaigns' figures over its own range.
 */
export class CampaignReads {
  private readonly metrics: CoalescedReads<CampaignMetricsRead, CampaignMetricsRow[]>;
  private readonly lifetime: CoalescedReads<readonly number[], CampaignFiguresRow[]>;

  constructor(store: AnalyticsStore, options: CoalescedReadsOptions = {}) {
    this.metrics = new CoalescedReads(
      {
        // One bucket size a query, and a campaign once: its range is looked up by its id (CAMPAIGN_METRICS_BATCH_SQL).
        joins: (batch, read) => read.bucket === batch[0]!.bucket && !batch.some((other) => other.campaignId === read.campaignId),
        run: (batch) => campaignMetrics(store, batch),
      },
      options,
    );
    this.lifetime = new CoalescedReads({ joins: () => true, run: (batch) => campaignFigures(store, batch) }, options);
  }

  /** A campaign's counts per hour or day in the read's range, oldest first (CAMPAIGN_METRICS_SQL). */
  metricsOf(read: CampaignMetricsRead): Promise<CampaignMetricsRow[]> {
    return this.metrics.read(read);
  }

  /** The lifetime counts of the campaigns in `ids`, a row for each that has facts (CAMPAIGN_FIGURES_SQL). */
  lifetimeOf(ids: readonly number[]): Promise<CampaignFiguresRow[]> {
    return this.lifetime.read(ids);
  }
}

async function campaignMetrics(store: AnalyticsStore, batch: readonly CampaignMetricsRead[]): Promise<CampaignMetricsRow[][]> {
  const { bucket } = batch[0]!;
  if (batch.length === 1) {
    const { campaignId, from, to } = batch[0]!;
    return [await store.query<CampaignMetricsRow>(CAMPAIGN_METRICS_SQL, { campaign: campaignId, bucket, from, to })];
  }
  const rows = await store.query<CampaignMetricsRow & { campaign_id: string | number }>(CAMPAIGN_METRICS_BATCH_SQL, {
    campaigns: batch.map((read) => read.campaignId),
    froms: batch.map((read) => read.from),
    tos: batch.map((read) => read.to),
    bucket,
  });
  const byCampaign = new Map<number, CampaignMetricsRow[]>(batch.map((read) => [read.campaignId, []]));
  for (const { campaign_id: campaignId, ...row } of rows) byCampaign.get(Number(campaignId))?.push(row);
  return batch.map((read) => byCampaign.get(read.campaignId)!);
}

async function campaignFigures(store: AnalyticsStore, batch: ReadonlyArray<readonly number[]>): Promise<CampaignFiguresRow[][]> {
  const ids = [...new Set(batch.flat())];
  const rows = ids.length === 0 ? [] : await store.query<CampaignFiguresRow>(CAMPAIGN_FIGURES_SQL, { ids });
  const byCampaign = new Map(rows.map((row) => [Number(row.campaign_id), row]));
  return batch.map((read) => [...new Set(read)].flatMap((id) => byCampaign.get(id) ?? []));
}

import type { AnalyticsStore } from '@emberhold/platform';
import { CAMPAIGN_METRICS_BATCH_SQL, CAMPAIGN_METRICS_SQL } from './read-queries';

/** One advertiser dashboard read: a campaign's figures per hour or day over [from, to) ('YYYY-MM-DD hh:mm:ss.sss', UTC). */
export interface CampaignMetricsRead {
  campaignId: number;
  bucket: 'hour' | 'day';
  from: string;
  to: string;
}

/** A bucket's people-only counts as ClickHouse answers them (UInt64 may come as text). */
export interface CampaignMetricsRow {
  bucket: string;
  impressions: string | number;
  clicks: string | number;
  saves: string | number;
}

export interface CampaignMetricsReadsOptions {
  /** Batches in flight at once; the reads that arrive meanwhile wait and leave together. Default 2. */
  lanes?: number;
  /** Most reads in one batch. Default 16. */
  maxBatch?: number;
}

interface Waiting {
  read: CampaignMetricsRead;
  resolve(rows: CampaignMetricsRow[]): void;
  reject(error: unknown): void;
}

/**
 * The advertiser dashboards' reads, coalesced. Hundreds of advertisers with a dashboard open each poll their own
 * campaign every few seconds; each read on its own costs ClickHouse a scan and a FINAL merge of its campaign's facts,
 * and side by side they compete for the same cores. Here at most `lanes` queries run at once; the reads that arrive
 * while they run wait, and leave together as one query over all their campaigns (CAMPAIGN_METRICS_BATCH_SQL), each
 * with its own range. When ClickHouse is quick, a read leaves at once, alone (CAMPAIGN_METRICS_SQL); when it is busy,
 * batches grow and each read costs it less. Measured at 100 million events (README, issue 20 §3).
 *
 * Exact as the single read: the same table with FINAL, each row filtered by its own campaign's range; a batch never
 * holds one campaign twice (a second read of it waits for the next batch). A batch that fails is read again one read at
 * a time, so one read the engine refuses cannot fail the others (answer).
 */
export class CampaignMetricsReads {
  private readonly lanes: number;
  private readonly maxBatch: number;
  private waiting: Waiting[] = [];
  private inFlight = 0;

  constructor(
    private readonly store: AnalyticsStore,
    options: CampaignMetricsReadsOptions = {},
  ) {
    this.lanes = Math.max(1, Math.floor(options.lanes ?? 2));
    this.maxBatch = Math.max(1, Math.floor(options.maxBatch ?? 16));
  }

  read(read: CampaignMetricsRead): Promise<CampaignMetricsRow[]> {
    return new Promise((resolve, reject) => {
      this.waiting.push({ read, resolve, reject });
      this.send();
    });
  }

  private send(): void {
    while (this.inFlight < this.lanes && this.waiting.length > 0) {
      const batch = this.nextBatch();
      this.inFlight += 1;
      void this.answer(batch).finally(() => {
        this.inFlight -= 1;
        this.send();
      });
    }
  }

  /**
   * Settles each read of the batch. A batch that fails is read again one read at a time, so that a read the engine
   * refuses fails alone, with the engine's error, and the others of its batch are answered.
   */
  private async answer(batch: readonly Waiting[]): Promise<void> {
    try {
      const rows = await this.run(batch);
      batch.forEach((waiting, i) => waiting.resolve(rows[i]!));
    } catch (error) {
      if (batch.length === 1) return batch[0]!.reject(error);
      for (const waiting of batch) {
        await this.run([waiting]).then(
          ([rows]) => waiting.resolve(rows!),
          (alone: unknown) => waiting.reject(alone),
        );
      }
    }
  }

  /** The oldest waiting read and, in arrival order, the others of its bucket size for other campaigns. */
  private nextBatch(): Waiting[] {
    const bucket = this.waiting[0]!.read.bucket;
    const campaigns = new Set<number>();
    const batch: Waiting[] = [];
    const left: Waiting[] = [];
    for (const waiting of this.waiting) {
      if (batch.length < this.maxBatch && waiting.read.bucket === bucket && !campaigns.has(waiting.read.campaignId)) {
        campaigns.add(waiting.read.campaignId);
        batch.push(waiting);
      } else left.push(waiting);
    }
    this.waiting = left;
    return batch;
  }

  /** Each read's rows, in the batch's order. */
  private async run(batch: readonly Waiting[]): Promise<CampaignMetricsRow[][]> {
    const { bucket } = batch[0]!.read;
    if (batch.length === 1) {
      const { campaignId, from, to } = batch[0]!.read;
      return [await this.store.query<CampaignMetricsRow>(CAMPAIGN_METRICS_SQL, { campaign: campaignId, bucket, from, to })];
    }
    const rows = await this.store.query<CampaignMetricsRow & { campaign_id: string | number }>(CAMPAIGN_METRICS_BATCH_SQL, {
      campaigns: batch.map((waiting) => waiting.read.campaignId),
      froms: batch.map((waiting) => waiting.read.from),
      tos: batch.map((waiting) => waiting.read.to),
      bucket,
    });
    const byCampaign = new Map<number, CampaignMetricsRow[]>(batch.map((waiting) => [waiting.read.campaignId, []]));
    for (const { campaign_id: campaignId, ...row } of rows) byCampaign.get(Number(campaignId))?.push(row);
    return batch.map((waiting) => byCampaign.get(waiting.read.campaignId)!);
  }
}

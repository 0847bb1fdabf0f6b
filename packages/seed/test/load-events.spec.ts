import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateAnalytics } from '@emberhold/analytics';
import { openChdbAnalyticsStore, type AnalyticsStore } from '@emberhold/platform';
import { CAMPAIGN_METRICS_SQL } from '@emberhold/analytics';
import { loadAdEvents } from '../src/load-ad-events';
import { loadEvents } from '../src/load-events';

describe('loading generated events into ClickHouse for benchmarks', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-events-'));
  let analytics: AnalyticsStore;
  const posts = Array.from({ length: 300 }, (_, i) => ({ id: i + 1, clicks_all: (i * 37) % 500 }));

  beforeAll(async () => {
    analytics = await openChdbAnalyticsStore({ path: dataDir, database: 'load_events' });
    await migrateAnalytics(analytics);
  });
  afterAll(async () => {
    await analytics.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes the requested number of impressions and clicks as event rows', async () => {
    const result = await loadEvents({ analytics, posts, count: 30_000, seed: 7, batchSize: 10_000 });
    expect(result.rows).toBe(30_000);
    const [totals] = await analytics.query<{ events: number; clicks: number; impressions: number; posts: number }>(
      `SELECT count() AS events, countIf(type = 'post.click') AS clicks, countIf(type = 'post.impression') AS impressions,
              uniqExact(post_id) AS posts FROM events FINAL`,
    );
    expect(totals!.events).toBe(30_000);
    expect(totals!.clicks).toBeGreaterThan(0);
    expect(totals!.impressions).toBeGreaterThan(totals!.clicks);
    expect(totals!.posts).toBeLessThanOrEqual(300);
  });

  it('is idempotent: loading the same seed again adds no events', async () => {
    await loadEvents({ analytics, posts, count: 30_000, seed: 7, batchSize: 10_000 });
    const [{ events }] = (await analytics.query<{ events: number }>('SELECT count() AS events FROM events FINAL')) as [{ events: number }];
    expect(events).toBe(30_000);
  });

  it("gives running demo ads a campaign's traffic since they started, which the dashboard query reads, once however often loaded", async () => {
    const end = new Date('2026-11-20T00:00:00.000Z');
    const ads = [
      { ad_id: 1, campaign_id: 11, since: new Date('2026-10-01T00:00:00.000Z') },
      { ad_id: 2, campaign_id: 12, since: new Date('2026-11-18T00:00:00.000Z') },
    ];
    const first = await loadAdEvents({ analytics, ads, end, seed: 3 });
    await loadAdEvents({ analytics, ads, end, seed: 3 });
    const metrics = async (campaign: number) =>
      analytics.query<{ bucket: string; impressions: string; clicks: string; saves: string }>(CAMPAIGN_METRICS_SQL, {
        campaign, bucket: 'day', from: '2026-09-01 00:00:00.000', to: '2026-11-20 00:00:00.000',
      });
    const total = (rows: Array<{ impressions: string; clicks: string; saves: string }>, key: 'impressions' | 'clicks' | 'saves') =>
      rows.reduce((sum, row) => sum + Number(row[key]), 0);
    const month = await metrics(11);
    const recent = await metrics(12);
    // Thirty days at most for the older ad, two days for the newer one; every fact counted once.
    expect(month.length).toBe(30);
    expect(recent.map((row) => row.bucket)).toEqual(['2026-11-18 00:00:00', '2026-11-19 00:00:00']);
    expect(total(month, 'impressions') + total(recent, 'impressions') + total(month, 'clicks') + total(recent, 'clicks') + total(month, 'saves') + total(recent, 'saves'))
      .toBe(first.rows);
    expect(total(month, 'clicks')).toBeGreaterThan(0);
    expect(total(month, 'clicks')).toBeLessThan(total(month, 'impressions') / 20);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateAnalytics } from '@emberhold/analytics';
import { openChdbAnalyticsStore, type AnalyticsStore } from '@emberhold/platform';
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
});

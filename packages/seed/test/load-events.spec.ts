import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateAnalytics } from '@emberhold/analytics';
import { openChdbAnalyticsStore, type AnalyticsStore } from '@emberhold/platform';
import { CAMPAIGN_METRICS_SQL } from '@emberhold/analytics';
import { sortCodeOf } from '@emberhold/contracts';
import { demoSubtagVisits } from '../src/affiliates/demo-visits';
import { loadAffiliateVisits } from '../src/affiliates/load-affiliate-visits';
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

  it("writes the visits the demo affiliate reports name: each subtag issued to a session that clicked a post from a list that day, once however often loaded", async () => {
    const end = new Date('2026-11-26T09:00:00.000Z');
    const first = await loadAffiliateVisits({ analytics, posts, end });
    await loadAffiliateVisits({ analytics, posts, end });
    const visits = demoSubtagVisits(end);
    const rows = await analytics.query<{ subtag: string; session_id: string; issued: string; clicks: string; post_id: string; sort: string; day: string }>(
      `SELECT JSONExtractString(s.payload, 'subtag') AS subtag, s.session_id AS session_id, count() AS issued,
              any(c.clicks) AS clicks, any(c.post_id) AS post_id, any(c.sort) AS sort, any(c.day) AS day
       FROM events AS s FINAL
       INNER JOIN (
         SELECT session_id, count() AS clicks, any(post_id) AS post_id, any(sort) AS sort, toString(toDate(any(occurred_at))) AS day
         FROM events FINAL WHERE type = 'post.click' GROUP BY session_id
       ) AS c ON c.session_id = s.session_id
       WHERE s.type = 'subtag.issued'
       GROUP BY subtag, session_id`,
    );
    expect(first.rows).toBe(visits.length * 3);
    expect(rows).toHaveLength(visits.length);
    for (const visit of visits) {
      const row = rows.find((candidate) => candidate.subtag === visit.visitSubtag)!;
      expect([row.session_id, Number(row.issued), Number(row.clicks), row.sort, row.day]).toEqual([visit.sessionId, 1, 1, visit.sort, visit.day]);
      expect(sortCodeOf(row.sort)).toBe(visit.sortCode);
      expect(Number(row.post_id)).toBeGreaterThanOrEqual(1);
      expect(Number(row.post_id)).toBeLessThanOrEqual(300);
    }
    // The two months before the month of `end`.
    expect(new Set(visits.map((visit) => visit.day.slice(0, 7)))).toEqual(new Set(['2026-09', '2026-10']));
  });
});

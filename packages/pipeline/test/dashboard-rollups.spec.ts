import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CAMPAIGN_FIGURES_SQL, CAMPAIGN_METRICS_SQL, migrateAnalytics, POST_DEBUG_COUNTS_SQL, RAW_FINAL_READS } from '@emberhold/analytics';
import { envelope, eventIdFor, topics } from '@emberhold/contracts';
import { openChdbAnalyticsStore, type AnalyticsStore, type ConsumedRecord, type EventLog } from '@emberhold/platform';
import { RawEventsProjector } from '../src/projection/raw-events.projector';

/**
 * The debug record's rollup (post per day) and the advertiser dashboard's reads (a campaign's own range of ad_events
 * with FINAL; its hourly rollup was measured slower and dropped) on the real ClickHouse engine (chDB), fed the way
 * production feeds them: the raw-events projection inserting into `events`. A fact the event log delivers again, or
 * that a browser sends again under the same id, must not move a figure.
 */
describe('dashboard and debug record reads: every fact counted once', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-rollups-'));
  let store: AnalyticsStore;
  let projector: RawEventsProjector;
  let offset = 0;

  beforeAll(async () => {
    store = await openChdbAnalyticsStore({ path: dataDir, database: 'rollups' });
    await migrateAnalytics(store);
    const unusedLog = { produce: async () => undefined } as unknown as EventLog;
    projector = new RawEventsProjector(unusedLog, store, { groupId: 'rollups', topics: [topics.tracking], deadLetterTopic: 'rollups.dead' });
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const campaign = 41;
  const post = 7;
  const start = Date.parse('2026-11-20T09:00:00.000Z');
  /** Ninety minutes of facts for one campaign (two ads) and one post, a few of them by bots, each with its own stable id. */
  const facts = Array.from({ length: 90 }, (_, i) => {
    const context = { session_id: `s${i % 9}`, user_id: null, country: 'us', device: i % 3 === 0 ? ('mobile' as const) : ('desktop' as const), traffic: i % 10 === 9 ? ('bot' as const) : ('human' as const) };
    const at = { id: eventIdFor(`rollup-fact:${i}`), occurredAt: new Date(start + i * 60_000) };
    return i % 2 === 0
      ? envelope(i % 6 === 0 ? 'native_ad.click' : 'native_ad.impression', 1, { ad_id: 400 + (i % 4 === 0 ? 1 : 2), campaign_id: campaign, offer_id: `o${i}`, surface: 'native-ad' as const }, context, at)
      : envelope(i % 5 === 0 ? 'post.click' : 'post.impression', 1, { post_id: post, surface: (['list', 'editorial', 'postpage', 'search'] as const)[(i >> 1) % 4]!, sort: 'new', page: 1, position: i % 8 }, context, at);
  });

  /** Log records carrying `events`, at new offsets unless `redelivered` gives the ones they had. */
  function records(events: readonly object[], at?: number): ConsumedRecord[] {
    const first = at ?? offset;
    if (at === undefined) offset += events.length;
    return events.map((value, i) => ({ topic: topics.tracking, key: 'k', value, headers: {}, partition: 0, offset: String(first + i), timestamp: start }));
  }

  async function figures() {
    const range = { campaign, from: '2026-11-20 09:30:00.000', to: '2026-11-20 10:20:00.000' };
    return {
      byHour: await store.query(CAMPAIGN_METRICS_SQL, { ...range, bucket: 'hour' }),
      byDay: await store.query(CAMPAIGN_METRICS_SQL, { campaign, bucket: 'day', from: '2026-11-20 00:00:00.000', to: '2026-11-21 00:00:00.000' }),
      lifetime: await store.query(CAMPAIGN_FIGURES_SQL, { ids: [campaign, 999] }),
      debug: await store.query(POST_DEBUG_COUNTS_SQL, { post }),
    };
  }

  async function rawFigures() {
    const range = { campaign, from: '2026-11-20 09:30:00.000', to: '2026-11-20 10:20:00.000' };
    return {
      byHour: await store.query(RAW_FINAL_READS.CAMPAIGN_METRICS_SQL, { ...range, bucket: 'hour' }),
      byDay: await store.query(RAW_FINAL_READS.CAMPAIGN_METRICS_SQL, { campaign, bucket: 'day', from: '2026-11-20 00:00:00.000', to: '2026-11-21 00:00:00.000' }),
      lifetime: await store.query(RAW_FINAL_READS.CAMPAIGN_FIGURES_SQL, { ids: [campaign, 999] }),
      debug: await store.query(RAW_FINAL_READS.POST_DEBUG_COUNTS_SQL, { post }),
    };
  }

  it('counts each fact once, people only, and answers what the raw facts read with FINAL answer', async () => {
    await projector.project(records(facts));
    const once = await figures();
    // Ads: facts 0, 2, ... 88 (45), bots at i % 10 === 9 are all odd, so 45 people's facts; clicks at i % 6 === 0 (15).
    expect(once.byDay).toEqual([{ bucket: '2026-11-20 00:00:00', impressions: 30, clicks: 15, saves: 0 }]);
    // 09:30 to 10:20 cuts both hours: 09:30-09:58 (15 facts) and 10:00-10:18 (10 facts).
    expect(once.byHour).toEqual([
      { bucket: '2026-11-20 09:00:00', impressions: 10, clicks: 5, saves: 0 },
      { bucket: '2026-11-20 10:00:00', impressions: 6, clicks: 4, saves: 0 },
    ]);
    expect(once.lifetime).toEqual([{ campaign_id: campaign, impressions: 30, clicks: 15, saves: 0 }]);
    expect(once.debug).toEqual([
      {
        clicks: 4, impressions: 14, mobile_clicks: 1, mobile_impressions: 5,
        editorial_clicks: 2, editorial_impressions: 7, mobile_editorial_clicks: 1, mobile_editorial_impressions: 3,
        postpage_clicks: 3, postpage_impressions: 6, mobile_postpage_clicks: 1, mobile_postpage_impressions: 1,
      },
    ]);
    expect(once).toEqual(await rawFigures());
  });

  it('leaves every figure as it was when the log delivers the same records again, whole or in other batches', async () => {
    const before = await figures();
    await projector.project(records(facts, 0));
    await projector.project(records(facts.slice(10, 50), 10));
    await projector.project(records(facts.slice(45).reverse(), 45));
    expect(await figures()).toEqual(before);
    expect(await rawFigures()).toEqual(before);
  });

  it('leaves every figure as it was when the same facts are sent again under their ids, among new ones, and after merges', async () => {
    const before = await figures();
    // Re-sent: new log records (new offsets) carrying facts already stored, with a fact from another campaign.
    const other = envelope('native_ad.impression', 1, { ad_id: 900, campaign_id: campaign + 1, offer_id: 'x', surface: 'native-ad' as const },
      { session_id: 'sx', user_id: null, country: 'us', device: 'desktop' as const }, { id: eventIdFor('rollup-other'), occurredAt: new Date(start) });
    await projector.project(records([...facts.slice(0, 30), other, ...facts.slice(20, 90)]));
    await projector.project(records([other, facts[0]!]));
    expect(await figures()).toEqual(before);
    await store.command('OPTIMIZE TABLE ad_events FINAL');
    await store.command('OPTIMIZE TABLE post_day_facts FINAL');
    expect(await figures()).toEqual(before);
    const [otherCampaign] = await store.query(CAMPAIGN_FIGURES_SQL, { ids: [campaign + 1] });
    expect(otherCampaign).toEqual({ campaign_id: campaign + 1, impressions: 1, clicks: 0, saves: 0 });
  });

  it("counts nothing twice when the schema's backfill (the facts stored before the rollup existed) runs over facts the view already took in", async () => {
    // A new fact through the view, then the backfill statement the schema file runs, twice.
    const late = envelope('post.impression', 1, { post_id: post, surface: 'list' as const, sort: 'new', page: 1, position: 3 },
      { session_id: 'sl', user_id: null, country: 'us', device: 'mobile' as const }, { id: eventIdFor('rollup-late'), occurredAt: new Date(start + 5 * 60_000) });
    await projector.project(records([late]));
    const [withLate] = (await store.query<{ impressions: number; mobile_impressions: number }>(POST_DEBUG_COUNTS_SQL, { post })) as [{ impressions: number; mobile_impressions: number }];
    expect(Number(withLate.impressions)).toBe(15);
    const backfill = `INSERT INTO post_day_facts
      SELECT post_id, traffic, toDate(occurred_at) AS day, type, surface, device, uniqExactState(event_id) AS event_ids
      FROM events WHERE type IN ('post.impression', 'post.click') GROUP BY post_id, traffic, day, type, surface, device`;
    await store.command(backfill);
    await store.command(backfill);
    expect(await store.query(POST_DEBUG_COUNTS_SQL, { post })).toEqual([withLate]);
    expect(await store.query(POST_DEBUG_COUNTS_SQL, { post })).toEqual(await store.query(RAW_FINAL_READS.POST_DEBUG_COUNTS_SQL, { post }));
  });

  it('no longer feeds a campaign rollup: the dropped table and its view are gone, and inserts still land', async () => {
    const tables = await store.query<{ name: string }>("SELECT name FROM system.tables WHERE database = currentDatabase() AND name LIKE 'campaign_hourly%'");
    expect(tables).toEqual([]);
    const [{ impressions }] = (await store.query<{ impressions: number }>(CAMPAIGN_FIGURES_SQL, { ids: [campaign] })) as [{ impressions: number }];
    expect(Number(impressions)).toBe(30);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openChdbAnalyticsStore, type AnalyticsStore } from '@emberhold/platform';
import { migrateAnalytics } from '../src/analytics-schema';
import { type CampaignMetricsRead, CampaignReads } from '../src/campaign-reads';
import { CAMPAIGN_FIGURES_SQL, CAMPAIGN_METRICS_BATCH_SQL, CAMPAIGN_METRICS_SQL } from '../src/read-queries';

/**
 * The advertiser dashboards' reads, coalesced, on the real engine (chDB): reads that wait while others run leave
 * together as one query, and each still gets exactly its own campaign's figures over its own range.
 */
describe('advertiser dashboard reads, coalesced', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-metrics-reads-'));
  let store: AnalyticsStore;

  const start = Date.parse('2026-11-20T00:00:00.000Z');
  const types = ['native_ad.impression', 'native_ad.impression', 'native_ad.click', 'native_ad.saved'] as const;
  const time = (ms: number) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
  /** Three campaigns, a fact every 7 minutes over three days each, one in ten by a bot. */
  const facts = [11, 12, 13].flatMap((campaign) =>
    Array.from({ length: 600 }, (_, i) => ({
      event_id: `00000000-0000-4000-8000-${String(campaign * 10_000 + i).padStart(12, '0')}`,
      type: types[(i + campaign) % 4]!,
      version: 1,
      occurred_at: time(start + i * 7 * 60_000 + campaign * 1000),
      received_at: time(start + i * 7 * 60_000 + campaign * 1000),
      session_id: `s${i % 17}`,
      country: 'us',
      device: i % 3 === 0 ? 'mobile' : 'desktop',
      ad_id: campaign * 10 + (i % 2),
      campaign_id: campaign,
      surface: 'native-ad',
      traffic: i % 10 === 9 ? 'bot' : 'human',
      payload: '{}',
    })),
  );

  beforeAll(async () => {
    store = await openChdbAnalyticsStore({ path: dataDir, database: 'metrics_reads' });
    await migrateAnalytics(store);
    await store.insert('events', facts);
    // Every fifth fact sent again under its id (a browser's retry, the event log delivering it twice), in a later insert.
    await store.insert('events', facts.filter((_, i) => i % 5 === 0));
  }, 120_000);

  afterAll(async () => {
    await store?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The store, with every query it is sent recorded, and the most that were in flight at once. */
  function watched() {
    const sent: string[] = [];
    let inFlight = 0;
    let mostInFlight = 0;
    const counting: AnalyticsStore = {
      ...store,
      kind: store.kind,
      database: store.database,
      query: async <T>(sql: string, params?: Record<string, unknown>) => {
        sent.push(sql === CAMPAIGN_METRICS_BATCH_SQL ? 'batch' : sql === CAMPAIGN_METRICS_SQL ? 'single' : sql === CAMPAIGN_FIGURES_SQL ? 'lifetime' : 'other');
        inFlight += 1;
        mostInFlight = Math.max(mostInFlight, inFlight);
        try {
          return await store.query<T>(sql, params as never);
        } finally {
          inFlight -= 1;
        }
      },
    };
    return { counting, sent, mostInFlight: () => mostInFlight };
  }

  const own = (read: CampaignMetricsRead) => store.query(CAMPAIGN_METRICS_SQL, { campaign: read.campaignId, bucket: read.bucket, from: read.from, to: read.to });

  it('answers each of many reads sent at once what its own read answers, in fewer queries, at most `lanes` at a time', async () => {
    const reads: CampaignMetricsRead[] = [
      { campaignId: 11, bucket: 'day', from: '2026-11-20 00:00:00.000', to: '2026-11-23 00:00:00.000' },
      { campaignId: 12, bucket: 'day', from: '2026-11-20 00:00:00.000', to: '2026-11-23 00:00:00.000' },
      // Ranges that cut hours and days, down to the millisecond of a fact (13's facts are at :13 s past their minute).
      { campaignId: 13, bucket: 'hour', from: '2026-11-20 09:30:00.000', to: '2026-11-20 14:21:13.000' },
      { campaignId: 13, bucket: 'hour', from: '2026-11-20 09:30:00.000', to: '2026-11-20 14:21:13.001' },
      { campaignId: 12, bucket: 'hour', from: '2026-11-21 23:00:00.000', to: '2026-11-22 02:00:00.000' },
      { campaignId: 11, bucket: 'day', from: '2026-11-21 12:00:00.000', to: '2026-11-22 12:00:00.000' },
      { campaignId: 99, bucket: 'day', from: '2026-11-20 00:00:00.000', to: '2026-11-23 00:00:00.000' },
      { campaignId: 13, bucket: 'day', from: '2026-11-22 06:00:00.000', to: '2026-11-25 00:00:00.000' },
      { campaignId: 12, bucket: 'day', from: '2026-11-20 00:00:00.000', to: '2026-11-20 00:00:00.000' },
      { campaignId: 11, bucket: 'hour', from: '2026-11-20 00:00:00.000', to: '2026-11-20 03:00:00.000' },
    ];
    const { counting, sent, mostInFlight } = watched();
    const coalesced = new CampaignReads(counting, { lanes: 1 });
    const answers = await Promise.all(reads.map((read) => coalesced.metricsOf(read)));

    for (const [i, read] of reads.entries()) expect({ read, rows: answers[i] }).toEqual({ read, rows: await own(read) });
    expect(answers[3]!.at(-1)).not.toEqual(answers[2]!.at(-1));
    expect(answers[6]).toEqual([]);
    expect(answers[8]).toEqual([]);
    expect(sent).toContain('batch');
    expect(sent.length).toBeLessThan(reads.length);
    expect(mostInFlight()).toBe(1);
  });

  it('counts a fact sent twice once, and bots not at all, in a batch', async () => {
    const { counting, sent } = watched();
    const coalesced = new CampaignReads(counting, { lanes: 1 });
    const range = { bucket: 'day' as const, from: '2026-11-20 00:00:00.000', to: '2026-11-23 00:00:00.000' };
    // The first leaves alone; the next three wait for it and leave together.
    const [, ...answers] = await Promise.all([11, 12, 13, 11].map((campaignId) => coalesced.metricsOf({ campaignId, ...range })));
    expect(sent).toEqual(['single', 'batch']);
    for (const [i, campaign] of [12, 13, 11].entries()) {
      const people = facts.filter((fact) => fact.campaign_id === campaign && fact.traffic === 'human');
      const count = (type: string) => people.filter((fact) => fact.type === type).length;
      const rows = answers[i]!;
      expect(rows.map((row) => row.bucket)).toEqual(['2026-11-20 00:00:00', '2026-11-21 00:00:00', '2026-11-22 00:00:00']);
      const total = (key: 'impressions' | 'clicks' | 'saves') => rows.reduce((sum, row) => sum + Number(row[key]), 0);
      expect({ campaign, impressions: total('impressions'), clicks: total('clicks'), saves: total('saves') }).toEqual({
        campaign,
        impressions: count('native_ad.impression'),
        clicks: count('native_ad.click'),
        saves: count('native_ad.saved'),
      });
    }
  });

  it("fails a read the engine refuses alone, with the engine's error, and answers the others of its batch", async () => {
    const { counting, sent } = watched();
    const coalesced = new CampaignReads(counting, { lanes: 1 });
    const good = { bucket: 'day' as const, from: '2026-11-20 00:00:00.000', to: '2026-11-23 00:00:00.000' };
    const settled = await Promise.allSettled([
      coalesced.metricsOf({ campaignId: 11, ...good }),
      // Not a campaign id the engine can read as a UInt64: it fails the batch it is in.
      coalesced.metricsOf({ campaignId: 13.5, ...good }),
      coalesced.metricsOf({ campaignId: 12, ...good }),
    ]);
    expect(sent).toEqual(['single', 'batch', 'single', 'single']);
    expect(settled.map((outcome) => outcome.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(String((settled[1] as PromiseRejectedResult).reason)).toMatch(/13\.5|UInt64/);
    expect((settled[2] as PromiseFulfilledResult<unknown>).value).toEqual(await own({ campaignId: 12, ...good }));
    expect(await coalesced.metricsOf({ campaignId: 13, ...good })).toEqual(await own({ campaignId: 13, ...good }));
  });

  it('answers each of many lifetime reads sent at once with its own campaigns’ figures only, in fewer queries', async () => {
    const { counting, sent, mostInFlight } = watched();
    const coalesced = new CampaignReads(counting, { lanes: 1 });
    const reads = [[11], [12, 13], [13], [99], [11, 12, 99], [12]];
    const answers = await Promise.all(reads.map((ids) => coalesced.lifetimeOf(ids)));
    for (const [i, ids] of reads.entries()) {
      const own = await store.query(CAMPAIGN_FIGURES_SQL, { ids });
      const byId = (rows: Array<{ campaign_id: unknown }>) => [...rows].sort((a, b) => Number(a.campaign_id) - Number(b.campaign_id));
      expect({ ids, rows: byId(answers[i]!) }).toEqual({ ids, rows: byId(own as Array<{ campaign_id: unknown }>) });
    }
    // Counted by hand: people's facts of campaign 11, a fact sent twice once.
    const people = facts.filter((fact) => fact.campaign_id === 11 && fact.traffic === 'human');
    expect(answers[0]).toEqual([
      {
        campaign_id: 11,
        impressions: people.filter((fact) => fact.type === 'native_ad.impression').length,
        clicks: people.filter((fact) => fact.type === 'native_ad.click').length,
        saves: people.filter((fact) => fact.type === 'native_ad.saved').length,
      },
    ]);
    expect(answers[3]).toEqual([]);
    expect(sent).toEqual(['lifetime', 'lifetime']);
    expect(mostInFlight()).toBe(1);
  });
});

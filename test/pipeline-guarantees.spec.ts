import { randomBytes } from 'node:crypto';
import { renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AFFILIATE_MONTHLY_SQL } from '@emberhold/analytics';
import { type AffiliateReportFileRow, formatAffiliateReport, topics } from '@emberhold/contracts';
import {
  createTestDatabase,
  eventually,
  getFreePorts,
  startChdbHttpServer,
  startKafka,
  startRedis,
  type ChdbHttpServer,
  type KafkaHandle,
  type RedisHandle,
  type TestDatabase,
} from '@emberhold/infra';
import { openServerAnalyticsStore, type AnalyticsStore } from '@emberhold/platform';
import { Kafka, logLevel } from 'kafkajs';
import { Client } from 'pg';
import { DESKTOP_CHROME, loopbackOrigin, TEST_SESSION_SECRET } from '../backend/test/test-constants.test-support';
import { startProductProcess, type ProductProcess, tempDirs } from './support/product-process';
import { expectedEvents, sendTrackingCall, trackingCalls, type TrackingCall } from './support/tracking-calls';

const haveServices = Boolean(process.env.TEST_DATABASE_URL);
const RAW_EVENTS_GROUP = 'projection.raw-events';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The pipeline's guarantees, proved against real services in the full mode: the API and the workers as separate
 * processes, a Kafka broker, Redis, Postgres and ClickHouse over HTTP, each of its own so that this file can stop
 * them without disturbing other tests. The browser's behaviour is played by a client that retries a call (same
 * batch id, same send time) until it is accepted, as the site's tracking client does.
 */
(haveServices ? describe : describe.skip)('pipeline guarantees in the full mode (Kafka, ClickHouse, SIGKILL)', () => {
  let kafka: KafkaHandle;
  let redis: RedisHandle;
  let database: TestDatabase;
  let clickhouse: ChdbHttpServer;
  let clickhousePath: string;
  let clickhousePort: number;
  let analytics: AnalyticsStore;
  let api: ProductProcess;
  let workers: ProductProcess;
  let apiPort: number;
  let workersPort: number;
  let postIds: number[];
  let env: Record<string, string>;
  let affiliateImportDir: string;
  const { temp, removeAll } = tempDirs();
  const startWorkers = () =>
    startProductProcess('workers', { ...env, EMBERHOLD_ROLE: 'workers', PORT: String(workersPort), EMBERHOLD_DATA_DIR: temp('emberhold-workers-') });

  beforeAll(async () => {
    [kafka, redis, database] = await Promise.all([startKafka({ defaultPartitions: 3 }), startRedis(), createTestDatabase({ prefix: 'guarantees' })]);
    clickhousePath = temp('emberhold-ch-');
    clickhouse = await startChdbHttpServer({ path: clickhousePath });
    clickhousePort = Number(new URL(clickhouse.url).port);
    [apiPort, workersPort] = (await getFreePorts(2)) as [number, number];
    affiliateImportDir = temp('emberhold-affiliate-imports-');
    env = {
      AFFILIATE_IMPORT_DIR: affiliateImportDir,
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      KAFKA_BROKERS: kafka.url,
      CLICKHOUSE_URL: clickhouse.url,
      CLICKHOUSE_DATABASE: 'guarantees',
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL: loopbackOrigin(apiPort),
      EMBERHOLD_SEED_SIZE: '60',
      // A killed worker's partitions move to its replacement after this long.
      KAFKA_SESSION_TIMEOUT_MS: '6000',
      // A killed worker's job (the affiliate import) runs again on its replacement after about twice this.
      JOB_LOCK_MS: '5000',
      LOG_LEVEL: 'warn',
    };
    api = startProductProcess('backend', { ...env, EMBERHOLD_ROLE: 'api', PORT: String(apiPort), EMBERHOLD_DATA_DIR: temp('emberhold-api-') });
    await api.waitForOk(apiPort);
    workers = startWorkers();
    await workers.waitForOk(workersPort);
    analytics = await openServerAnalyticsStore({ url: clickhouse.url, database: 'guarantees' });
    const list = (await (await fetch(`${loopbackOrigin(apiPort)}/api/lists/new/1/`)).json()) as { posts: Array<{ id: number }> };
    postIds = list.posts.map((post) => post.id);
  }, 240_000);

  afterAll(async () => {
    await workers?.stop();
    await api?.stop();
    await analytics?.close();
    await clickhouse?.stop();
    await Promise.allSettled([kafka?.stop(), redis?.stop(), database?.drop()]);
    removeAll();
  });

  /** Sends every call with `concurrency` senders, each retrying its call until the API accepts it. */
  async function deliver(all: TrackingCall[], concurrency = 4): Promise<{ statuses: Map<number, number>; bodies503: string[] }> {
    const statuses = new Map<number, number>();
    const bodies503: string[] = [];
    let next = 0;
    const sender = async () => {
      while (next < all.length) {
        const call = all[next++]!;
        for (;;) {
          const { status, text } = await sendTrackingCall(apiPort, call.body);
          if (status === 503 && bodies503.length < 5) bodies503.push(text);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status === 200) break;
          await sleep(250);
        }
      }
    };
    await Promise.all(Array.from({ length: concurrency }, sender));
    return { statuses, bodies503 };
  }

  async function stored(session: string): Promise<Record<string, number>> {
    const rows = await analytics.query<{ type: string; post_id: string; n: string }>(
      `SELECT type, post_id, count() AS n FROM events FINAL WHERE session_id = {session:String} GROUP BY type, post_id`,
      { session },
    );
    return Object.fromEntries(rows.map((row) => [`${row.type}:${row.post_id}`, Number(row.n)]));
  }

  async function lag(): Promise<number> {
    const admin = new Kafka({ brokers: kafka.brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      const [ends, [committed]] = await Promise.all([
        admin.fetchTopicOffsets(topics.tracking),
        admin.fetchOffsets({ groupId: RAW_EVENTS_GROUP, topics: [topics.tracking] }),
      ]);
      const done = new Map((committed?.partitions ?? []).map((p) => [p.partition, Number(p.offset)]));
      return ends.reduce((sum, end) => sum + Math.max(0, Number(end.high) - Math.max(0, done.get(end.partition) ?? 0)), 0);
    } finally {
      await admin.disconnect();
    }
  }

  it('holds exactly the accepted events, by type and post, while the workers are killed with SIGKILL and restarted', async () => {
    const session = `kill${randomBytes(6).toString('hex')}`;
    const all = trackingCalls(session, postIds, 250);
    let kills = 0;
    let sending = true;
    const killer = (async () => {
      await sleep(600);
      while (sending || kills < 3) {
        await sleep(400 + Math.random() * 1_600);
        workers.child.kill('SIGKILL');
        await workers.exited;
        kills += 1;
        workers = startWorkers();
        await workers.waitForOk(workersPort, '/healthz');
        if (kills >= 6) break;
      }
    })();
    // Paced, so the kills land while batches are in flight.
    const paced = async () => {
      for (let i = 0; i < all.length; i += 25) {
        await deliver(all.slice(i, i + 25));
        await sleep(150);
      }
    };
    await paced();
    sending = false;
    await killer;
    expect(kills).toBeGreaterThanOrEqual(3);
    await workers.waitForOk(workersPort);
    await eventually(async () => expect(await stored(session)).toEqual(expectedEvents(all)), { timeoutMs: 120_000, intervalMs: 500 });
    expect(await lag()).toBe(0);

    // Then the whole topic again: the group's offsets go back to the start, as after a lost offset commit, and
    // every event is projected a second time. Not one count moves.
    workers.child.kill('SIGKILL');
    await workers.exited;
    const admin = new Kafka({ brokers: kafka.brokers, logLevel: logLevel.NOTHING }).admin();
    await admin.connect();
    try {
      await eventually(() => admin.resetOffsets({ groupId: RAW_EVENTS_GROUP, topic: topics.tracking, earliest: true }), { timeoutMs: 60_000, intervalMs: 1_000 });
    } finally {
      await admin.disconnect();
    }
    expect(await lag()).toBeGreaterThan(0);
    workers = startWorkers();
    await workers.waitForOk(workersPort);
    await eventually(async () => expect(await lag()).toBe(0), { timeoutMs: 120_000, intervalMs: 500 });
    expect(await stored(session)).toEqual(expectedEvents(all));
  }, 300_000);

  it('answers 503 while Kafka is frozen for 10 s, loses nothing it accepted, and recovers by itself', async () => {
    const session = `kafka${randomBytes(6).toString('hex')}`;
    const all = trackingCalls(session, postIds, 150);
    const delivering = (async () => {
      const results: Array<Awaited<ReturnType<typeof deliver>>> = [];
      for (let i = 0; i < all.length; i += 10) {
        results.push(await deliver(all.slice(i, i + 10), 2));
        await sleep(100);
      }
      return results;
    })();
    await sleep(1_000);
    kafka.pause();
    await sleep(10_000);
    kafka.resume();
    const results = await delivering;
    const unavailable = results.reduce((n, r) => n + (r.statuses.get(503) ?? 0), 0);
    expect(unavailable).toBeGreaterThan(0);
    const bodies = results.flatMap((r) => r.bodies503);
    expect(JSON.parse(bodies[0]!)).toMatchObject({ meta: { status: 'error', error: expect.stringMatching(/^Tracking is briefly unavailable/) }, code: 'TRACKING_UNAVAILABLE' });
    await eventually(async () => expect(await stored(session)).toEqual(expectedEvents(all)), { timeoutMs: 120_000, intervalMs: 500 });
    // The API took calls again without a restart.
    const after = await fetch(`${loopbackOrigin(apiPort)}/api/user/tracking`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
      body: JSON.stringify({ type: 'click', session_id: session, post_id: postIds[0] }),
    });
    expect(after.status).toBe(200);
  }, 300_000);

  it('pauses projection while ClickHouse is down, lets the lag grow, then drains it to exact counts', async () => {
    const session = `chdown${randomBytes(6).toString('hex')}`;
    const all = trackingCalls(session, postIds, 120);
    await clickhouse.stop();
    await deliver(all);
    await eventually(async () => expect(await lag()).toBeGreaterThan(0), { timeoutMs: 30_000, intervalMs: 250 });
    const during = await lag();
    await sleep(3_000);
    expect(await lag()).toBeGreaterThanOrEqual(during);
    clickhouse = await startChdbHttpServer({ path: clickhousePath, port: clickhousePort });
    await analytics.close();
    analytics = await openServerAnalyticsStore({ url: clickhouse.url, database: 'guarantees' });
    await eventually(async () => expect(await lag()).toBe(0), { timeoutMs: 120_000, intervalMs: 500 });
    expect(await stored(session)).toEqual(expectedEvents(all));
  }, 300_000);

  it('imports a large affiliate report to the exact figures of its file while the workers are killed mid-import and restarted', async () => {
    const run = randomBytes(3).toString('hex');
    const tags = Array.from({ length: 50 }, (_, i) => `g${run}x${i}-20`);
    const first = Date.UTC(2025, 0, 1);
    const rows: AffiliateReportFileRow[] = [];
    const sums = new Map<string, { clicks: number; ordered: number; shipped: number; sales: number; commission: number }>();
    tags.forEach((tag, i) => {
      for (let d = 0; d < 400; d += 1) {
        const period = new Date(first + d * 86_400_000).toISOString().slice(0, 10);
        const salesCents = (i * 131 + d * 17) % 50_000;
        const commissionCents = Math.floor(salesCents * 0.04);
        const row = {
          tag,
          period,
          clicks: (i * 7 + d * 3) % 50,
          ordered_units: (i + d) % 6,
          shipped_units: (i * 3 + d) % 5,
          returned_units: (i + d) % 2,
          sales_amount: (salesCents / 100).toFixed(2),
          commission: (commissionCents / 100).toFixed(2),
        };
        rows.push(row);
        const key = `${tag}|${period.slice(0, 7)}`;
        const sum = sums.get(key) ?? { clicks: 0, ordered: 0, shipped: 0, sales: 0, commission: 0 };
        sum.clicks += row.clicks;
        sum.ordered += row.ordered_units;
        sum.shipped += row.shipped_units;
        sum.sales += salesCents;
        sum.commission += commissionCents;
        sums.set(key, sum);
      }
    });
    expect(rows).toHaveLength(20_000);

    const db = new Client({ connectionString: database.url });
    await db.connect();
    try {
      const statusOf = async (): Promise<string | undefined> =>
        (await db.query<{ status: string }>(`SELECT status FROM affiliate_imports WHERE file_name = $1`, [`big-${run}.csv`])).rows[0]?.status;
      // Written whole, then moved into the watched folder (a name the intake skips while it is being written).
      const partial = join(affiliateImportDir, `big-${run}.csv.part`);
      writeFileSync(partial, formatAffiliateReport({ program: 'us', grain: 'day', rows }, 'csv'));
      renameSync(partial, join(affiliateImportDir, `big-${run}.csv`));
      // The sweep runs at every worker start (and every 10 s): a restart takes the file in at once.
      workers.child.kill('SIGKILL');
      await workers.exited;
      workers = startWorkers();

      // Killed as soon as the import is seen being processed, or its facts on their way to ClickHouse.
      let seen: string | undefined;
      await eventually(
        async () => {
          seen = await statusOf();
          expect(['processing', 'published']).toContain(seen);
        },
        { timeoutMs: 120_000, intervalMs: 20 },
      );
      workers.child.kill('SIGKILL');
      await workers.exited;
      workers = startWorkers();
      await workers.waitForOk(workersPort);

      await eventually(async () => expect(await statusOf()).toBe('complete'), { timeoutMs: 300_000, intervalMs: 1_000 });
      // Taken in once, whatever the kills interrupted (the start-up sweep and the scheduled one may race for the file).
      const imports = await db.query<{ n: string }>(`SELECT count(*) AS n FROM affiliate_imports WHERE file_name = $1`, [`big-${run}.csv`]);
      expect(Number(imports.rows[0]!.n)).toBe(1);
      const months = await analytics.query<{ tag: string; year_month: string; retailer_clicks: number; ordered_units: number; shipped_units: number; sales_amount: string; commission: string }>(
        AFFILIATE_MONTHLY_SQL,
        { tags },
      );
      const cents = (amount: string | number) => Math.round(Number(amount) * 100);
      const stored = new Map(
        months.map((month) => [
          `${month.tag}|${month.year_month}`,
          { clicks: Number(month.retailer_clicks), ordered: Number(month.ordered_units), shipped: Number(month.shipped_units), sales: cents(month.sales_amount), commission: cents(month.commission) },
        ]),
      );
      expect(stored).toEqual(sums);
      const [held] = await analytics.query<{ n: string }>(`SELECT count() AS n FROM affiliate_earnings FINAL WHERE has({tags:Array(String)}, tag)`, { tags });
      expect(Number(held!.n)).toBe(20_000);
    } finally {
      await db.end();
    }
  }, 600_000);
});

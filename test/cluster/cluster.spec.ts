import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { topics } from '@emberhold/contracts';
import { createTestDatabase, eventually, getFreePorts, startChdbHttpServer, type ChdbHttpServer, type TestDatabase } from '@emberhold/infra';
import { openServerAnalyticsStore, type AnalyticsStore } from '@emberhold/platform';
import { Queue } from 'bullmq';
import IORedis from 'ioredis';
import { DEMO_PASSWORD, demoEmail, DESKTOP_CHROME, loopbackOrigin, TEST_SESSION_SECRET } from '../../backend/test/test-constants.test-support';
import { watchConsumerGroup, type ConsumerGroupView, type GroupMember } from '../support/cluster-members';
import { startProductProcess, type ProductProcess, tempDirs } from '../support/product-process';
import { expectedEvents, sendTrackingCall, trackingCalls, type TrackingCall } from '../support/tracking-calls';

const haveServices = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && process.env.TEST_KAFKA_BROKERS);

/** The consumer group that projects tracking events into ClickHouse (packages/pipeline, RAW_EVENTS_GROUP). */
const RAW_EVENTS_GROUP = 'projection.raw-events';
/** The workers' BullMQ queue (packages/runtime, MAIN_QUEUE). */
const MAIN_QUEUE = 'emberhold-jobs';
/** Every repeatable job's interval in this cluster (JOB_SCHEDULE_EVERY_MS), so a schedule ticks many times in a test. */
const JOB_EVERY_MS = 2_000;
/** The repeatable jobs the workers schedule (packages/pipeline, JobRunner). */
const SCHEDULES = ['scores.refresh', 'boosts.refresh', 'media.sweep', 'dropoffs.derive', 'affiliate.imports.sweep'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settles = { timeoutMs: 120_000, intervalMs: 500 };

/** Sends one tracking call to one API: its status, or -1 when the process did not answer at all. */
const track = async (port: number, body: Record<string, unknown>): Promise<number> => (await sendTrackingCall(port, body)).status;

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';', 1)[0]!)
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

/**
 * The full mode as a small cluster on one machine: two API processes and two workers processes (the built dist, as
 * deployed) against one Kafka broker whose tracking topic has 6 partitions, Redis, Postgres and ClickHouse over HTTP.
 * What one process knows, the others must know too, and a process lost with SIGKILL loses nothing that was accepted.
 */
(haveServices ? describe : describe.skip)('the full mode as a cluster: 2 api and 2 workers processes', () => {
  let database: TestDatabase;
  let clickhouse: ChdbHttpServer;
  let analytics: AnalyticsStore;
  let group: ConsumerGroupView;
  let redis: IORedis;
  let queue: Queue;
  let env: Record<string, string>;
  let namespace: string;
  let trackingTopic: string;
  let postIds: number[];
  const ports = { apiA: 0, apiB: 0, workersA: 0, workersB: 0 };
  const api: { a?: ProductProcess; b?: ProductProcess } = {};
  const workers: { a?: ProductProcess; b?: ProductProcess } = {};
  const { temp, removeAll } = tempDirs();
  const brokers = (process.env.TEST_KAFKA_BROKERS ?? '').split(',');

  const startApi = (name: 'a' | 'b') =>
    startProductProcess('backend', { ...env, EMBERHOLD_ROLE: 'api', PORT: String(name === 'a' ? ports.apiA : ports.apiB), EMBERHOLD_DATA_DIR: temp(`emberhold-api-${name}-`) });
  /** A workers process whose Kafka client id names it, so the group's membership says which process holds what. */
  async function startWorkers(name: 'a' | 'b'): Promise<ProductProcess> {
    const port = name === 'a' ? ports.workersA : ports.workersB;
    const started = startProductProcess('workers', { ...env, EMBERHOLD_ROLE: 'workers', PORT: String(port), KAFKA_CLIENT_ID: `workers-${name}`, EMBERHOLD_DATA_DIR: temp(`emberhold-workers-${name}-`) });
    workers[name] = started;
    await started.waitForOk(port);
    return started;
  }
  async function kill(target: ProductProcess | undefined): Promise<void> {
    target?.child.kill('SIGKILL');
    await target?.exited;
  }

  /** The tracking partitions each workers process holds, by name (a, b), once the group is stable. */
  async function trackingShares(): Promise<Record<string, number[]>> {
    const members: GroupMember[] = await group.members();
    return Object.fromEntries(members.map((member) => [member.clientId.replace(/^workers-/, ''), [...(member.assignment[trackingTopic] ?? [])].sort((x, y) => x - y)]));
  }

  async function stored(session: string): Promise<Record<string, number>> {
    const rows = await analytics.query<{ type: string; post_id: string; n: string }>(
      `SELECT type, post_id, count() AS n FROM events FINAL WHERE session_id = {session:String} GROUP BY type, post_id`,
      { session },
    );
    return Object.fromEntries(rows.map((row) => [`${row.type}:${row.post_id}`, Number(row.n)]));
  }

  beforeAll(async () => {
    database = await createTestDatabase({ prefix: 'cluster' });
    clickhouse = await startChdbHttpServer({ path: temp('emberhold-ch-') });
    [ports.apiA, ports.apiB, ports.workersA, ports.workersB] = (await getFreePorts(4)) as [number, number, number, number];
    // Topics, consumer groups, queues and keys of this file's cluster only: other suites share the broker and Redis.
    namespace = `cluster-${randomBytes(4).toString('hex')}`;
    trackingTopic = `${namespace}.${topics.tracking}`;
    env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS!,
      CLICKHOUSE_URL: clickhouse.url,
      CLICKHOUSE_DATABASE: 'cluster',
      EMBERHOLD_NAMESPACE: namespace,
      SESSION_SECRET: TEST_SESSION_SECRET,
      // One site behind one address, as behind a load balancer.
      PUBLIC_URL: loopbackOrigin(ports.apiA),
      EMBERHOLD_SEED_SIZE: '60',
      // A killed worker's partitions move to the other after this long (the broker's minimum).
      KAFKA_SESSION_TIMEOUT_MS: '6000',
      JOB_SCHEDULE_EVERY_MS: String(JOB_EVERY_MS),
      LOG_LEVEL: 'warn',
    };
    // The first API migrates and seeds; the others find the database ready.
    api.a = startApi('a');
    await api.a.waitForOk(ports.apiA);
    api.b = startApi('b');
    await Promise.all([api.b.waitForOk(ports.apiB), startWorkers('a'), startWorkers('b')]);
    analytics = await openServerAnalyticsStore({ url: clickhouse.url, database: 'cluster' });
    group = await watchConsumerGroup(brokers, `${namespace}.${RAW_EVENTS_GROUP}`);
    redis = new IORedis(process.env.TEST_REDIS_URL!, { maxRetriesPerRequest: null });
    queue = new Queue(MAIN_QUEUE, { connection: redis, prefix: `emberhold-${namespace}` });
    const list = (await (await fetch(`${loopbackOrigin(ports.apiA)}/api/lists/new/1/`)).json()) as { posts: Array<{ id: number }> };
    postIds = list.posts.map((post) => post.id);
  }, 300_000);

  afterAll(async () => {
    await Promise.allSettled([workers.a?.stop(), workers.b?.stop()]);
    await Promise.allSettled([api.a?.stop(), api.b?.stop()]);
    await queue?.close();
    redis?.disconnect();
    await group?.close();
    await analytics?.close();
    await clickhouse?.stop();
    await database?.drop();
    removeAll();
  });

  describe('shared state', () => {
    it('takes a session and its CSRF token made by one API on the other', async () => {
      const login = await fetch(`${loopbackOrigin(ports.apiA)}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
        body: JSON.stringify({ username: demoEmail('editor'), password: DEMO_PASSWORD }),
      });
      expect(login.status).toBe(200);
      const cookie = cookiesOf(login);
      const csrf = ((await login.json()) as { csrf_token: string }).csrf_token;

      const me = await fetch(`${loopbackOrigin(ports.apiB)}/api/user/me`, { headers: { cookie, 'user-agent': DESKTOP_CHROME } });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ user: { email: demoEmail('editor') }, csrf_token: csrf });

      const contact = (token?: string) =>
        fetch(`${loopbackOrigin(ports.apiB)}/api/user/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME, cookie, ...(token === undefined ? {} : { 'x-csrf-token': token }) },
          body: JSON.stringify({ name: 'Ysra Vell', email: 'ysra@example.test', message: 'Is the lantern in stock?', type: 'General question/inquiry' }),
        });
      const without = await contact();
      expect([without.status, ((await without.json()) as { code: string }).code]).toEqual([403, 'CSRF_TOKEN_INVALID']);
      expect((await contact(`${csrf}x`)).status).toBe(403);
      expect((await contact(csrf)).status).toBe(200);
    });

    it('counts login attempts alternated between the two APIs against one limit: the 11th is refused by either', async () => {
      const username = `ghost_${randomBytes(4).toString('hex')}`;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        const response = await fetch(`${loopbackOrigin(i % 2 === 0 ? ports.apiA : ports.apiB)}/api/user/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
          body: JSON.stringify({ username, password: 'not-the-password' }),
        });
        statuses.push(response.status);
      }
      // One process alone would allow 10; two processes with a limit each would allow 20.
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429]);
    });

    it('counts a one-time ad offer once: seen or clicked on one API, it is refused on the other', async () => {
      const handed = await fetch(`${loopbackOrigin(ports.apiA)}/api/user/native_ad/`, { headers: { 'user-agent': DESKTOP_CHROME } });
      const [ad] = ((await handed.json()) as { ads: Array<{ ad_id: number; offer: string }> }).ads;
      expect(ad).toBeDefined();
      const counted = async (port: number, kind: 'impression' | 'click') => {
        const response = await fetch(`${loopbackOrigin(port)}/api/user/native_ad/tracking/${kind}/`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
          body: JSON.stringify({ ad_id: ad!.ad_id, offer: ad!.offer }),
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as { counted: boolean }).counted;
      };
      expect(await counted(ports.apiA, 'impression')).toBe(true);
      expect(await counted(ports.apiB, 'impression')).toBe(false);
      expect(await counted(ports.apiB, 'click')).toBe(true);
      expect(await counted(ports.apiA, 'click')).toBe(false);
    });
  });

  describe('jobs run once', () => {
    interface Run {
      slot: number;
      processedBy: string | undefined;
      stalled: number;
    }
    /** The completed runs of each repeatable job due at or after `since`, by schedule, in slot order. */
    async function scheduledRuns(since: number): Promise<Map<string, Run[]>> {
      const runs = new Map<string, Run[]>();
      for (const job of await queue.getJobs(['completed'], 0, -1)) {
        const match = /^repeat:(.+):(\d+)$/.exec(job.id ?? '');
        if (!match || Number(match[2]) < since) continue;
        const list = runs.get(match[1]!) ?? [];
        list.push({ slot: Number(match[2]), processedBy: job.processedBy, stalled: job.stalledCounter });
        runs.set(match[1]!, list);
      }
      for (const list of runs.values()) list.sort((x, y) => x.slot - y.slot);
      return runs;
    }

    it('runs every scheduled tick of scores, boosts, sweeps and dropoffs once across both workers, through a restart of one', async () => {
      const since = Date.now();
      // A restarted workers process registers the same schedules again: they must stay one each.
      await workers.b!.stop();
      const restarted = await startWorkers('b');
      const names = { a: `${hostname()}:${workers.a!.child.pid}`, b: `${hostname()}:${restarted.child.pid}` };

      let runs = new Map<string, Run[]>();
      await eventually(
        async () => {
          runs = await scheduledRuns(since);
          for (const schedule of SCHEDULES) expect([schedule, (runs.get(schedule) ?? []).length >= 5]).toEqual([schedule, true]);
          const by = new Set([...runs.values()].flat().map((run) => run.processedBy));
          expect([by.has(names.a), by.has(names.b)]).toEqual([true, true]);
        },
        { timeoutMs: 120_000, intervalMs: 500 },
      );

      expect((await queue.getJobSchedulers(0, -1)).map((scheduler) => scheduler.key).sort()).toEqual([...SCHEDULES].sort());
      for (const schedule of SCHEDULES) {
        const list = runs.get(schedule)!;
        // One run per tick: consecutive runs are whole intervals apart, never two in one interval ...
        const gaps = list.slice(1).map((run, i) => run.slot - list[i]!.slot);
        expect([schedule, gaps.filter((gap) => gap < JOB_EVERY_MS || gap % JOB_EVERY_MS !== 0)]).toEqual([schedule, []]);
        // ... so no more runs than ticks in the span, and none taken over from the other worker half-way.
        expect(list.length).toBeLessThanOrEqual(Math.floor((list.at(-1)!.slot - list[0]!.slot) / JOB_EVERY_MS) + 1);
        expect([schedule, list.filter((run) => run.stalled > 0).length]).toEqual([schedule, 0]);
      }
    }, 240_000);
  });

  describe('rebalancing', () => {
    /** Sends every call with 4 senders, call n to API a or b by turns, each retrying its call until it is accepted. */
    async function deliverToBoth(all: TrackingCall[], onProgress?: (done: number) => void | Promise<void>): Promise<void> {
      let next = 0;
      let done = 0;
      const sender = async () => {
        while (next < all.length) {
          const n = next++;
          while ((await track(n % 2 === 0 ? ports.apiA : ports.apiB, all[n]!.body)) !== 200) await sleep(200);
          done += 1;
          await onProgress?.(done);
        }
      };
      await Promise.all(Array.from({ length: 4 }, sender));
    }

    it('moves a SIGKILLed worker’s partitions to the other, counts exactly, and gives the restarted worker its share again', async () => {
      // The tracking topic has partitions enough for both, and both hold some.
      expect(await group.partitions(trackingTopic)).toBeGreaterThanOrEqual(4);
      await eventually(
        async () => {
          const shares = await trackingShares();
          expect([shares.a?.length ?? 0, shares.b?.length ?? 0].every((n) => n > 0)).toBe(true);
        },
        { timeoutMs: 60_000, intervalMs: 250 },
      );

      const session = `rebal${randomBytes(6).toString('hex')}`;
      const all = trackingCalls(session, postIds, 240);
      let killed = false;
      await deliverToBoth(all, async (done) => {
        if (done >= 80 && !killed) {
          killed = true;
          await kill(workers.b);
        }
      });
      expect(killed).toBe(true);
      // The survivor holds every partition, and every event is counted once.
      const everyPartition = Array.from({ length: await group.partitions(trackingTopic) }, (_, i) => i);
      await eventually(async () => expect(await trackingShares()).toEqual({ a: everyPartition }), settles);
      await eventually(async () => expect(await stored(session)).toEqual(expectedEvents(all)), settles);
      await eventually(async () => expect(await group.lag(trackingTopic)).toBe(0), settles);

      // The killed worker comes back and is given partitions again ...
      await startWorkers('b');
      await eventually(
        async () => {
          const shares = await trackingShares();
          expect([shares.a?.length ?? 0, shares.b?.length ?? 0].every((n) => n > 0)).toBe(true);
        },
        settles,
      );
      // ... and does the work alone while the other is stopped.
      await workers.a!.stop();
      await eventually(async () => expect(await trackingShares()).toEqual({ b: everyPartition }), settles);
      const later = `rebalb${randomBytes(6).toString('hex')}`;
      const more = trackingCalls(later, postIds, 40);
      await deliverToBoth(more);
      await eventually(async () => expect(await stored(later)).toEqual(expectedEvents(more)), settles);
      await startWorkers('a');
    }, 300_000);
  });

  describe('losing an API', () => {
    it('keeps answering on the other API when one is SIGKILLed under load, and loses nothing either acknowledged', async () => {
      const session = `apikill${randomBytes(6).toString('hex')}`;
      const all = trackingCalls(session, postIds, 240);
      const acknowledged = { a: 0, b: 0 };
      let refusedByDeadApi = 0;
      let unansweredBySurvivor = 0;
      let killed = false;
      let next = 0;
      const sender = async () => {
        while (next < all.length) {
          const n = next++;
          const call = all[n]!;
          // By turns, as a load balancer spreads calls; a call the dead API did not answer is sent again to the other,
          // as the site's client retries it (same batch id and send time).
          if (n % 2 === 0) {
            if ((await track(ports.apiA, call.body)) === 200) {
              acknowledged.a += 1;
              continue;
            }
            refusedByDeadApi += 1;
          }
          for (;;) {
            const status = await track(ports.apiB, call.body);
            if (status === 200) break;
            // A 503 (Kafka briefly slow to acknowledge) is an answer, and the call is sent again; silence is not.
            if (status === -1) unansweredBySurvivor += 1;
            await sleep(200);
          }
          acknowledged.b += 1;
          if (acknowledged.a + acknowledged.b >= 80 && !killed) {
            killed = true;
            await kill(api.a);
          }
        }
      };
      await Promise.all(Array.from({ length: 4 }, sender));

      expect(killed).toBe(true);
      expect(acknowledged.a).toBeGreaterThan(0);
      expect(refusedByDeadApi).toBeGreaterThan(0);
      expect(unansweredBySurvivor).toBe(0);
      expect(acknowledged.a + acknowledged.b).toBe(all.length);
      await eventually(async () => expect(await stored(session)).toEqual(expectedEvents(all)), settles);
      expect((await fetch(`${loopbackOrigin(ports.apiB)}/readyz`)).status).toBe(200);
    }, 300_000);
  });
});

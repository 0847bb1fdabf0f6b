import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateAnalytics, toEventRow } from '@emberhold/analytics';
import { domainEvent, envelope, eventIdFor } from '@emberhold/contracts';
import { eventually, uniqueName } from '@emberhold/infra';
import { openChdbAnalyticsStore, openKafkaEventLog, openPgEventLog, type AnalyticsStore, type ConsumedRecord, type EventLog } from '@emberhold/platform';
import { RawEventsProjector } from '../src/projection/raw-events.projector';

const quiet = () => undefined;
const kafkaBrokers = process.env.TEST_KAFKA_BROKERS;
const databaseUrl = process.env.TEST_DATABASE_URL;

/** One chDB per process: every adapter's suite writes to it, each under its own sessions. */
let chdbDir: string;
let store: AnalyticsStore;

beforeAll(async () => {
  chdbDir = mkdtempSync(join(tmpdir(), 'emberhold-projector-'));
  store = await openChdbAnalyticsStore({ path: chdbDir, database: 'projector' });
  await migrateAnalytics(store);
}, 120_000);

afterAll(async () => {
  await store?.close();
  rmSync(chdbDir, { recursive: true, force: true });
});

/** The store, refusing the first `failures` inserts as a ClickHouse that is down would, and counting attempts. */
function flaky(failures: number) {
  const state = { attempts: 0, refused: 0, rows: 0 };
  const wrapped: AnalyticsStore = {
    kind: 'chdb',
    get database() {
      return store.database;
    },
    command: (sql, params) => store.command(sql, params),
    query: (sql, params) => store.query(sql, params),
    insert: async (table, rows) => {
      state.attempts += 1;
      if (state.refused < failures) {
        state.refused += 1;
        throw new Error('ClickHouse is down (connect ECONNREFUSED)');
      }
      await store.insert(table, rows);
      state.rows += rows.length;
    },
    ping: () => store.ping(),
    close: async () => undefined,
  };
  return { store: wrapped, state };
}

function impressions(session: string, count: number) {
  return Array.from({ length: count }, (_, i) => {
    const event = envelope(
      'post.impression',
      1,
      { post_id: 1 + (i % 7), surface: 'list' as const, sort: 'new', page: 1, position: i },
      { session_id: session, user_id: null, country: 'us', device: 'desktop' },
      { id: eventIdFor(`${session}:${i}`), occurredAt: new Date('2026-11-20T10:00:00Z') },
    );
    return { key: `post:${event.payload.post_id}`, value: event, id: event.id };
  });
}

async function stored(session: string): Promise<number> {
  const [row] = await store.query<{ n: string }>('SELECT count() AS n FROM events FINAL WHERE session_id = {s:String}', { s: session });
  return Number(row!.n);
}

/**
 * The projection's guarantees on each event-log adapter with the real ClickHouse engine: each fact stored once
 * however often it is delivered, poison records set aside with their reason, and a ClickHouse outage waited out
 * without losing or doubling anything.
 */
function describeProjector(name: string, openLog: () => Promise<EventLog>) {
  describe(`raw events projection › ${name}`, () => {
    let log: EventLog;
    let topic: string;
    let deadLetter: string;
    const running: RawEventsProjector[] = [];

    beforeAll(async () => {
      log = await openLog();
    });

    afterEach(async () => {
      await Promise.all(running.splice(0).map((projector) => projector.stop()));
    });

    afterAll(async () => {
      await log?.close();
    });

    beforeEach(async () => {
      topic = uniqueName('tracking').replace(/[^a-zA-Z0-9._-]/g, '');
      deadLetter = `${topic}.dead`;
      await log.ensureTopics([{ topic, partitions: 3 }, { topic: deadLetter, partitions: 1 }]);
    });

    async function project(options: { analytics?: AnalyticsStore; group?: string } = {}) {
      const projector = new RawEventsProjector(log, options.analytics ?? store, { groupId: options.group ?? `${topic}-group`, topics: [topic], deadLetterTopic: deadLetter });
      await projector.start();
      running.push(projector);
      return projector;
    }

    /** Projects, waits until `session` has `expected.stored` events and the dead-letter topic `expected.dead` records, and answers those. */
    async function projectSettingAside(session: string, expected: { stored: number; dead: number }, reader: string): Promise<ConsumedRecord[]> {
      const dead: ConsumedRecord[] = [];
      const watcher = await log.subscribe({ groupId: `${deadLetter}-${reader}`, topics: [deadLetter], fromBeginning: true }, async (records) => {
        dead.push(...records);
      });
      try {
        await project();
        await eventually(async () => {
          expect(await stored(session)).toBe(expected.stored);
          expect(dead).toHaveLength(expected.dead);
        }, { timeoutMs: 60_000, intervalMs: 200 });
        return dead;
      } finally {
        await watcher.stop();
      }
    }

    it('stores every produced fact once, and again once when a new group reads the whole topic', async () => {
      const session = uniqueName('once');
      await log.produce(impressions(session, 60).map((record) => ({ ...record, topic })));
      await project();
      await eventually(async () => expect(await stored(session)).toBe(60), { timeoutMs: 60_000, intervalMs: 200 });
      // Redelivery of everything: a second group starts at the beginning and writes each fact a second time.
      const replay = flaky(0);
      const again = await project({ analytics: replay.store, group: `${topic}-replay` });
      await eventually(async () => expect(replay.state.rows).toBe(60), { timeoutMs: 60_000, intervalMs: 200 });
      await again.stop();
      expect(await stored(session)).toBe(60);
    });

    it('sets a record that is no known event aside on the dead-letter topic with the reason, and goes on', async () => {
      const session = uniqueName('poison');
      const [first, second] = impressions(session, 2);
      await log.produce([
        { ...first!, topic },
        { topic, key: 'post:1', value: { type: 'post.teleport', version: 1, id: 'not-an-id' } },
        { topic, key: 'post:1', value: { ...second!.value, payload: { post_id: -3 } } },
        { ...second!, topic },
      ]);
      const dead = await projectSettingAside(session, { stored: 2, dead: 2 }, 'reader');
      expect(dead.map((record) => record.headers.source_topic)).toEqual([topic, topic]);
      expect(dead.map((record) => record.headers.consumer_group)).toEqual([`${topic}-group`, `${topic}-group`]);
      expect(dead.every((record) => record.headers.reason!.length > 0)).toBe(true);
      expect(dead.some((record) => /payload/.test(record.headers.reason!))).toBe(true);
    });

    it('takes a batch record (one call of impressions) event by event, setting a bad element aside alone', async () => {
      const session = uniqueName('batch');
      const events = impressions(session, 5).map((record) => record.value);
      const broken = { ...events[2]!, payload: { post_id: 'seven' } };
      await log.produce([{ topic, key: `session:${session}`, value: { batch: [events[0], events[1], broken, events[3], events[4]] } }]);
      const dead = await projectSettingAside(session, { stored: 4, dead: 1 }, 'batch-reader');
      expect(dead[0]!.headers.batch_index).toBe('2');
      expect((dead[0]!.value as { id: string }).id).toBe(events[2]!.id);
    });

    it('takes a batch record whose elements share fields written once, each element whole, a bad one set aside whole', async () => {
      const session = uniqueName('shared');
      const events = impressions(session, 4).map((record) => record.value as { id: string; payload: object; [field: string]: unknown });
      const { id: _id, payload: _payload, ...alike } = events[0]!;
      const shared = { ...alike, traffic: 'bot' };
      const elements = events.map(({ id, payload }) => ({ id, payload }));
      // An element's own field wins over the shared one; an element without a valid payload fails alone.
      elements[1] = { ...elements[1]!, device: 'mobile' } as (typeof elements)[number];
      elements[3] = { id: events[3]!.id, payload: { post_id: 'seven' } };
      await log.produce([{ topic, key: `session:${session}`, value: { shared, batch: elements } }]);
      const dead = await projectSettingAside(session, { stored: 3, dead: 1 }, 'shared-reader');
      const rows = await store.query<{ event_id: string; device: string; traffic: string; country: string; occurred_at: string }>(
        'SELECT event_id, device, traffic, country, occurred_at FROM events FINAL WHERE session_id = {s:String} ORDER BY position',
        { s: session },
      );
      const at = (events[0]!.occurred_at as string).replace('T', ' ').replace('Z', '');
      expect(rows).toEqual([
        { event_id: events[0]!.id, device: 'desktop', traffic: 'bot', country: 'us', occurred_at: at },
        { event_id: events[1]!.id, device: 'mobile', traffic: 'bot', country: 'us', occurred_at: at },
        { event_id: events[2]!.id, device: 'desktop', traffic: 'bot', country: 'us', occurred_at: at },
      ]);
      expect(dead[0]!.headers.batch_index).toBe('3');
      expect(dead[0]!.value).toEqual({ ...shared, id: events[3]!.id, payload: { post_id: 'seven' } });
    });

    it('waits out a ClickHouse that refuses inserts, retrying in place, then stores each fact exactly once', async () => {
      const session = uniqueName('outage');
      const { store: down, state } = flaky(4);
      await log.produce(impressions(session, 40).map((record) => ({ ...record, topic })));
      await project({ analytics: down });
      await eventually(async () => expect(state.refused).toBe(4), { timeoutMs: 60_000, intervalMs: 100 });
      await eventually(async () => expect(await stored(session)).toBe(40), { timeoutMs: 60_000, intervalMs: 200 });
      expect(state.attempts).toBeGreaterThan(4);
    });
  });
}

describe('raw events projection › batches of several partitions at once', () => {
  const unusedLog = { produce: async () => undefined } as unknown as EventLog;
  const delivered = (session: string, partition: number, count: number): ConsumedRecord[] =>
    impressions(session, count).map((record, i) => ({ ...record, topic: 'tracking', partition, offset: String(i), headers: {}, timestamp: Date.now() }));

  it('stores the batches of the partitions in hand together in one insert, and each handler call resolves with it', async () => {
    const session = uniqueName('together');
    const { store: counted, state } = flaky(0);
    const projector = new RawEventsProjector(unusedLog, counted, { groupId: 'together', topics: ['tracking'], deadLetterTopic: 'tracking.dead' });

    // As the event log hands them over: one call a partition, all in hand at once.
    await Promise.all([0, 1, 2].map((partition) => projector.project(delivered(`${session}-${partition}`, partition, 5))));

    expect(state).toMatchObject({ attempts: 1, rows: 15 });
    expect(await Promise.all([0, 1, 2].map((partition) => stored(`${session}-${partition}`)))).toEqual([5, 5, 5]);
  });

  it('checks each element of a batch record with shared fields as its whole event would be checked: the same rows and the same problems', async () => {
    const session = uniqueName('checked');
    const events = impressions(session, 7).map((record) => record.value as { id: string; payload: Record<string, unknown>; [field: string]: unknown });
    const { id: _id, payload: _payload, ...shared } = events[0]!;
    const elements: Array<Record<string, unknown>> = events.map(({ id, payload }) => ({ id, payload }));
    elements[2] = { id: 'not-a-uuid', payload: events[2]!.payload };
    elements[3] = { id: events[3]!.id, payload: { ...events[3]!.payload, surface: 'billboard', page: -1 } };
    elements[4] = { id: events[4]!.id, payload: { ...events[4]!.payload, extra: 'dropped' }, country: 'uk' };
    elements[5] = { id: events[5]!.id, payload: { ...events[5]!.payload, sort: null, page: null, position: null } };
    const dead: Array<{ value: unknown; headers: Record<string, string> }> = [];
    const log = { produce: async (records: Array<{ value: unknown; headers: Record<string, string> }>) => void dead.push(...records) } as unknown as EventLog;
    const projector = new RawEventsProjector(log, store, { groupId: 'checked', topics: ['tracking'], deadLetterTopic: 'tracking.dead' });

    await projector.project([{ topic: 'tracking', partition: 0, offset: '0', key: `session:${session}`, value: { shared, batch: elements }, headers: {}, timestamp: Date.now() }]);

    // What checking every element whole gives (the schema itself): stored, or refused with its problems.
    const whole = elements.map((element) => domainEvent.safeParse({ ...shared, ...element }));
    const reasonOf = (issues: Array<{ path: PropertyKey[]; message: string }>) => issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`).join('; ');
    expect(dead.map((record) => [record.headers.batch_index, record.headers.reason])).toEqual(
      whole.flatMap((result, index) => (result.success ? [] : [[String(index), reasonOf(result.error.issues)]])),
    );
    expect(dead.map((record) => record.headers.batch_index)).toEqual(['2', '3']);
    const rows = await store.query<{ event_id: string; country: string; surface: string; page: number; payload: string }>(
      'SELECT toString(event_id) AS event_id, country, surface, page, payload FROM events FINAL WHERE session_id = {s:String}',
      { s: session },
    );
    rows.sort((a, b) => a.event_id.localeCompare(b.event_id));
    const expected = whole.flatMap((result) => (result.success ? [toEventRow(result.data, { topic: 'tracking', partition: 0, offset: '0' })] : []));
    expect(rows).toEqual(
      expected
        .map(({ event_id, country, surface, page, payload }) => ({ event_id, country, surface, page, payload }))
        .sort((a, b) => a.event_id.localeCompare(b.event_id)),
    );
    expect(rows.map((row) => row.country).sort()).toEqual(['uk', 'us', 'us', 'us', 'us']);
  });

  it('fails every batch whose rows were in a failed insert, so each is delivered again, and stores none of them twice', async () => {
    const session = uniqueName('failed-together');
    const { store: down, state } = flaky(1);
    const projector = new RawEventsProjector(unusedLog, down, { groupId: 'failed-together', topics: ['tracking'], deadLetterTopic: 'tracking.dead' });
    const batches = [0, 1].map((partition) => delivered(`${session}-${partition}`, partition, 4));

    const first = await Promise.allSettled(batches.map((batch) => projector.project(batch)));
    expect(first.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    await Promise.all(batches.map((batch) => projector.project(batch)));

    expect(state).toMatchObject({ attempts: 2, refused: 1, rows: 8 });
    expect(await Promise.all([0, 1].map((partition) => stored(`${session}-${partition}`)))).toEqual([4, 4]);
  });
});

if (kafkaBrokers) {
  describeProjector('kafka', () => openKafkaEventLog({ brokers: kafkaBrokers.split(','), clientId: 'projector-test', onHandlerError: quiet }));
} else {
  describe.skip('raw events projection › kafka (TEST_KAFKA_BROKERS is not set)', () => it('needs a broker', () => undefined));
}

if (databaseUrl) {
  describeProjector('postgres table', () => openPgEventLog({ connectionString: databaseUrl, pollIntervalMs: 100, onHandlerError: quiet }));
} else {
  describe.skip('raw events projection › postgres table (TEST_DATABASE_URL is not set)', () => it('needs a database', () => undefined));
}

import type { ConsumedRecord, EventLog, EventLogSubscription, SubscribeOptions } from './event-log.port';
import { eventually, uniqueName } from '@emberhold/infra';

interface Sequenced {
  n: number;
}

/**
 * What the pipeline relies on from the event log, whichever adapter carries it: order per key, at-least-once
 * delivery with offsets committed only after the handler, groups that resume where they stopped, and groups that
 * do not see each other. Every test uses its own topics and groups, so the suite can share a broker or database.
 */
export function describeEventLogContract(name: string, open: () => Promise<EventLog>): void {
  describe(`event log contract › ${name}`, () => {
    let log: EventLog;
    let subscriptions: EventLogSubscription[] = [];

    async function collect(options: SubscribeOptions, into: ConsumedRecord<Sequenced>[], onBatch?: (batch: ConsumedRecord<Sequenced>[]) => void) {
      const subscription = await log.subscribe<Sequenced>(options, async (records) => {
        onBatch?.(records);
        into.push(...records);
      });
      subscriptions.push(subscription);
      return subscription;
    }

    const numbers = (records: ConsumedRecord<Sequenced>[]) => records.map((record) => record.value.n);
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

    beforeAll(async () => {
      log = await open();
    });

    afterEach(async () => {
      await Promise.all(subscriptions.map((subscription) => subscription.stop()));
      subscriptions = [];
    });

    afterAll(async () => {
      await log.close();
    });

    it('delivers a produced record with its key, value, headers and id once the produce is acknowledged', async () => {
      const topic = uniqueName('contract-roundtrip');
      await log.ensureTopics([{ topic, partitions: 2 }]);
      const value = { n: 1, label: "Dragon's hoard \u00e9", nested: { list: [1, 'two', null, true] } };
      await log.produce([{ topic, key: 'post-42', value, headers: { 'schema-version': '1' }, id: '01900000-0000-7000-8000-000000000042' }]);

      const received: ConsumedRecord<Sequenced>[] = [];
      await collect({ groupId: uniqueName('g'), topics: [topic], fromBeginning: true }, received);

      await eventually(() => expect(received).toHaveLength(1));
      const [record] = received;
      expect(record).toMatchObject({ topic, key: 'post-42', value, headers: { 'schema-version': '1' }, id: '01900000-0000-7000-8000-000000000042' });
      expect(record?.offset).toMatch(/^\d+$/);
      expect(Math.abs(Date.now() - (record?.timestamp ?? 0))).toBeLessThan(60_000);
    });

    it('keeps order per key across batches and concurrent produce calls', async () => {
      const topic = uniqueName('contract-order');
      await log.ensureTopics([{ topic, partitions: 3 }]);
      const keys = ['post-1', 'post-2', 'ad-7', 'ad-8'];
      const perKey = 25;
      // Sequential calls for the first half, then a burst of concurrent calls that the producer gathers into batches.
      for (let n = 0; n < 10; n += 1) {
        await log.produce(keys.map((key) => ({ topic, key, value: { n } })));
      }
      const burst: Promise<void>[] = [];
      for (let n = 10; n < perKey; n += 1) burst.push(log.produce(keys.map((key) => ({ topic, key, value: { n } }))));
      await Promise.all(burst);

      const received: ConsumedRecord<Sequenced>[] = [];
      await collect({ groupId: uniqueName('g'), topics: [topic], fromBeginning: true }, received);

      await eventually(() => expect(received).toHaveLength(keys.length * perKey));
      for (const key of keys) {
        expect(numbers(received.filter((record) => record.key === key))).toEqual(range(0, perKey - 1));
        expect(new Set(received.filter((record) => record.key === key).map((record) => record.partition)).size).toBe(1);
      }
    });

    it('delivers a batch again when its handler failed, so nothing is lost (at least once)', async () => {
      const topic = uniqueName('contract-redeliver');
      await log.ensureTopics([{ topic, partitions: 1 }]);
      await log.produce(range(1, 5).map((n) => ({ topic, key: 'k', value: { n } })));

      const attempts: number[][] = [];
      const accepted: number[] = [];
      let failOnce = true;
      subscriptions.push(
        await log.subscribe<Sequenced>({ groupId: uniqueName('g'), topics: [topic], fromBeginning: true }, async (records) => {
          attempts.push(numbers(records));
          if (failOnce) {
            failOnce = false;
            throw new Error('projection store unavailable');
          }
          accepted.push(...numbers(records));
        }),
      );

      await eventually(() => expect(accepted).toEqual(range(1, 5)));
      const failed = attempts[0] ?? [];
      expect(failed.length).toBeGreaterThan(0);
      // The retry starts again at the first uncommitted record of the failed batch.
      expect(attempts[1]?.[0]).toBe(failed[0]);
    });

    it('resumes a consumer group from its committed offsets after the consumer restarts', async () => {
      const topic = uniqueName('contract-resume');
      const groupId = uniqueName('g');
      // One partition: anything redelivered from before the restart would arrive ahead of the new records.
      await log.ensureTopics([{ topic, partitions: 1 }]);
      await log.produce(range(1, 5).map((n) => ({ topic, key: `post-${n % 2}`, value: { n } })));

      const first: ConsumedRecord<Sequenced>[] = [];
      const firstSubscription = await collect({ groupId, topics: [topic], fromBeginning: true }, first);
      await eventually(() => expect(numbers(first)).toEqual(range(1, 5)));
      await firstSubscription.stop();

      await log.produce(range(6, 8).map((n) => ({ topic, key: `post-${n % 2}`, value: { n } })));
      const second: ConsumedRecord<Sequenced>[] = [];
      await collect({ groupId, topics: [topic], fromBeginning: true }, second);

      await eventually(() => expect(numbers(second)).toEqual(range(6, 8)));
    });

    it('gives every consumer group all the records, independently of the others', async () => {
      const topic = uniqueName('contract-groups');
      await log.ensureTopics([{ topic, partitions: 2 }]);
      await log.produce(range(1, 20).map((n) => ({ topic, key: `ad-${n % 5}`, value: { n } })));

      const projections: ConsumedRecord<Sequenced>[] = [];
      const debugRecords: ConsumedRecord<Sequenced>[] = [];
      await collect({ groupId: uniqueName('projections'), topics: [topic], fromBeginning: true }, projections);
      await collect({ groupId: uniqueName('debug'), topics: [topic], fromBeginning: true }, debugRecords);

      await eventually(() => {
        expect(numbers(projections).sort((a, b) => a - b)).toEqual(range(1, 20));
        expect(numbers(debugRecords).sort((a, b) => a - b)).toEqual(range(1, 20));
      });
    });

    it('never hands one partition to two consumers of the same group at once', async () => {
      const topic = uniqueName('contract-exclusive');
      const groupId = uniqueName('g');
      await log.ensureTopics([{ topic, partitions: 4 }]);
      const seen: ConsumedRecord<Sequenced>[] = [];
      const inFlight = new Map<number, number>();
      let overlaps = 0;
      const handler = async (records: ConsumedRecord<Sequenced>[]) => {
        const partition = records[0]?.partition ?? -1;
        const busy = (inFlight.get(partition) ?? 0) + 1;
        inFlight.set(partition, busy);
        if (busy > 1) overlaps += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        seen.push(...records);
        inFlight.set(partition, (inFlight.get(partition) ?? 1) - 1);
      };
      subscriptions.push(await log.subscribe<Sequenced>({ groupId, topics: [topic], fromBeginning: true }, handler));
      subscriptions.push(await log.subscribe<Sequenced>({ groupId, topics: [topic], fromBeginning: true }, handler));

      await log.produce(range(1, 40).map((n) => ({ topic, key: `post-${n % 8}`, value: { n } })));

      await eventually(() => expect(numbers(seen).sort((a, b) => a - b)).toEqual(range(1, 40)));
      expect(overlaps).toBe(0);
    });

    it('gives the handler several partitions at once when asked, each partition one batch at a time and in order', async () => {
      const topic = uniqueName('contract-concurrent');
      await log.ensureTopics([{ topic, partitions: 4 }]);
      await log.produce(range(1, 40).map((n) => ({ topic, key: `post-${n % 8}`, value: { n } })));
      const seen: ConsumedRecord<Sequenced>[] = [];
      const busy = new Map<number, number>();
      let selfOverlaps = 0;
      let mostPartitions = 0;
      let twoAtOnce!: () => void;
      const together = new Promise<void>((resolve) => (twoAtOnce = resolve));
      subscriptions.push(
        await log.subscribe<Sequenced>({ groupId: uniqueName('g'), topics: [topic], fromBeginning: true, concurrentPartitions: 4 }, async (records) => {
          const partition = records[0]!.partition;
          busy.set(partition, (busy.get(partition) ?? 0) + 1);
          if (busy.get(partition)! > 1) selfOverlaps += 1;
          mostPartitions = Math.max(mostPartitions, [...busy.values()].filter((count) => count > 0).length);
          if (mostPartitions > 1) twoAtOnce();
          // Held until another partition's batch is in hand too (or 5 s, when the adapter hands out one at a time).
          await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 5_000))]);
          seen.push(...records);
          busy.set(partition, busy.get(partition)! - 1);
        }),
      );

      await eventually(() => expect(seen).toHaveLength(40));
      expect(mostPartitions).toBeGreaterThan(1);
      expect(selfOverlaps).toBe(0);
      for (let key = 0; key < 8; key += 1) {
        expect(numbers(seen.filter((record) => record.key === `post-${key}`))).toEqual(range(1, 40).filter((n) => n % 8 === key));
      }
    });

    it('sends records still lingering in the producer when flushed', async () => {
      const topic = uniqueName('contract-flush');
      await log.ensureTopics([topic]);
      const acknowledged = log.produce([{ topic, key: 'k', value: { n: 1 } }]);
      await log.flush();
      await expect(acknowledged).resolves.toBeUndefined();
    });

    it('rejects a record whose value cannot be written as JSON', async () => {
      const topic = uniqueName('contract-invalid');
      const circular: Record<string, unknown> = {};
      circular.self = circular;
      await expect(log.produce([{ topic, key: 'k', value: circular }])).rejects.toMatchObject({ code: 'EVENT_LOG_INVALID_RECORD' });
    });
  });
}

import { Pool } from 'pg';
import type { ConsumedRecord } from './event-log.port';
import { openPgEventLog, partitionForKey } from './pg-event-log.adapter';
import { eventually, uniqueName } from '@emberhold/infra';

const databaseUrl = process.env.TEST_DATABASE_URL;
const quiet = () => undefined;

(databaseUrl ? describe : describe.skip)('postgres table event log', () => {
  it('spreads keys over partitions and always puts one key on the same one', () => {
    const partitions = new Set(Array.from({ length: 200 }, (_, i) => partitionForKey(`post-${i}`, 4)));
    expect([...partitions].sort()).toEqual([0, 1, 2, 3]);
    expect(partitionForKey('post-42', 4)).toBe(partitionForKey('post-42', 4));
  });

  it("hands a crashed consumer's partitions to another member once its lease expires", async () => {
    const topic = uniqueName('lease');
    const groupId = uniqueName('g');
    const crashingPool = new Pool({ connectionString: databaseUrl, max: 2 });
    crashingPool.on('error', quiet);
    const crashing = await openPgEventLog({ pool: crashingPool, leaseMs: 1000, pollIntervalMs: 50, listen: false, onHandlerError: quiet });
    const survivor = await openPgEventLog({ connectionString: databaseUrl!, leaseMs: 1000, pollIntervalMs: 50, onHandlerError: quiet });
    const warn = jest.spyOn(console, 'warn').mockImplementation(quiet);
    let release: () => void = quiet;
    try {
      await survivor.ensureTopics([{ topic, partitions: 1 }]);
      await survivor.produce([1, 2, 3].map((n) => ({ topic, key: 'post-1', value: { n } })));

      let crashedHolds: number[] = [];
      const held = new Promise<void>((resolve) => (release = resolve));
      const crashedSubscription = await crashing.subscribe<{ n: number }>({ groupId, topics: [topic], fromBeginning: true }, async (records) => {
        crashedHolds = records.map((record) => record.value.n);
        await held;
      });
      await eventually(() => expect(crashedHolds).toEqual([1, 2, 3]));
      // The process "dies" mid-batch: its connections go, so its lease is no longer renewed and nothing is committed.
      await crashingPool.end();

      const received: ConsumedRecord<{ n: number }>[] = [];
      const survivorSubscription = await survivor.subscribe<{ n: number }>({ groupId, topics: [topic], fromBeginning: true }, async (records) => {
        received.push(...records);
      });
      await eventually(() => expect(received.map((record) => record.value.n)).toEqual([1, 2, 3]), { timeoutMs: 15_000 });

      await survivorSubscription.stop();
      release();
      await crashedSubscription.stop();
    } finally {
      release();
      warn.mockRestore();
      await survivor.close();
      await crashing.close().catch(quiet);
    }
  });
});

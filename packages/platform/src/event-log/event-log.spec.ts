import { randomBytes } from 'node:crypto';
import { describeEventLogContract } from './event-log.contract';
import type { ConsumedRecord, EventLog } from './event-log.port';
import { openKafkaEventLog } from './kafka-event-log.adapter';
import { openPgEventLog } from './pg-event-log.adapter';
import { startPgliteServer, type PgliteTestServer } from './pglite-server.test-support';

const quiet = () => undefined;
const kafkaBrokers = process.env.TEST_KAFKA_BROKERS;
const databaseUrl = process.env.TEST_DATABASE_URL;

if (kafkaBrokers) {
  describeEventLogContract('kafka', () =>
    openKafkaEventLog({ brokers: kafkaBrokers.split(','), clientId: 'event-log-contract', onHandlerError: quiet }),
  );

  describe('kafka with several producers', () => {
    let log: EventLog;

    beforeAll(async () => {
      log = await openKafkaEventLog({ brokers: kafkaBrokers.split(','), clientId: 'event-log-producers', producers: 3, onHandlerError: quiet });
    });

    afterAll(async () => {
      await log.close();
    });

    it('writes each partition in the order produce() was called, across keys, while the producers send side by side', async () => {
      const topic = `emberhold.producers-${randomBytes(4).toString('hex')}.v1`;
      await log.ensureTopics([{ topic, partitions: 6 }]);
      // A burst of concurrent calls over many keys: every producer has sends in flight at once.
      const calls = Array.from({ length: 300 }, (_, n) => log.produce([{ topic, key: `session:${n % 37}`, value: { n } }]));
      await Promise.all(calls);
      const received: ConsumedRecord<{ n: number }>[] = [];
      await log.subscribe<{ n: number }>({ groupId: `producers-${randomBytes(4).toString('hex')}`, topics: [topic], fromBeginning: true }, async (records) => {
        received.push(...records);
      });
      const deadline = Date.now() + 30_000;
      while (received.length < 300 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      expect(received).toHaveLength(300);
      const partitions = new Set(received.map((record) => record.partition));
      expect(partitions.size).toBeGreaterThan(3);
      for (const partition of partitions) {
        const numbers = received.filter((record) => record.partition === partition).map((record) => record.value.n);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
      }
      // One key, one partition.
      for (let key = 0; key < 37; key += 1) {
        expect(new Set(received.filter((record) => record.key === `session:${key}`).map((record) => record.partition)).size).toBe(1);
      }
    }, 60_000);
  });

  describe('kafka namespaces', () => {
    const logs: EventLog[] = [];
    const open = async (namespace: string) => {
      const log = await openKafkaEventLog({ brokers: kafkaBrokers.split(','), clientId: 'event-log-namespaces', namespace, onHandlerError: quiet });
      logs.push(log);
      return log;
    };

    afterAll(async () => {
      await Promise.all(logs.map((log) => log.close()));
    });

    it('keeps two deployments on one cluster apart under the same topic and group names', async () => {
      const run = randomBytes(4).toString('hex');
      const [staging, preview] = await Promise.all([open(`staging-${run}`), open(`preview-${run}`)]);
      const topic = 'emberhold.namespaced.v1';
      await Promise.all([staging.ensureTopics([{ topic, partitions: 1 }]), preview.ensureTopics([{ topic, partitions: 1 }])]);
      const seen: Record<string, ConsumedRecord[]> = { staging: [], preview: [] };
      await staging.subscribe({ groupId: 'projection', topics: [topic], fromBeginning: true }, async (records) => void seen.staging!.push(...records));
      await preview.subscribe({ groupId: 'projection', topics: [topic], fromBeginning: true }, async (records) => void seen.preview!.push(...records));
      await staging.produce([{ topic, key: 'k', value: { from: 'staging' } }]);
      await preview.produce([{ topic, key: 'k', value: { from: 'preview' } }, { topic, key: 'k', value: { from: 'preview', n: 2 } }]);
      const deadline = Date.now() + 30_000;
      while ((seen.staging!.length < 1 || seen.preview!.length < 2) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      // Each sees only its own records, under the plain topic name, although both groups are called "projection".
      expect(seen.staging!.map((record) => [record.topic, record.value])).toEqual([[topic, { from: 'staging' }]]);
      expect(seen.preview!.map((record) => [record.topic, record.value])).toEqual([
        [topic, { from: 'preview' }],
        [topic, { from: 'preview', n: 2 }],
      ]);
    }, 90_000);
  });
} else {
  describe.skip('event log contract › kafka (TEST_KAFKA_BROKERS is not set)', () => it('needs a broker', () => undefined));
}

if (databaseUrl) {
  describeEventLogContract('postgres table', () =>
    openPgEventLog({ connectionString: databaseUrl, pollIntervalMs: 100, onHandlerError: quiet }),
  );
} else {
  describe.skip('event log contract › postgres table (TEST_DATABASE_URL is not set)', () => it('needs a database', () => undefined));
}

describe('on PGlite', () => {
  let server: PgliteTestServer;

  beforeAll(async () => {
    server = await startPgliteServer();
  });

  afterAll(async () => {
    await server.stop();
  });

  describeEventLogContract('postgres table on PGlite', () =>
    openPgEventLog({ connectionString: server.url, pollIntervalMs: 100, onHandlerError: quiet }),
  );
});

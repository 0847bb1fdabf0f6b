import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Kafka, logLevel, Partitioners, type Consumer, type KafkaMessage } from 'kafkajs';
import { startKafka } from './kafka.launcher';
import { ServiceStartError } from './service-start.error';

const brokers = process.env.TEST_KAFKA_BROKERS?.split(',');
const describeWithKafka = brokers ? describe : describe.skip;

describeWithKafka('Kafka broker from the test launcher, used through kafkajs 2.2.4', () => {
  const kafka = new Kafka({ clientId: 'infra-kafka-spec', brokers: brokers ?? [], logLevel: logLevel.WARN });
  const admin = kafka.admin();
  const consumers: Consumer[] = [];

  beforeAll(() => admin.connect());
  afterEach(async () => {
    await Promise.all(consumers.splice(0).map((c) => c.disconnect()));
  });
  afterAll(() => admin.disconnect());

  const uniqueName = (prefix: string): string => `${prefix}-${randomBytes(4).toString('hex')}`;

  async function createTopic(partitions: number): Promise<string> {
    const topic = uniqueName('infra-spec');
    await admin.createTopics({ topics: [{ topic, numPartitions: partitions }], waitForLeaders: true });
    return topic;
  }

  async function produce(topic: string, messages: { key: string; value: string }[]): Promise<void> {
    const producer = kafka.producer({ idempotent: true, maxInFlightRequests: 1, createPartitioner: Partitioners.DefaultPartitioner });
    await producer.connect();
    try {
      await producer.send({ topic, acks: -1, messages });
    } finally {
      await producer.disconnect();
    }
  }

  /** Runs a group member until `until` says stop; returns what it saw, in delivery order. */
  async function consume(
    topic: string,
    groupId: string,
    until: (seen: { partition: number; message: KafkaMessage }[]) => boolean,
    onMessage?: (consumer: Consumer, partition: number, message: KafkaMessage) => Promise<void>,
  ): Promise<{ partition: number; message: KafkaMessage }[]> {
    const consumer = kafka.consumer({ groupId, maxWaitTimeInMs: 100 });
    consumers.push(consumer);
    await consumer.connect();
    await consumer.subscribe({ topic, fromBeginning: true });
    const seen: { partition: number; message: KafkaMessage }[] = [];
    await new Promise<void>((resolve, reject) => {
      consumer
        .run({
          autoCommit: onMessage === undefined,
          eachMessage: async ({ partition, message }) => {
            if (until(seen)) return;
            seen.push({ partition, message });
            await onMessage?.(consumer, partition, message);
            if (until(seen)) resolve();
          },
        })
        .catch(reject);
    });
    await consumer.disconnect();
    consumers.splice(consumers.indexOf(consumer), 1);
    return seen;
  }

  it('delivers every key on one partition, in the order an idempotent producer sent it', async () => {
    const topic = await createTopic(3);
    const keys = ['ember', 'ash', 'cinder', 'flint'];
    const sent = Array.from({ length: 40 }, (_, i) => ({ key: keys[i % keys.length]!, value: String(i) }));
    await produce(topic, sent);

    const seen = await consume(topic, uniqueName('ordering'), (s) => s.length >= sent.length);

    for (const key of keys) {
      const forKey = seen.filter((s) => s.message.key?.toString() === key);
      expect(new Set(forKey.map((s) => s.partition)).size).toBe(1);
      expect(forKey.map((s) => s.message.value?.toString())).toEqual(sent.filter((m) => m.key === key).map((m) => m.value));
    }
  });

  it('resumes a consumer group from its committed offset after the consumer restarts', async () => {
    const topic = await createTopic(1);
    const groupId = uniqueName('resume');
    await produce(topic, Array.from({ length: 10 }, (_, i) => ({ key: 'k', value: `m${i}` })));

    const first = await consume(
      topic,
      groupId,
      (s) => s.length >= 4,
      async (consumer, partition, message) => {
        await consumer.commitOffsets([{ topic, partition, offset: String(Number(message.offset) + 1) }]);
      },
    );
    expect(first.map((s) => s.message.value?.toString())).toEqual(['m0', 'm1', 'm2', 'm3']);
    const committed = await admin.fetchOffsets({ groupId, topics: [topic] });
    expect(committed[0]?.partitions).toEqual([expect.objectContaining({ partition: 0, offset: '4' })]);

    const second = await consume(topic, groupId, (s) => s.length >= 6);
    expect(second.map((s) => s.message.value?.toString())).toEqual(['m4', 'm5', 'm6', 'm7', 'm8', 'm9']);
  });
});

describe('Kafka launcher failures', () => {
  it('reports the tail of the broker log and removes its directory when the broker cannot start', async () => {
    const error = await startKafka({ libDir: '/nonexistent/kafka/lib' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ServiceStartError);
    const failure = error as ServiceStartError;
    expect(failure.code).toBe('SERVICE_START_FAILED');
    expect(failure.message).toContain('kafka.tools.StorageTool');
    expect(failure.instanceDir).toMatch(/emberhold-kafka-/);
    expect(existsSync(failure.instanceDir!)).toBe(false);
  });
});

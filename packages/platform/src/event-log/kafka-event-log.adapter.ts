import { Kafka, Partitioners, logLevel as KafkaLogLevel, type Admin, type LogEntry, type Consumer, type IHeaders, type KafkaMessage, type Producer } from 'kafkajs';
import { EventLogLifecycle } from './event-log-lifecycle';
import {
  EventLogError,
  type BatchHandler,
  type ConsumedRecord,
  type EventLog,
  type EventLogSubscription,
  type EventRecord,
  type SubscribeOptions,
  type TopicSpec,
} from './event-log.port';
import { encodeRecordValue, partitionsAtOnce, pause, redeliveryDelay, reportHandlerErrorToConsole, type HandlerErrorReporter } from './event-record.codec';

export interface KafkaEventLogOptions {
  brokers: string[];
  clientId?: string;
  /**
   * Keeps several deployments (staging, previews, test runs) apart on one cluster: every topic and consumer group
   * name is prefixed with `{namespace}.` on the wire, while callers keep using the plain names. Default: none.
   */
  namespace?: string;
  /**
   * How long an idle producer lets produce() calls gather before one send (Kafka's linger.ms). Calls that arrive while
   * a send is in flight always leave together right after it. Default 0.
   */
  lingerMs?: number;
  /**
   * Idempotent producers sending side by side, each with one request in flight. A record's partition (from its key,
   * as Kafka's default partitioner picks it) picks its producer, so each partition, and so each key, is written by one
   * producer, one request at a time, in the order produce() was called. Default 2: with the broker on the same 2-core
   * machine one producer already reaches about 110,000 events/s once calls gather while a send is in flight, and a
   * second one kept that while lowering p99 (see the README's bench:ingest figures); more cost CPU in smaller batches.
   */
  producers?: number;
  /** A send starts early once this many records are waiting, and carries no more. Default 1000. */
  maxBatchRecords?: number;
  /** A send carries at most about this many bytes of keys and values (under the broker's message.max.bytes). Default 900,000. */
  maxBatchBytes?: number;
  /** Partitions for topics created by ensureTopics without a count. Default 6. */
  defaultPartitions?: number;
  /** Replication factor for created topics; -1 takes the broker's default. Default -1. */
  replicationFactor?: number;
  /** How long a fetch waits for data on an idle partition; also bounds how long stop() takes. Default 500. */
  maxWaitTimeInMs?: number;
  sessionTimeoutMs?: number;
  heartbeatIntervalMs?: number;
  logLevel?: 'nothing' | 'error' | 'warn' | 'info' | 'debug';
  /** Where kafkajs log lines go. Default: one JSON line on stderr. */
  log?: (level: 'error' | 'warn' | 'info' | 'debug', message: string, fields: Record<string, unknown>) => void;
  onHandlerError?: HandlerErrorReporter;
}

/** A record as it is handed to the producer: the topic's wire name, its partition, the encoded value, the id in a header. */
interface WireRecord {
  topic: string;
  /** Chosen when produce() is called (murmur2 of the key, as Kafka's Java client does); undefined if unknown. */
  partition: number | undefined;
  key: string;
  value: string;
  headers: IHeaders;
}

/** The headers of a record without any: shared, kafkajs only reads them. */
const NO_HEADERS: IHeaders = Object.freeze({}) as IHeaders;

/** Header that carries EventRecord.id, so the id survives the trip without being part of the value. */
const idHeader = 'emberhold-event-id';

const logLevels = {
  nothing: KafkaLogLevel.NOTHING,
  error: KafkaLogLevel.ERROR,
  warn: KafkaLogLevel.WARN,
  info: KafkaLogLevel.INFO,
  debug: KafkaLogLevel.DEBUG,
} as const;

export async function openKafkaEventLog(options: KafkaEventLogOptions): Promise<EventLog> {
  const log = new KafkaEventLog(options);
  await log.connect();
  return log;
}

class KafkaEventLog implements EventLog {
  private readonly kafka: Kafka;
  private readonly producers: Producer[];
  private readonly admin: Admin;
  /** Records are encoded once, when handed over, so a bad one fails its own produce() and not a whole batch. */
  private readonly lifecycle: EventLogLifecycle<WireRecord, KafkaSubscription>;
  private readonly names: WireNames;
  /** The producers' own partitioner (murmur2 of the key), used ahead of them to choose each record's producer. */
  private readonly partitioner = Partitioners.DefaultPartitioner();
  private readonly partitionCounts = new Map<string, { count: number; until: number }>();
  private readonly partitionLookups = new Map<string, Promise<void>>();

  constructor(private readonly options: KafkaEventLogOptions) {
    this.names = wireNames(options.namespace);
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'emberhold',
      brokers: options.brokers,
      logLevel: logLevels[options.logLevel ?? 'error'],
      logCreator: () => (entry) => forwardLog(entry, options.log ?? logToStderr),
    });
    // Idempotence with one request in flight is what makes retried sends neither duplicate nor reorder a key's records
    // (kafkajs refuses more in flight for an idempotent producer). Several such producers, each owning a share of the
    // partitions, keep that promise per partition and so per key while their requests overlap.
    const count = Math.max(1, Math.floor(options.producers ?? 2));
    this.producers = Array.from({ length: count }, () =>
      this.kafka.producer({
        idempotent: true,
        maxInFlightRequests: 1,
        createPartitioner: Partitioners.DefaultPartitioner,
        retry: { retries: 8 },
      }),
    );
    this.admin = this.kafka.admin();
    this.lifecycle = new EventLogLifecycle((records, lane) => this.send(records, lane), {
      lingerMs: options.lingerMs ?? 0,
      maxBatchRecords: options.maxBatchRecords ?? 1000,
      lanes: count,
      laneOf: (record) => record.partition ?? 0,
      // Calls gathered during a send can add up to more than a broker takes in one batch (message.max.bytes, 1 MiB).
      sizeOf: (record) => record.key.length + record.value.length + 64,
      maxBatchBytes: options.maxBatchBytes ?? 900_000,
    });
  }

  async connect(): Promise<void> {
    await Promise.all([...this.producers.map((producer) => producer.connect()), this.admin.connect()]);
  }

  async ensureTopics(topics: Array<string | TopicSpec>): Promise<void> {
    this.lifecycle.assertOpen();
    const specs = topics.map((topic) => (typeof topic === 'string' ? { topic } : topic)).map((spec) => ({ ...spec, topic: this.names.toWire(spec.topic) }));
    if (specs.length === 0) return;
    const existing = new Set(await this.admin.listTopics());
    const missing = specs.filter((spec) => !existing.has(spec.topic));
    if (missing.length === 0) return;
    try {
      await this.admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((spec) => ({
          topic: spec.topic,
          numPartitions: spec.partitions ?? this.options.defaultPartitions ?? 6,
          replicationFactor: this.options.replicationFactor ?? -1,
        })),
      });
    } catch (error) {
      // Another process may create the same topic between listTopics and createTopics.
      if (isTopicExistsError(error)) return;
      // kafkajs waits for the new topics' leaders but gives up on UNKNOWN_TOPIC_OR_PARTITION, which a fresh broker
      // answers for a moment while other clients create their topics at the same time: the topics were created, so
      // wait for their leaders here.
      if (!isUnknownTopicError(error)) throw error;
      await this.waitForLeaders(missing.map((spec) => spec.topic));
    }
  }

  private async waitForLeaders(topics: string[], timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      try {
        const { topics: found } = await this.admin.fetchTopicMetadata({ topics });
        if (found.length === topics.length && found.every((t) => t.partitions.length > 0 && t.partitions.every((p) => p.leader >= 0))) return;
      } catch (error) {
        if (Date.now() >= deadline) throw error;
      }
      if (Date.now() >= deadline) throw new Error(`Kafka topics have no leader after ${timeoutMs} ms: ${topics.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async produce(records: EventRecord[]): Promise<void> {
    this.lifecycle.assertOpen();
    // One pass and one object per record: every tracking call comes through here.
    let missing: string[] | undefined;
    const now = Date.now();
    const wire = new Array<WireRecord>(records.length);
    for (let i = 0; i < records.length; i += 1) {
      const record = records[i]!;
      const topic = this.names.toWire(record.topic);
      const value = encodeRecordValue(record);
      let headers = NO_HEADERS;
      if (record.headers !== undefined || record.id !== undefined) {
        headers = { ...record.headers };
        if (record.id !== undefined) headers[idHeader] = record.id;
      }
      const known = this.partitionCounts.get(topic);
      if (known === undefined) (missing ??= []).push(topic);
      // A count older than a minute is looked up again in the background; records use the one known meanwhile.
      else if (known.until < now && !this.partitionLookups.has(topic)) void this.lookUpPartitionCounts([topic]);
      wire[i] = { topic, partition: known === undefined ? undefined : this.partitionOf(topic, known.count, record.key), key: record.key, value, headers };
    }
    if (missing) {
      // A topic whose count cannot be read goes without: its records all take the first lane and the producer
      // partitions them.
      await this.lookUpPartitionCounts([...new Set(missing)]);
      for (const record of wire) {
        const count = record.partition === undefined ? this.partitionCounts.get(record.topic)?.count : undefined;
        if (count) record.partition = this.partitionOf(record.topic, count, record.key);
      }
    }
    await this.lifecycle.send(wire);
  }

  /** A keyed record's partition among `count`, with the partitioner the producers use (murmur2 of the key). */
  private partitionOf(topic: string, count: number, key: string): number {
    return this.partitioner({ topic, partitionMetadata: partitionsOf(count), message: { key, value: null } });
  }

  private async lookUpPartitionCounts(topics: string[]): Promise<void> {
    await Promise.all(
      topics.map(async (topic) => {
        let lookup = this.partitionLookups.get(topic);
        if (!lookup) {
          lookup = this.admin
            .fetchTopicMetadata({ topics: [topic] })
            .then(({ topics: [found] }) => {
              const count = found?.partitions.length ?? 0;
              if (count > 0) this.partitionCounts.set(topic, { count, until: Date.now() + 60_000 });
            })
            .catch(() => undefined)
            .finally(() => this.partitionLookups.delete(topic));
          this.partitionLookups.set(topic, lookup);
        }
        await lookup;
      }),
    );
  }

  async subscribe<V>(options: SubscribeOptions, eachBatch: BatchHandler<V>): Promise<EventLogSubscription> {
    this.lifecycle.assertOpen();
    const consumer = this.kafka.consumer({
      groupId: this.names.toWire(options.groupId),
      maxWaitTimeInMs: this.options.maxWaitTimeInMs ?? 500,
      sessionTimeout: this.options.sessionTimeoutMs ?? 30_000,
      heartbeatInterval: this.options.heartbeatIntervalMs ?? 3_000,
      allowAutoTopicCreation: false,
    });
    return this.lifecycle.subscribe(
      (onStopped) => new KafkaSubscription(consumer, options, this.names, eachBatch as BatchHandler, this.options.onHandlerError ?? reportHandlerErrorToConsole, onStopped),
    );
  }

  async flush(): Promise<void> {
    await this.lifecycle.flush();
  }

  async close(): Promise<void> {
    if (!(await this.lifecycle.close())) return;
    await Promise.all([...this.producers.map((producer) => producer.disconnect()), this.admin.disconnect()]);
  }

  private async send(records: WireRecord[], lane: number): Promise<void> {
    // The wire records go to kafkajs as they are (it reads key, value, headers and partition; an undefined partition
    // is chosen by its partitioner).
    const byTopic = new Map<string, WireRecord[]>();
    for (const record of records) {
      const messages = byTopic.get(record.topic);
      if (messages) messages.push(record);
      else byTopic.set(record.topic, [record]);
    }
    try {
      await this.producers[lane]!.sendBatch({
        acks: -1,
        topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
      });
    } catch (cause) {
      throw new EventLogError('EVENT_LOG_PRODUCE_FAILED', `Kafka did not acknowledge ${records.length} record(s).`, { cause });
    }
  }
}

class KafkaSubscription implements EventLogSubscription {
  private running = false;
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly consumer: Consumer,
    private readonly options: SubscribeOptions,
    private readonly names: WireNames,
    private readonly handler: BatchHandler,
    private readonly onHandlerError: HandlerErrorReporter,
    private readonly onStopped: () => void,
  ) {}

  async start(): Promise<void> {
    await this.consumer.connect();
    await this.consumer.subscribe({ topics: this.options.topics.map((topic) => this.names.toWire(topic)), fromBeginning: this.options.fromBeginning ?? false });
    this.running = true;
    const joined = this.joined();
    // Offsets are resolved and committed by hand, only after the handler resolved: at-least-once, never at-most-once.
    await this.consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      partitionsConsumedConcurrently: partitionsAtOnce(this.options),
      eachBatch: async ({ batch, resolveOffset, heartbeat, commitOffsetsIfNecessary, uncommittedOffsets, isRunning, isStale }) => {
        if (batch.messages.length === 0) return;
        const topic = this.names.fromWire(batch.topic);
        const records = batch.messages.map((message) => decode(topic, batch.partition, message));
        const stillOurs = () => this.running && isRunning() && !isStale();
        const context = { topic, partition: batch.partition, heartbeat, isRunning: stillOurs };
        for (let failures = 0; ; ) {
          if (!stillOurs()) return;
          try {
            await this.handler(records, context);
            break;
          } catch (error) {
            failures += 1;
            this.onHandlerError(error, { groupId: this.options.groupId, topic, partition: batch.partition, failures });
            // Redelivering in place keeps the partition's order and our assignment; the wait still heartbeats.
            const until = Date.now() + redeliveryDelay(failures);
            while (stillOurs() && Date.now() < until) {
              await pause(Math.min(1000, until - Date.now()), stillOurs);
              await heartbeat();
            }
          }
        }
        resolveOffset(batch.lastOffset());
        await commitOffsetsIfNecessary(uncommittedOffsets());
        await heartbeat();
      },
    });
    await joined;
  }

  /** subscribe() resolves once the group has taken this member in, so the caller knows its partitions are served. */
  private joined(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => {
        settle();
        reject(new Error(`Kafka consumer group ${this.options.groupId} did not take this consumer in within 60 s`));
      }, 60_000);
      const offJoin = this.consumer.on(this.consumer.events.GROUP_JOIN, () => {
        settle();
        resolve();
      });
      const offCrash = this.consumer.on(this.consumer.events.CRASH, (event) => {
        if (event.payload.restart) return;
        settle();
        reject(event.payload.error);
      });
      const settle = () => {
        clearTimeout(timeout);
        offJoin();
        offCrash();
      };
    });
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.running = false;
      try {
        await this.consumer.disconnect();
      } finally {
        this.onStopped();
      }
    })();
    return this.stopping;
  }
}

const partitionMetadata = new Map<number, Array<{ partitionId: number; leader: number; partitionErrorCode: number; replicas: number[]; isr: number[] }>>();

/** Partition metadata as the partitioner reads it: only the count matters for a keyed record. */
function partitionsOf(count: number) {
  let metadata = partitionMetadata.get(count);
  if (!metadata) {
    metadata = Array.from({ length: count }, (_, partitionId) => ({ partitionId, leader: 0, partitionErrorCode: 0, replicas: [0], isr: [0] }));
    partitionMetadata.set(count, metadata);
  }
  return metadata;
}

interface WireNames {
  toWire(name: string): string;
  fromWire(name: string): string;
}

function wireNames(namespace: string | undefined): WireNames {
  if (!namespace) return { toWire: (name) => name, fromWire: (name) => name };
  const prefix = `${namespace}.`;
  return { toWire: (name) => prefix + name, fromWire: (name) => (name.startsWith(prefix) ? name.slice(prefix.length) : name) };
}

function decode(topic: string, partition: number, message: KafkaMessage): ConsumedRecord {
  const headers: Record<string, string> = {};
  for (const [name, raw] of Object.entries(message.headers ?? {})) {
    if (raw === undefined) continue;
    const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
    if (value !== undefined) headers[name] = value.toString();
  }
  const id = headers[idHeader];
  delete headers[idHeader];
  const record: ConsumedRecord = {
    topic,
    partition,
    offset: message.offset,
    key: message.key?.toString() ?? '',
    value: message.value === null ? null : JSON.parse(message.value.toString()),
    headers,
    timestamp: Number(message.timestamp),
  };
  if (id !== undefined) record.id = id;
  return record;
}

const levelNames = {
  [KafkaLogLevel.ERROR]: 'error',
  [KafkaLogLevel.WARN]: 'warn',
  [KafkaLogLevel.INFO]: 'info',
  [KafkaLogLevel.DEBUG]: 'debug',
} as const;

function forwardLog({ level, namespace, log }: LogEntry, sink: NonNullable<KafkaEventLogOptions['log']>): void {
  const { message, timestamp: _timestamp, logger: _logger, ...fields } = log as LogEntry['log'] & { logger?: unknown };
  // kafkajs logs every heartbeat refused during a rebalance as an error; rebalances are routine in a group.
  const error = typeof fields.error === 'string' ? fields.error : '';
  if (/rebalancing|rejoin/i.test(error)) return;
  sink(levelNames[level as keyof typeof levelNames] ?? 'info', `kafkajs ${namespace}: ${message}`, fields);
}

function logToStderr(level: string, message: string, fields: Record<string, unknown>): void {
  process.stderr.write(`${JSON.stringify({ level, message, ...fields })}\n`);
}

/** UNKNOWN_TOPIC_OR_PARTITION, as kafkajs throws it or wraps it after its retries. */
function isUnknownTopicError(error: unknown): boolean {
  const { type, originalError, cause } = (error ?? {}) as { type?: string; originalError?: unknown; cause?: unknown };
  if (type === 'UNKNOWN_TOPIC_OR_PARTITION') return true;
  return [originalError, cause].some((inner) => inner !== undefined && inner !== error && isUnknownTopicError(inner));
}

function isTopicExistsError(error: unknown): boolean {
  const nested = (error as { errors?: Array<{ type?: string }> } | undefined)?.errors ?? [];
  const own = (error as { type?: string } | undefined)?.type;
  return own === 'TOPIC_ALREADY_EXISTS' || (nested.length > 0 && nested.every((e) => e.type === 'TOPIC_ALREADY_EXISTS'));
}

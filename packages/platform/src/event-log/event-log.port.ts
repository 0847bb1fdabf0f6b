/**
 * The durable, partitioned, replayable log behind tracking and domain events: Kafka in the full mode, a
 * Postgres table in the embedded mode. Both keep one key's records in order (same key, same partition),
 * acknowledge a produce only once it is durable, and deliver at least once to each consumer group.
 */

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

export interface EventRecord<V = unknown> {
  topic: string;
  /** Records sharing a key land on one partition and are delivered in the order they were produced. */
  key: string;
  /** Anything JSON.stringify accepts; consumers receive JSON.parse of it. */
  value: V;
  headers?: Record<string, string>;
  /** The event's own id (UUIDv7 envelope id), carried so consumers can make redelivery harmless. */
  id?: string;
}

export interface ConsumedRecord<V = unknown> extends EventRecord<V> {
  headers: Record<string, string>;
  partition: number;
  /** Position within the partition, as a decimal string (Kafka offsets exceed 2^53 in theory). */
  offset: string;
  /** When the log accepted the record, in ms since the epoch. */
  timestamp: number;
}

export interface TopicSpec {
  topic: string;
  /** Defaults to the adapter's default partition count. */
  partitions?: number;
}

/** Context of one delivered batch; a batch always comes from a single topic partition. */
export interface BatchContext {
  topic: string;
  partition: number;
  /** Keeps the group membership (Kafka) or the partition lease (Postgres) alive during long handlers. */
  heartbeat(): Promise<void>;
  /** False once stop() was called: long handlers may return early, the unfinished batch is redelivered. */
  isRunning(): boolean;
}

/**
 * Offsets are committed only after the returned promise resolves. If it rejects, the same records (from the
 * first uncommitted offset) are delivered again after a short backoff: handlers must be idempotent.
 */
export type BatchHandler<V = unknown> = (records: ConsumedRecord<V>[], context: BatchContext) => Promise<void>;

export interface SubscribeOptions {
  groupId: string;
  topics: string[];
  /** Where a group with no committed offset starts: the earliest record (true) or only new records (false, default). */
  fromBeginning?: boolean;
  /** Upper bound on records per batch where the adapter controls it (Postgres). */
  maxBatchSize?: number;
  /**
   * How many partitions' batches the handler may be working on at once (default 1). One partition's batches still
   * come one at a time and in order, and each is committed only once its own handler call resolved. A handler that
   * writes somewhere with a cost per write (a ClickHouse insert) can then gather what several partitions delivered
   * together into one write.
   */
  concurrentPartitions?: number;
}

export interface EventLogSubscription {
  /** Waits for the batch in hand to finish (or give up), commits nothing further and leaves the group. */
  stop(): Promise<void>;
}

export interface EventLog {
  /** Creates missing topics; existing topics are left as they are. */
  ensureTopics(topics: Array<string | TopicSpec>): Promise<void>;
  /** Resolves once every record is durably acknowledged (acks from all in-sync replicas / committed). */
  produce(records: EventRecord[]): Promise<void>;
  /** Resolves once the consumer has joined its group and holds its share of partitions. */
  subscribe<V = unknown>(options: SubscribeOptions, eachBatch: BatchHandler<V>): Promise<EventLogSubscription>;
  /** Sends anything still lingering in the producer buffer. */
  flush(): Promise<void>;
  /** Flushes, stops every subscription this instance started and disconnects. */
  close(): Promise<void>;
}

export class EventLogError extends Error {
  constructor(
    /** Stable code: EVENT_LOG_CLOSED, EVENT_LOG_INVALID_RECORD, EVENT_LOG_PRODUCE_FAILED. */
    readonly code: 'EVENT_LOG_CLOSED' | 'EVENT_LOG_INVALID_RECORD' | 'EVENT_LOG_PRODUCE_FAILED',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'EventLogError';
  }
}

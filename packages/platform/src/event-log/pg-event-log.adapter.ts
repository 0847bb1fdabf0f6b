import { randomUUID } from 'node:crypto';
import { Client, Pool, type PoolClient } from 'pg';
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

export interface PgEventLogOptions {
  /** Either a pool the caller owns (left open on close) or a connection string (pool created and ended here). */
  pool?: Pool;
  connectionString?: string;
  /** Partitions for topics created without a count (including on first produce). Default 4. */
  defaultPartitions?: number;
  lingerMs?: number;
  maxBatchRecords?: number;
  /** How often an idle consumer looks for new records when no notification wakes it. Default 250. */
  pollIntervalMs?: number;
  /** How long a consumer owns a partition without renewing; a crashed consumer's partitions move on after it. Default 15000. */
  leaseMs?: number;
  /** Use LISTEN/NOTIFY to wake consumers at once. Servers without it (PGlite's socket) fall back to polling. Default true. */
  listen?: boolean;
  onHandlerError?: HandlerErrorReporter;
  /** Where the log reports trouble reading itself (the database went away). Default: one console line. */
  onReadError?: (error: unknown, where: { groupId: string; failures: number }) => void;
}

const notifyChannel = 'emberhold_event_log';

/**
 * The log in plain tables. Offsets are dense per (topic, partition): each produce takes its offsets by
 * incrementing the partition's counter row, whose lock is held until commit, so a partition's records
 * become visible strictly in offset order and a reader can never skip one that commits late.
 * Records are kept forever; pruning old rows is a retention job's business.
 */
const schema = [
  `CREATE TABLE IF NOT EXISTS event_log_partitions (
     topic text NOT NULL,
     partition integer NOT NULL,
     next_offset bigint NOT NULL DEFAULT 0,
     PRIMARY KEY (topic, partition)
   )`,
  `CREATE TABLE IF NOT EXISTS event_log (
     topic text NOT NULL,
     partition integer NOT NULL,
     "offset" bigint NOT NULL,
     key text NOT NULL,
     value jsonb NOT NULL,
     headers jsonb NOT NULL DEFAULT '{}'::jsonb,
     id text,
     created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
     PRIMARY KEY (topic, partition, "offset")
   )`,
  // committed_offset is the next offset the group will read, as in Kafka. The lease keeps two consumers of one
  // group off the same partition; it expires so a crashed consumer's partitions are taken over.
  `CREATE TABLE IF NOT EXISTS event_log_offsets (
     group_id text NOT NULL,
     topic text NOT NULL,
     partition integer NOT NULL,
     committed_offset bigint NOT NULL,
     lease_owner text,
     lease_expires_at timestamptz,
     updated_at timestamptz NOT NULL DEFAULT now(),
     PRIMARY KEY (group_id, topic, partition)
   )`,
];

export async function openPgEventLog(options: PgEventLogOptions): Promise<EventLog> {
  if (!options.pool && !options.connectionString) {
    throw new TypeError('openPgEventLog needs a pool or a connectionString');
  }
  const ownsPool = !options.pool;
  const pool = options.pool ?? new Pool({ connectionString: options.connectionString, max: 5 });
  try {
    await createSchema(pool);
  } catch (error) {
    if (ownsPool) await pool.end();
    throw error;
  }
  const log = new PgEventLog(pool, ownsPool, options);
  if (options.listen ?? true) await log.listen(options.connectionString);
  return log;
}

async function createSchema(pool: Pool): Promise<void> {
  await withTransaction(pool, async (client) => {
    // Concurrent CREATE TABLE IF NOT EXISTS can still collide on the catalog; one process at a time.
    await client.query(`SELECT pg_advisory_xact_lock(hashtext('emberhold.event_log.schema'))`);
    for (const statement of schema) await client.query(statement);
  });
}

async function withTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** FNV-1a over the key's UTF-8 bytes: stable across processes and versions, which is all partitioning needs. */
export function partitionForKey(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(key, 'utf8')) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % partitions;
}

class PgEventLog implements EventLog {
  private readonly lifecycle: EventLogLifecycle<EventRecord, PgSubscription>;
  private readonly partitionCounts = new Map<string, number>();
  private listener: Client | undefined;

  constructor(
    private readonly pool: Pool,
    private readonly ownsPool: boolean,
    private readonly options: PgEventLogOptions,
  ) {
    this.lifecycle = new EventLogLifecycle((records) => this.send(records), { lingerMs: options.lingerMs ?? 2, maxBatchRecords: options.maxBatchRecords ?? 1000 });
  }

  async listen(connectionString: string | undefined): Promise<void> {
    const client = connectionString ? new Client({ connectionString }) : new Client(this.pool.options);
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query(`LISTEN ${notifyChannel}`);
      client.on('notification', (message) => {
        for (const subscription of this.lifecycle.subscriptions) subscription.wake(message.payload);
      });
      this.listener = client;
    } catch {
      // Polling alone is correct, only slower to notice new records.
      await client.end().catch(() => undefined);
    }
  }

  async ensureTopics(topics: Array<string | TopicSpec>): Promise<void> {
    this.lifecycle.assertOpen();
    for (const topic of topics) {
      const spec = typeof topic === 'string' ? { topic } : topic;
      await this.createTopic(spec.topic, spec.partitions ?? this.options.defaultPartitions ?? 4);
    }
  }

  async produce(records: EventRecord[]): Promise<void> {
    this.lifecycle.assertOpen();
    for (const record of records) encodeRecordValue(record);
    await this.lifecycle.send(records);
  }

  async subscribe<V>(options: SubscribeOptions, eachBatch: BatchHandler<V>): Promise<EventLogSubscription> {
    this.lifecycle.assertOpen();
    for (const topic of options.topics) await this.partitionsOf(topic);
    const settings: SubscriptionSettings = {
      pollIntervalMs: this.options.pollIntervalMs ?? 250,
      leaseMs: this.options.leaseMs ?? 15_000,
      onHandlerError: this.options.onHandlerError ?? reportHandlerErrorToConsole,
      onReadError: this.options.onReadError ?? reportReadErrorToConsole,
    };
    return this.lifecycle.subscribe((onStopped) => new PgSubscription(this.pool, options, eachBatch as BatchHandler, settings, onStopped));
  }

  async flush(): Promise<void> {
    await this.lifecycle.flush();
  }

  async close(): Promise<void> {
    if (!(await this.lifecycle.close())) return;
    await this.listener?.end().catch(() => undefined);
    if (this.ownsPool) await this.pool.end();
  }

  private async createTopic(topic: string, partitions: number): Promise<void> {
    // A topic's partition count is fixed at creation: changing it would move keys to other partitions.
    await this.pool.query(
      `INSERT INTO event_log_partitions (topic, partition)
       SELECT $1, p FROM generate_series(0, $2::int - 1) AS p
       WHERE NOT EXISTS (SELECT 1 FROM event_log_partitions WHERE topic = $1)
       ON CONFLICT DO NOTHING`,
      [topic, partitions],
    );
    this.partitionCounts.delete(topic);
  }

  private async partitionsOf(topic: string): Promise<number> {
    const known = this.partitionCounts.get(topic);
    if (known) return known;
    const count = async () =>
      (await this.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM event_log_partitions WHERE topic = $1', [topic])).rows[0]?.n ?? 0;
    let partitions = await count();
    if (partitions === 0) {
      await this.createTopic(topic, this.options.defaultPartitions ?? 4);
      partitions = await count();
    }
    this.partitionCounts.set(topic, partitions);
    return partitions;
  }

  private async send(records: EventRecord[]): Promise<void> {
    const placed: Array<{ record: EventRecord; partition: number }> = [];
    for (const record of records) {
      placed.push({ record, partition: partitionForKey(record.key, await this.partitionsOf(record.topic)) });
    }
    // Counter rows are locked in one fixed order so concurrent producers cannot deadlock.
    const groups = new Map<string, { topic: string; partition: number; records: EventRecord[] }>();
    for (const { record, partition } of placed) {
      const name = `${record.topic}\u0000${partition}`;
      const group = groups.get(name) ?? { topic: record.topic, partition, records: [] };
      group.records.push(record);
      groups.set(name, group);
    }
    const ordered = [...groups.values()].sort((a, b) => (a.topic === b.topic ? a.partition - b.partition : a.topic < b.topic ? -1 : 1));
    try {
      await withTransaction(this.pool, async (client) => {
        const columns = { topic: [] as string[], partition: [] as number[], offset: [] as string[], key: [] as string[], value: [] as string[], headers: [] as string[], id: [] as Array<string | null> };
        for (const group of ordered) {
          const { rows } = await client.query<{ first: string }>(
            `UPDATE event_log_partitions SET next_offset = next_offset + $3 WHERE topic = $1 AND partition = $2 RETURNING next_offset - $3 AS first`,
            [group.topic, group.partition, group.records.length],
          );
          const first = BigInt(rows[0]?.first ?? Number.NaN);
          group.records.forEach((record, index) => {
            columns.topic.push(group.topic);
            columns.partition.push(group.partition);
            columns.offset.push((first + BigInt(index)).toString());
            columns.key.push(record.key);
            columns.value.push(encodeRecordValue(record));
            columns.headers.push(JSON.stringify(record.headers ?? {}));
            columns.id.push(record.id ?? null);
          });
        }
        await client.query(
          `INSERT INTO event_log (topic, partition, "offset", key, value, headers, id)
           SELECT t, p, o, k, v::jsonb, h::jsonb, i
           FROM unnest($1::text[], $2::int[], $3::bigint[], $4::text[], $5::text[], $6::text[], $7::text[]) AS r(t, p, o, k, v, h, i)`,
          [columns.topic, columns.partition, columns.offset, columns.key, columns.value, columns.headers, columns.id],
        );
        for (const topic of new Set(columns.topic)) {
          await client.query('SELECT pg_notify($1, $2)', [notifyChannel, topic]);
        }
      });
    } catch (cause) {
      throw new EventLogError('EVENT_LOG_PRODUCE_FAILED', `Postgres did not store ${records.length} record(s).`, { cause });
    }
  }
}

interface OwnedPartition {
  topic: string;
  partition: number;
  nextOffset: string;
}

interface SubscriptionSettings {
  pollIntervalMs: number;
  leaseMs: number;
  onHandlerError: HandlerErrorReporter;
  onReadError: NonNullable<PgEventLogOptions['onReadError']>;
}

interface EventRow {
  offset: string;
  key: string;
  value: unknown;
  headers: Record<string, string> | null;
  id: string | null;
  created_at: Date;
}

function reportReadErrorToConsole(error: unknown, where: { groupId: string }): void {
  // eslint-disable-next-line no-console -- the default when the host passes no logger
  console.warn(`event log: group ${where.groupId} cannot read the log: ${error instanceof Error ? error.message : String(error)}`);
}

class PgSubscription implements EventLogSubscription {
  private readonly memberId = randomUUID();
  private readonly owned = new Map<string, OwnedPartition>();
  private running = false;
  private loop: Promise<void> | undefined;
  private stopping: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private woken = false;
  private nextClaimAt = 0;

  constructor(
    private readonly pool: Pool,
    private readonly options: SubscribeOptions,
    private readonly handler: BatchHandler,
    private readonly settings: SubscriptionSettings,
    private readonly onStopped: () => void,
  ) {}

  /** Resolves once this member holds its partitions, like a Kafka consumer that has joined its group. */
  async start(): Promise<void> {
    this.running = true;
    await this.claim();
    this.loop = this.run();
  }

  wake(topic: string | undefined): void {
    if (topic !== undefined && !this.options.topics.includes(topic)) return;
    this.woken = true;
    this.wakeUp?.();
  }

  stop(): Promise<void> {
    this.stopping ??= (async () => {
      this.running = false;
      this.wakeUp?.();
      await this.loop;
      await this.pool
        .query('UPDATE event_log_offsets SET lease_owner = NULL, lease_expires_at = NULL WHERE group_id = $1 AND lease_owner = $2', [
          this.options.groupId,
          this.memberId,
        ])
        .catch(() => undefined);
      this.onStopped();
    })();
    return this.stopping;
  }

  private async run(): Promise<void> {
    let failures = 0;
    while (this.running) {
      try {
        if (Date.now() >= this.nextClaimAt) await this.claim();
        let delivered = false;
        const partitions = [...this.owned.values()];
        const atOnce = partitionsAtOnce(this.options);
        for (let from = 0; from < partitions.length && this.running; from += atOnce) {
          // Each partition's batch goes to the handler alone; up to `atOnce` partitions side by side.
          const results = await Promise.allSettled(partitions.slice(from, from + atOnce).map((partition) => this.consume(partition)));
          for (const result of results) {
            if (result.status === 'rejected') throw result.reason;
            delivered = result.value || delivered;
          }
        }
        failures = 0;
        if (!delivered) await this.idle(this.settings.pollIntervalMs);
      } catch (error) {
        // The database went away or a statement failed: keep trying, the committed offsets are intact.
        failures += 1;
        this.nextClaimAt = 0;
        await this.idle(redeliveryDelay(failures));
        if (failures === 1 || failures % 10 === 0) this.settings.onReadError(error, { groupId: this.options.groupId, failures });
      }
    }
  }

  /** Takes free or expired partitions of the subscribed topics and renews our own leases. */
  private async claim(): Promise<void> {
    const { groupId, topics, fromBeginning = false } = this.options;
    // A group's starting point is fixed the first time any member of it sees a partition.
    await this.pool.query(
      `INSERT INTO event_log_offsets (group_id, topic, partition, committed_offset)
       SELECT $1, p.topic, p.partition, CASE WHEN $3::boolean THEN 0 ELSE p.next_offset END
       FROM event_log_partitions p WHERE p.topic = ANY($2::text[])
       ON CONFLICT DO NOTHING`,
      [groupId, topics, fromBeginning],
    );
    const { rows } = await this.pool.query<{ topic: string; partition: number; committed_offset: string }>(
      `UPDATE event_log_offsets
       SET lease_owner = $2, lease_expires_at = now() + make_interval(secs => $4::double precision / 1000)
       WHERE group_id = $1 AND topic = ANY($3::text[])
         AND (lease_owner IS NULL OR lease_owner = $2 OR lease_expires_at < now())
       RETURNING topic, partition, committed_offset`,
      [groupId, this.memberId, topics, this.settings.leaseMs],
    );
    const claimed = new Set<string>();
    for (const row of rows) {
      const name = `${row.topic}\u0000${row.partition}`;
      claimed.add(name);
      if (!this.owned.has(name)) this.owned.set(name, { topic: row.topic, partition: row.partition, nextOffset: row.committed_offset });
    }
    for (const name of this.owned.keys()) if (!claimed.has(name)) this.owned.delete(name);
    this.nextClaimAt = Date.now() + Math.min(this.settings.leaseMs / 3, 2000);
  }

  /** Delivers the next batch of one partition until the handler accepts it. Returns whether there was one. */
  private async consume(owned: OwnedPartition): Promise<boolean> {
    const { rows } = await this.pool.query<EventRow>(
      `SELECT "offset", key, value, headers, id, created_at FROM event_log
       WHERE topic = $1 AND partition = $2 AND "offset" >= $3
       ORDER BY "offset" LIMIT $4`,
      [owned.topic, owned.partition, owned.nextOffset, this.options.maxBatchSize ?? 500],
    );
    if (rows.length === 0) return false;
    const records = rows.map((row) => toRecord(owned, row));
    const stillOurs = () => this.running && this.owned.has(`${owned.topic}\u0000${owned.partition}`);
    const context = {
      topic: owned.topic,
      partition: owned.partition,
      heartbeat: () => this.renew(owned),
      isRunning: stillOurs,
    };
    for (let failures = 0; ; ) {
      if (!stillOurs()) return true;
      // A long handler must not lose its partition to another member while it works.
      const renewal = setInterval(() => void this.renew(owned).catch(() => undefined), this.settings.leaseMs / 3);
      try {
        await this.handler(records, context);
        break;
      } catch (error) {
        failures += 1;
        this.settings.onHandlerError(error, { groupId: this.options.groupId, topic: owned.topic, partition: owned.partition, failures });
        await pause(redeliveryDelay(failures), stillOurs);
      } finally {
        clearInterval(renewal);
      }
    }
    const next = (BigInt(rows[rows.length - 1]!.offset) + 1n).toString();
    const committed = await this.pool.query(
      `UPDATE event_log_offsets
       SET committed_offset = $4, updated_at = now(), lease_expires_at = now() + make_interval(secs => $6::double precision / 1000)
       WHERE group_id = $1 AND topic = $2 AND partition = $3 AND lease_owner = $5`,
      [this.options.groupId, owned.topic, owned.partition, next, this.memberId, this.settings.leaseMs],
    );
    if (committed.rowCount === 0) {
      // Our lease lapsed and another member took the partition: it will redeliver from its committed offset.
      this.owned.delete(`${owned.topic}\u0000${owned.partition}`);
    } else {
      owned.nextOffset = next;
    }
    return true;
  }

  private async renew(owned: OwnedPartition): Promise<void> {
    await this.pool.query(
      `UPDATE event_log_offsets SET lease_expires_at = now() + make_interval(secs => $5::double precision / 1000)
       WHERE group_id = $1 AND topic = $2 AND partition = $3 AND lease_owner = $4`,
      [this.options.groupId, owned.topic, owned.partition, this.memberId, this.settings.leaseMs],
    );
  }

  private async idle(ms: number): Promise<void> {
    if (!this.running || this.woken) {
      this.woken = false;
      return;
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = undefined;
    this.woken = false;
  }
}

function toRecord(owned: OwnedPartition, row: EventRow): ConsumedRecord {
  const record: ConsumedRecord = {
    topic: owned.topic,
    partition: owned.partition,
    offset: row.offset,
    key: row.key,
    value: row.value,
    headers: row.headers ?? {},
    timestamp: row.created_at.getTime(),
  };
  if (row.id !== null) record.id = row.id;
  return record;
}

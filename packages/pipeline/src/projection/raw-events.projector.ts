import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { type DomainEvent, domainEvent, envelopeBase, EVENT_BATCH_MAX, type EventBatch, eventOfBatchElement, isEventBatch, topics } from '@emberhold/contracts';
import {
  ANALYTICS_STORE,
  type AnalyticsStore,
  type ConsumedRecord,
  EVENT_LOG,
  type EventLog,
  type EventLogSubscription,
  LingeringBatcher,
  RAW_EVENTS_PROJECTOR_OPTIONS,
} from '@emberhold/platform';
import { toEventRow, type EventRow } from '@emberhold/analytics';

export const RAW_EVENTS_GROUP = 'projection.raw-events';

/** Each fact type's payload schema (one version a type), for the elements of a batch record checked on their own. */
const payloadSchemas = new Map<string, (typeof domainEvent.options)[number]['shape']['payload']>(
  domainEvent.options.map((schema) => [schema.shape.type.value, schema.shape.payload]),
);

/** An element of a batch record that is only its own id and payload, everything else coming from the shared part. */
function isIdAndPayload(element: unknown): element is { id: unknown; payload: unknown } {
  if (typeof element !== 'object' || element === null) return false;
  const keys = Object.keys(element);
  return keys.length === 2 && Object.hasOwn(element, 'id') && Object.hasOwn(element, 'payload');
}

/**
 * Partitions projected side by side: the tracking and domain topics' (6 each by default), so every batch a fetch brings
 * is in hand at once and goes into the same insert.
 */
const CONCURRENT_PARTITIONS = 12;
/** How long the first batch's rows wait for the other partitions' batches of the same fetch before the insert leaves. */
const INSERT_LINGER_MS = 5;
/** Rows an insert carries at most; what is left goes in the next one. */
const INSERT_MAX_ROWS = 100_000;

/** Where the projection reads; the product's topics and group unless a test gives its own. */
export interface RawEventsProjectorOptions {
  groupId: string;
  topics: string[];
  deadLetterTopic: string;
}

/**
 * Copies every event from the log into ClickHouse's `events` table. Delivery is at least once; a redelivered
 * batch writes rows with the same event ids and sorting keys, which ReplacingMergeTree collapses, so counts read
 * with FINAL (or uniqExact(event_id)) do not change. A record that is not a known event goes to the dead-letter
 * topic with the reason and the consumer moves on.
 *
 * Several partitions' batches are projected at once and their rows share one insert: an insert costs ClickHouse a
 * part in `events` and in every table a materialised view feeds (about 25 ms on the engine we test with, whatever its
 * size), and one insert a partition made that fixed cost, times the partitions, the largest part of how long a fact
 * took to reach the dashboards under load. A batch is committed only once the insert carrying its rows succeeded; a
 * failed insert fails every batch in it, and each is delivered again.
 */
@Injectable()
export class RawEventsProjector implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RawEventsProjector.name);
  private subscription: EventLogSubscription | undefined;

  private readonly options: RawEventsProjectorOptions;
  private readonly inserts: LingeringBatcher<EventRow>;

  constructor(
    @Inject(EVENT_LOG) private readonly eventLog: EventLog,
    @Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore,
    @Optional() @Inject(RAW_EVENTS_PROJECTOR_OPTIONS) options?: RawEventsProjectorOptions,
  ) {
    this.options = options ?? { groupId: RAW_EVENTS_GROUP, topics: [topics.tracking, topics.domain], deadLetterTopic: topics.deadLetter };
    this.inserts = new LingeringBatcher((rows) => this.analytics.insert('events', rows), INSERT_LINGER_MS, INSERT_MAX_ROWS);
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.start();
  }

  /** Joins the consumer group and projects from its committed offsets (the beginning for a new group). */
  async start(): Promise<void> {
    this.subscription = await this.eventLog.subscribe(
      { groupId: this.options.groupId, topics: this.options.topics, fromBeginning: true, maxBatchSize: 2000, concurrentPartitions: CONCURRENT_PARTITIONS },
      (records) => this.project(records),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.stop();
  }

  async stop(): Promise<void> {
    await this.subscription?.stop();
    this.subscription = undefined;
  }

  async project(records: ConsumedRecord[]): Promise<void> {
    const rows: EventRow[] = [];
    const rejected: Array<{ record: ConsumedRecord; value: unknown; reason: string; index?: number }> = [];
    const take = (record: ConsumedRecord, value: unknown, index?: number): DomainEvent | undefined => {
      const parsed = domainEvent.safeParse(value);
      if (parsed.success) {
        rows.push(toEventRow(parsed.data, record));
        return parsed.data;
      }
      const reason = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`).join('; ');
      rejected.push(index === undefined ? { record, value, reason } : { record, value, reason, index });
      return undefined;
    };
    for (const record of records) {
      // A batch record (one call's impressions) is its events one by one; a bad element is set aside alone.
      if (isEventBatch(record.value) && record.value.batch.length <= EVENT_BATCH_MAX) this.takeBatch(record, record.value, take, rows);
      else take(record, record.value);
    }
    if (rejected.length > 0) {
      this.logger.warn({ count: rejected.length, first: rejected[0]!.reason }, 'events sent to the dead-letter topic');
      await this.eventLog.produce(
        rejected.map(({ record, value, reason, index }) => ({
          topic: this.options.deadLetterTopic,
          key: record.key,
          value,
          headers: {
            reason: reason.slice(0, 1000),
            consumer_group: this.options.groupId,
            source_topic: record.topic,
            source_partition: String(record.partition),
            source_offset: record.offset,
            ...(index === undefined ? {} : { batch_index: String(index) }),
          },
        })),
      );
    }
    await this.inserts.add(rows);
  }

  /**
   * A batch record's events, each given the shared fields (an element's own field wins). The whole envelope is checked
   * for the first element that is only an id and a payload; the next such elements differ from it in those two alone,
   * so only their id and payload are checked, against the same schemas, and the rest is the first one's checked fields.
   * Any other element, and any element that fails, is checked whole, so a refusal names the same problems.
   */
  private takeBatch(
    record: ConsumedRecord,
    { shared, batch }: EventBatch,
    take: (record: ConsumedRecord, value: unknown, index: number) => DomainEvent | undefined,
    rows: EventRow[],
  ): void {
    let checked: DomainEvent | undefined;
    batch.forEach((element, index) => {
      const own = shared !== undefined && isIdAndPayload(element);
      if (checked && own) {
        const id = envelopeBase.shape.id.safeParse(element.id);
        const payload = payloadSchemas.get(checked.type)!.safeParse(element.payload);
        if (id.success && payload.success) {
          rows.push(toEventRow({ ...checked, id: id.data, payload: payload.data } as DomainEvent, record));
          return;
        }
      }
      const event = take(record, eventOfBatchElement(shared, element), index);
      if (own && event) checked = event;
    });
  }
}

import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import { domainEvent, topics } from '@emberhold/contracts';
import { ANALYTICS_STORE, type AnalyticsStore, type ConsumedRecord, type EventLog, type EventLogSubscription } from '@emberhold/platform';
import { EVENT_LOG } from '@emberhold/runtime';
import { toEventRow, type EventRow } from '@emberhold/analytics';

export const RAW_EVENTS_GROUP = 'projection.raw-events';

/**
 * Copies every event from the log into ClickHouse's `events` table. Delivery is at least once; a redelivered
 * batch writes rows with the same event ids and sorting keys, which ReplacingMergeTree collapses, so counts read
 * with FINAL (or uniqExact(event_id)) do not change. A record that is not a known event goes to the dead-letter
 * topic with the reason and the consumer moves on.
 */
@Injectable()
export class RawEventsProjector implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(RawEventsProjector.name);
  private subscription: EventLogSubscription | undefined;

  constructor(
    @Inject(EVENT_LOG) private readonly eventLog: EventLog,
    @Inject(ANALYTICS_STORE) private readonly analytics: AnalyticsStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.subscription = await this.eventLog.subscribe(
      { groupId: RAW_EVENTS_GROUP, topics: [topics.tracking, topics.domain], fromBeginning: true, maxBatchSize: 2000 },
      (records) => this.project(records),
    );
  }

  async beforeApplicationShutdown(): Promise<void> {
    await this.subscription?.stop();
  }

  async project(records: ConsumedRecord[]): Promise<void> {
    const rows: EventRow[] = [];
    const rejected: Array<{ record: ConsumedRecord; reason: string }> = [];
    for (const record of records) {
      const parsed = domainEvent.safeParse(record.value);
      if (parsed.success) rows.push(toEventRow(parsed.data, record));
      else rejected.push({ record, reason: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(event)'}: ${issue.message}`).join('; ') });
    }
    if (rejected.length > 0) {
      this.logger.warn({ count: rejected.length, first: rejected[0]!.reason }, 'events sent to the dead-letter topic');
      await this.eventLog.produce(
        rejected.map(({ record, reason }) => ({
          topic: topics.deadLetter,
          key: record.key,
          value: record.value,
          headers: {
            reason: reason.slice(0, 1000),
            consumer_group: RAW_EVENTS_GROUP,
            source_topic: record.topic,
            source_partition: String(record.partition),
            source_offset: record.offset,
          },
        })),
      );
    }
    await this.analytics.insert('events', rows);
  }
}

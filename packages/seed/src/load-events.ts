import { toEventRow, type EventRow } from '@emberhold/analytics';
import { envelope, eventIdFor } from '@emberhold/contracts';
import type { AnalyticsStore } from '@emberhold/platform';
import { generateEvents, type SeedEvent } from './events.generator';

export interface LoadEventsOptions {
  analytics: AnalyticsStore;
  posts: readonly { id: number; clicks_all?: number }[];
  count: number;
  seed?: number;
  end?: Date;
  /** Rows per INSERT; ClickHouse prefers few large inserts. */
  batchSize?: number;
  onProgress?: (done: number, total: number) => void;
}

/** The envelope a tracked impression or click carries, with an id fixed by the seed so reloading is idempotent. */
function toRow(event: SeedEvent, seed: number, index: number): EventRow {
  const id = eventIdFor(`seed:${seed}:${index}`);
  const fact = envelope(
    event.type === 'click' ? 'post.click' : 'post.impression',
    1,
    { post_id: event.post_id, surface: event.surface, sort: event.sort, page: event.page, position: event.position },
    { session_id: event.session_id, user_id: null, country: event.country, device: event.device },
    { id, occurredAt: new Date(event.occurred_at), receivedAt: new Date(event.occurred_at) },
  );
  return toEventRow(fact, { topic: 'seed', partition: 0, offset: String(index) });
}

/**
 * Writes a deterministic stream of impressions and clicks straight into the `events` table, for analytics
 * benchmarks (the live path goes through the event log and the projector). Returns the rows written per second.
 */
export async function loadEvents(options: LoadEventsOptions): Promise<{ rows: number; ms: number }> {
  const seed = options.seed ?? 1;
  const batchSize = options.batchSize ?? 100_000;
  const started = performance.now();
  let batch: EventRow[] = [];
  let index = 0;
  for (const event of generateEvents({ posts: options.posts, count: options.count, seed, ...(options.end ? { end: options.end } : {}) })) {
    batch.push(toRow(event, seed, index++));
    if (batch.length === batchSize) {
      await options.analytics.insert('events', batch);
      batch = [];
      options.onProgress?.(index, options.count);
    }
  }
  if (batch.length > 0) await options.analytics.insert('events', batch);
  options.onProgress?.(index, options.count);
  return { rows: index, ms: performance.now() - started };
}

import { z } from 'zod';

/**
 * Every job of the product's main queue, by name, with its payload schema: one source of truth for the code that
 * enqueues and the processor that runs it.
 */
export const jobPayloads = {
  /** Move committed outbox rows onto the event log now (the relay also polls). */
  'outbox.relay': z.object({}),
  /** Roll the days that received facts up into post_daily and rewrite the list score columns (every 5 minutes). */
  'scores.refresh': z.object({}),
  /** Start the paid boosts of today (UTC) and finish the running ones of past days (every 5 minutes and at start). */
  'boosts.refresh': z.object({}),
  /** Delete the creative editor's images that no creative shows once FUNNEL_IMAGE_KEPT_MS has passed (hourly). */
  'media.sweep': z.object({}),
  /** Record as dropoffs the funnels that left an email and did not pay within DROPOFF_AFTER_HOURS (every 15 minutes). */
  'dropoffs.derive': z.object({}),
  /** Parse an uploaded or dropped affiliate report and write its rows to the event log in one transaction. */
  'affiliate.import': z.object({ import_id: z.number().int().positive() }),
  /**
   * Take the report files dropped in AFFILIATE_IMPORT_DIR in as imports, and mark published imports complete once
   * ClickHouse holds all their rows (every minute).
   */
  'affiliate.imports.sweep': z.object({}),
} as const;

export type JobName = keyof typeof jobPayloads;
export type JobPayload<N extends JobName> = z.infer<(typeof jobPayloads)[N]>;
export type JobPayloadMap = { [N in JobName]: JobPayload<N> };

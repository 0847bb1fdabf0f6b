import type { AnalyticsStore, AppConfig, EphemeralStore, EventLog, JobQueue, JobQueues, Mailer } from '@emberhold/platform';
import type { JobPayloadMap } from '@emberhold/contracts';
import type { PrismaClient, SqlReader } from '@emberhold/db';

/** One dependency as /readyz reports it. */
export interface Dependency {
  name: 'postgres' | 'event-log' | 'job-queue' | 'clickhouse';
  /** Which adapter carries it, e.g. kafka or postgres-table. */
  adapter: string;
  check(): Promise<void>;
}

/** Everything the apps need from the outside world, opened for the configured mode. */
export interface Infrastructure {
  config: AppConfig;
  databaseUrl: string;
  prisma: PrismaClient;
  /** Prepared-statement reads for the hot catalogue pages (same database as prisma). */
  reader: SqlReader;
  eventLog: EventLog;
  queues: JobQueues;
  /** The product's main queue, typed by JobPayloadMap. */
  jobs: JobQueue<JobPayloadMap>;
  analytics: AnalyticsStore;
  /** One-time flags and rate-limit counters: Redis in the full mode (shared by every API process), memory embedded. */
  ephemeral: EphemeralStore;
  /** Outgoing mail: SMTP, or .eml files under the data directory. */
  mailer: Mailer;
  dependencies: Dependency[];
  /** Flushes the event producer, stops consumers and job workers, closes pools; safe to call twice. */
  close(): Promise<void>;
}

/** The environment, not our code, is at fault: reported as one line, without a stack. */
export class InfrastructureUnavailableError extends Error {
  readonly code = 'INFRASTRUCTURE_UNAVAILABLE';
}

export function describeStartupFailure(error: unknown): string {
  if (error instanceof InfrastructureUnavailableError) return error.message;
  if (error instanceof Error && 'code' in error && error.code === 'CONFIG_INVALID') return error.message;
  return `Start-up failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
}

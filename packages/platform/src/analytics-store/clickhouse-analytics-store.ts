import type { ClickHouseClient } from '@clickhouse/client';
import type { AnalyticsStore, QueryParams } from './analytics-store.port';

/**
 * Settings both adapters pin so results do not depend on the engine version: 64-bit counters come back as JSON
 * numbers (our counts stay far below 2^53), and DateTime values are read and written as UTC.
 */
export const clientSettings = {
  output_format_json_quote_64bit_integers: 0,
  session_timezone: 'UTC',
} as const;

/** Shared by both adapters: they differ only in how the @clickhouse/client instance reaches the engine. */
export class ClickHouseAnalyticsStore implements AnalyticsStore {
  constructor(
    readonly kind: AnalyticsStore['kind'],
    readonly database: string,
    private readonly client: ClickHouseClient,
  ) {}

  async command(sql: string, params?: QueryParams): Promise<void> {
    await this.client.command({ query: sql, query_params: params ?? {} });
  }

  async query<T>(sql: string, params?: QueryParams): Promise<T[]> {
    const result = await this.client.query({ query: sql, query_params: params ?? {}, format: 'JSONEachRow' });
    return result.json<T>();
  }

  async insert<T extends object>(table: string, rows: readonly T[]): Promise<void> {
    if (rows.length === 0) return;
    await this.client.insert({ table, values: rows as T[], format: 'JSONEachRow' });
  }

  async ping(): Promise<boolean> {
    try {
      const rows = await this.query<{ ok: number }>('SELECT 1 AS ok');
      return rows[0]?.ok === 1;
    } catch {
      return false;
    }
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}

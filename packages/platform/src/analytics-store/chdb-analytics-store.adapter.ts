import { createClient } from '@clickhouse/client';
import { createChdbConnection } from 'chdb/connection';

type ClientConnection = NonNullable<NonNullable<Parameters<typeof createClient>[0]>['connection']>;
import { assertIdentifier, type AnalyticsStore } from './analytics-store.port';
import { ClickHouseAnalyticsStore, clientSettings } from './clickhouse-analytics-store';

export interface ChdbStoreOptions {
  /** Data directory of the embedded engine. chDB binds one path per process. */
  path: string;
  database: string;
}

/**
 * Embedded ClickHouse (chDB) behind the same client API as the server. chDB keeps one session per process, so
 * `USE` sets the default database for every later statement; the server adapter passes it per request instead.
 */
export async function openChdbAnalyticsStore(options: ChdbStoreOptions): Promise<AnalyticsStore> {
  const database = assertIdentifier(options.database, 'ClickHouse database');
  // chdb ships its own copy of @clickhouse/client-common's types; the runtime contract is the same.
  const connection = createChdbConnection({ path: options.path }) as unknown as ClientConnection;
  const client = createClient({ clickhouse_settings: clientSettings, connection });
  await client.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
  await client.command({ query: `USE ${database}` });
  return new ClickHouseAnalyticsStore('chdb', database, client);
}

import { createClient } from '@clickhouse/client';
import { assertIdentifier, type AnalyticsStore } from './analytics-store.port';
import { ClickHouseAnalyticsStore, clientSettings } from './clickhouse-analytics-store';

export interface ServerStoreOptions {
  /** http(s)://user:password@host:8123 ; credentials in the URL are used for basic auth. */
  url: string;
  database: string;
  requestTimeoutMs?: number;
}

/** A ClickHouse server over its HTTP interface. Creates the database on first use. */
export async function openServerAnalyticsStore(options: ServerStoreOptions): Promise<AnalyticsStore> {
  const database = assertIdentifier(options.database, 'ClickHouse database');
  const url = new URL(options.url);
  const username = decodeURIComponent(url.username) || 'default';
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const common = {
    url: url.toString(),
    username,
    password,
    request_timeout: options.requestTimeoutMs ?? 30_000,
    clickhouse_settings: clientSettings,
    // A socket idle past the client's TTL (the server closes it at 3 s) is dropped before it is reused, also when a busy
    // event loop let the TTL timer fire late: otherwise the next insert writes into a closed socket (EPIPE).
    keep_alive: { eagerly_destroy_stale_sockets: true },
  };
  const bootstrap = createClient(common);
  try {
    await bootstrap.command({ query: `CREATE DATABASE IF NOT EXISTS ${database}` });
  } finally {
    await bootstrap.close();
  }
  return new ClickHouseAnalyticsStore('clickhouse-server', database, createClient({ ...common, database }));
}

import { Client } from 'pg';
import { startPgliteServer } from './pglite-server';

/**
 * Where the transactional entities live: a Postgres server (full mode) or PGlite served on a local socket
 * (embedded mode). Either way the rest of the product reaches it through a postgresql:// URL, with Prisma and
 * `pg` unchanged; packages/db/test/relational-store.contract.ts is what both must honour.
 */
export interface RelationalStore {
  readonly adapter: 'postgres' | 'pglite';
  readonly url: string;
  /** Releases what the adapter itself holds (the embedded engine); a server is left running. */
  close(): Promise<void>;
}

/** A Postgres server, checked with one round trip so a wrong URL fails here rather than on the first request. */
export async function connectPostgresStore(url: string, options: { timeoutMs?: number } = {}): Promise<RelationalStore> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: options.timeoutMs ?? 5_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } finally {
    await client.end().catch(() => undefined);
  }
  return { adapter: 'postgres', url, close: async () => undefined };
}

/** Embedded Postgres (PGlite) under `dataDir`, served on 127.0.0.1. */
export async function startPgliteStore(options: { dataDir: string }): Promise<RelationalStore> {
  const server = await startPgliteServer({ dataDir: options.dataDir });
  return { adapter: 'pglite', url: server.url, close: () => server.stop() };
}

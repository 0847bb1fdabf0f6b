import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { PgliteProtocolQueue } from './pglite-protocol-queue';

export interface PgliteServerOptions {
  /** Directory of the database files; omit for an in-memory database (migration scratch space). */
  dataDir?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Sockets accepted at once; the server multiplexes them over PGlite's single connection. */
  maxConnections?: number;
}

export interface PgliteServer {
  /** postgresql:// URL for pg, Prisma and the migration runner. */
  readonly url: string;
  readonly port: number;
  readonly db: PGlite;
  stop(): Promise<void>;
}

/**
 * Embedded Postgres for the default runtime mode: PGlite (Postgres in WebAssembly) with the
 * extensions our migrations need, served on 127.0.0.1 so every Postgres client works unchanged.
 */
export async function startPgliteServer(options: PgliteServerOptions = {}): Promise<PgliteServer> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create({ ...(options.dataDir ? { dataDir: options.dataDir } : {}), extensions: { pg_trgm } });
  const server = new PGLiteSocketServer({
    db,
    host: '127.0.0.1',
    port: options.port ?? 0,
    maxConnections: options.maxConnections ?? 32,
  });
  // Replace the per-message scheduler before any client connects (handlers read it when they attach).
  (server as unknown as { queryQueue: PgliteProtocolQueue }).queryQueue = new PgliteProtocolQueue(db);
  try {
    await server.start();
  } catch (error) {
    await db.close();
    throw error;
  }
  const port = Number(server.getServerConn().split(':').pop());
  let stopped = false;
  return {
    // PGlite has a single database and ignores the name; "postgres" keeps tools happy.
    url: `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`,
    port,
    db,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await db.close();
    },
  };
}

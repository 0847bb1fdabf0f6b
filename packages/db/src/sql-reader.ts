import { createHash } from 'node:crypto';
import { Pool, type PoolConfig } from 'pg';
import type { Prisma } from './generated/prisma/client';

/**
 * Hot read path beside Prisma: bound SQL (built with Prisma.sql, so values never reach the text) sent as a named
 * prepared statement, so Postgres plans each distinct statement once per connection instead of on every request.
 * On a page of posts with its gallery and guides that planning costs more than running the query.
 */
export interface SqlReader {
  /**
   * `planPerCall` sends the statement unnamed, so Postgres plans it with this call's values: for statements whose
   * best plan depends on them (a search word in 40 titles wants a bitmap, one in 5,000 an index walk), where a
   * cached generic plan would be right for one and slow for the other.
   */
  query<T>(sql: Prisma.Sql, options?: { planPerCall?: boolean }): Promise<T[]>;
  close(): Promise<void>;
}

export interface SqlReaderOptions {
  max?: number;
  /**
   * Use named prepared statements. Off for the embedded PGlite server, whose socket connections share one
   * session: a statement prepared on one connection would collide with the same name from another.
   */
  prepare: boolean;
  idleTimeoutMillis?: number;
  /** Server settings for each connection, e.g. `-c max_parallel_workers_per_gather=0` (a Postgres server only). */
  serverOptions?: string;
}

export function createSqlReader(databaseUrl: string, options: SqlReaderOptions): SqlReader {
  const config: PoolConfig = {
    connectionString: databaseUrl,
    max: options.max ?? 10,
    idleTimeoutMillis: options.idleTimeoutMillis ?? 30_000,
    ...(options.serverOptions ? { options: options.serverOptions } : {}),
  };
  const pool = new Pool(config);
  // An idle client that loses its server must not take the process down; the next query reconnects.
  pool.on('error', () => undefined);
  const names = new Map<string, string>();
  const nameOf = (text: string): string => {
    let name = names.get(text);
    if (name === undefined) {
      name = `r_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
      names.set(text, name);
    }
    return name;
  };
  return {
    async query<T>(sql: Prisma.Sql, queryOptions?: { planPerCall?: boolean }): Promise<T[]> {
      const named = options.prepare && !queryOptions?.planPerCall;
      const result = await pool.query(named ? { name: nameOf(sql.text), text: sql.text, values: sql.values } : { text: sql.text, values: sql.values });
      return result.rows as T[];
    },
    close: () => pool.end(),
  };
}

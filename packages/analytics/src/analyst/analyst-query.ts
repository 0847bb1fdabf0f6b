import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { assertIdentifier } from '@emberhold/platform';
import { createChdbConnection } from 'chdb/connection';
import type { AnalystResult } from './analyst-result';

type ClientConnection = NonNullable<NonNullable<Parameters<typeof createClient>[0]>['connection']>;

/** How long one analyst query may run in the embedded store (the full mode's analyst profile sets its own). */
export const ANALYST_MAX_EXECUTION_SECONDS = 30;

/**
 * Settings of every embedded analyst query. chDB applies them as SET statements in this order on a session of its
 * own, and once readonly=1 is set no setting may change any more, so readonly comes last. readonly=1 refuses
 * INSERT, ALTER, DROP, CREATE, SET and the like with error 164 (READONLY).
 */
export const embeddedAnalystSettings = {
  max_execution_time: ANALYST_MAX_EXECUTION_SECONDS,
  // The store lives in the product's process: one analyst query must not take its memory.
  max_memory_usage: 2_000_000_000,
  session_timezone: 'UTC',
  // 64-bit integers as JSON strings, as a server sends them by default: no figure is rounded on the way to a person.
  output_format_json_quote_64bit_integers: 1,
  readonly: 1,
} as const;

/**
 * Settings sent to a ClickHouse server. A user whose profile is readonly=1 (the analyst user) may not change any
 * setting, but setting one to the value it already has is allowed; so only readonly=1 goes along (which also makes
 * a query run by a writing user read-only). The limits come from the server's analyst profile.
 */
export const serverAnalystSettings = { readonly: 1 } as const;

export type AnalystFailure = 'refused' | 'timeout' | 'failed' | 'unavailable';

/** Why an analyst query did not run, in one line for a person. */
export class AnalystQueryError extends Error {
  readonly code = 'ANALYST_QUERY';
  constructor(
    message: string,
    readonly reason: AnalystFailure,
  ) {
    super(message);
    this.name = 'AnalystQueryError';
  }
}

function oneLine(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 600 ? `${flat.slice(0, 599)}…` : flat;
}

/** The statement's first word, upper-case, after any leading comments. */
export function firstKeyword(sql: string): string {
  const code = sql.replace(/^(\s+|--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/)*/, '');
  return (/^[A-Za-z]+/.exec(code)?.[0] ?? '').toUpperCase();
}

/** Error codes whose meaning the messages below depend on (ClickHouse's src/Common/ErrorCodes.cpp). */
const errorNames: Record<string, string> = {
  '62': 'SYNTAX_ERROR',
  '81': 'UNKNOWN_DATABASE',
  '159': 'TIMEOUT_EXCEEDED',
  '164': 'READONLY',
  '497': 'ACCESS_DENIED',
};

/**
 * ClickHouse's own text of an error, "Code: N. DB::Exception: <message> (<NAME>) (version …)", split up. The client's
 * parser takes the first upper-case word in parentheses for the name, so "… at position 19 (FORMAT) …" loses the rest.
 */
function engineText(text: string): { message: string; name?: string } | undefined {
  const match = /^Code: \d+\. DB::Exception: (.*)$/s.exec(text.trim());
  if (!match) return undefined;
  const body = match[1]!.replace(/\s*\(version [^)]*\)\s*$/, '');
  const named = /^(.*?)\s*\(([A-Z][A-Z0-9_]+)\)\s*$/s.exec(body);
  return named ? { message: named[1]!, name: named[2]! } : { message: body };
}

/** Turns what the engine or the network threw into an AnalystQueryError naming the cause. */
export function toAnalystQueryError(error: unknown, where?: string, statement?: string): AnalystQueryError {
  if (error instanceof AnalystQueryError) return error;
  const err = error as { code?: unknown; type?: unknown; message?: unknown; cause?: unknown };
  const cause = err.cause as { code?: unknown; message?: unknown } | undefined;
  const code = typeof err.code === 'string' && /^\d+$/.test(err.code) ? err.code : undefined;
  const parsed = typeof cause?.message === 'string' ? engineText(cause.message) : undefined;
  // chDB prefixes some messages with the session's user name ("default: Cannot execute query in readonly mode.").
  const message = oneLine(parsed?.message ?? String(err.message ?? error)).replace(/^default: /, '');
  if (code !== undefined) {
    const name = errorNames[code] ?? parsed?.name ?? (typeof err.type === 'string' ? err.type : `code ${code}`);
    if (name === 'READONLY') {
      return new AnalystQueryError(`Refused: analyst queries are read-only (INSERT, ALTER, DROP, CREATE, SET and the like are not allowed). ClickHouse: ${message}`, 'refused');
    }
    if (name === 'ACCESS_DENIED') return new AnalystQueryError(`Refused: ${message}`, 'refused');
    if (name === 'TIMEOUT_EXCEEDED') return new AnalystQueryError(`Stopped: the query ran longer than its time limit (max_execution_time). ClickHouse: ${message}`, 'timeout');
    const keyword = statement ? firstKeyword(statement) : '';
    if (name === 'SYNTAX_ERROR' && /^(SET|USE|SYSTEM|KILL|GRANT|REVOKE|BACKUP|RESTORE)$/.test(keyword)) {
      // The client appends FORMAT to the statement, which these cannot take: say why they do not run instead.
      return new AnalystQueryError(`Refused: analyst queries are read-only and run with fixed settings; ${keyword} statements are not allowed`, 'refused');
    }
    return new AnalystQueryError(`Query failed: ${message} (${name})`, 'failed');
  }
  const network = typeof err.code === 'string' && /^E[A-Z]+$/.test(err.code) ? err.code : typeof cause?.code === 'string' ? cause.code : undefined;
  if (network || /ECONNREFUSED|ENOTFOUND|ETIMEDOUT|socket hang up|fetch failed/i.test(message)) {
    return new AnalystQueryError(`Cannot reach ClickHouse${where ? ` at ${where}` : ''}: ${network ?? message}`, 'unavailable');
  }
  return new AnalystQueryError(`Query failed: ${message}`, 'failed');
}

/** The client appends its own FORMAT clause; one in the query would be a syntax error with a confusing message. */
function checkStatement(sql: string): string {
  const statement = sql.trim();
  if (statement.length === 0) throw new AnalystQueryError('No SQL given', 'failed');
  if (/\bFORMAT\s+[A-Za-z]+\s*;*\s*$/i.test(statement)) {
    throw new AnalystQueryError('Leave out the FORMAT clause: choose the output with --format table|csv|json', 'failed');
  }
  return statement;
}

interface JsonCompactResponse {
  meta?: Array<{ name: string; type: string }>;
  data?: unknown[][];
  statistics?: { elapsed?: number; rows_read?: number };
}

/** Runs one statement with the given settings and returns its columns (names and types) and rows. */
export async function runAnalystQuery(client: ClickHouseClient, sql: string, settings: Record<string, string | number>): Promise<AnalystResult> {
  const statement = checkStatement(sql);
  const result = await client.query({ query: statement, format: 'JSONCompact', clickhouse_settings: settings });
  const body = (await result.json()) as unknown as JsonCompactResponse;
  return {
    columns: (body.meta ?? []).map((column) => ({ name: column.name, type: column.type })),
    rows: body.data ?? [],
    ...(typeof body.statistics?.elapsed === 'number' ? { elapsed: body.statistics.elapsed } : {}),
    ...(typeof body.statistics?.rows_read === 'number' ? { rowsRead: body.statistics.rows_read } : {}),
  };
}

export interface EmbeddedAnalystQuery {
  /** chDB's data path (`<data dir>/clickhouse`). In a process that already has it open, the same path is shared. */
  path: string;
  database: string;
  sql: string;
}

/**
 * Runs an analyst query on the embedded store through a chDB session of its own, opened for this query and closed
 * after it: its readonly=1 and the database it uses never reach the product's session on the same path.
 */
export async function queryEmbeddedStore(query: EmbeddedAnalystQuery): Promise<AnalystResult> {
  const database = assertIdentifier(query.database, 'ClickHouse database');
  checkStatement(query.sql);
  // chdb ships its own copy of @clickhouse/client-common's types; the runtime contract is the same.
  const client = createClient({ connection: createChdbConnection({ path: query.path }) as unknown as ClientConnection });
  try {
    try {
      await client.command({ query: `USE ${database}` });
    } catch (error) {
      const failure = toAnalystQueryError(error);
      if (/UNKNOWN_DATABASE/.test(failure.message)) {
        throw new AnalystQueryError(`The embedded store at ${query.path} has no database ${database} (CLICKHOUSE_DATABASE); has the product started on this data directory?`, 'unavailable');
      }
      throw failure;
    }
    return await runAnalystQuery(client, query.sql, embeddedAnalystSettings);
  } catch (error) {
    throw toAnalystQueryError(error, undefined, query.sql);
  } finally {
    await client.close();
  }
}

export interface ServerAnalystQuery {
  /** http(s)://user:password@host:8123, the analyst user's credentials in the URL. */
  url: string;
  database: string;
  sql: string;
  requestTimeoutMs?: number;
}

/** Runs an analyst query on a ClickHouse server over HTTP, read-only, in the given database. */
export async function queryClickHouseServer(query: ServerAnalystQuery): Promise<AnalystResult> {
  const database = assertIdentifier(query.database, 'ClickHouse database');
  checkStatement(query.sql);
  let url: URL;
  try {
    url = new URL(query.url);
  } catch {
    throw new AnalystQueryError('CLICKHOUSE_URL must be a URL like http://analyst:password@host:8123', 'failed');
  }
  const username = decodeURIComponent(url.username) || 'default';
  const password = decodeURIComponent(url.password);
  url.username = '';
  url.password = '';
  const where = `${url.hostname}:${url.port || (url.protocol === 'https:' ? '443' : '80')}`;
  const client = createClient({
    url: url.toString(),
    username,
    password,
    database,
    request_timeout: query.requestTimeoutMs ?? 60_000,
    // Response compression would send enable_http_compression=1, a setting a readonly=1 user may not change.
    compression: { request: false, response: false },
    // A failure is reported once, as one line, by the caller.
    log: { level: ClickHouseLogLevel.OFF },
  });
  try {
    return await runAnalystQuery(client, query.sql, serverAnalystSettings);
  } catch (error) {
    throw toAnalystQueryError(error, where, query.sql);
  } finally {
    await client.close();
  }
}

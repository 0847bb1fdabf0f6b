#!/usr/bin/env node
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  analystFiles,
  claimDataDir,
  dataDirHolder,
  readAnalystEndpoint,
  readAnalystToken,
} from '../analyst/analyst-files';
import { AnalystQueryError, queryClickHouseServer, queryEmbeddedStore } from '../analyst/analyst-query';
import { analystFormats, formatResult, type AnalystFormat, type AnalystResult } from '../analyst/analyst-result';

const USAGE = `Usage: npm run analytics -- [options] "<SQL>"
       npm run analytics -- [options] --file query.sql

Runs one read-only SQL query (ClickHouse SQL, readonly=1) against the analytics store and prints the result.

Options:
  --format table|csv|json   output: an aligned table (default), CSV with a header line, or a JSON array of rows
  --file <path>             read the SQL from a file instead of the argument
  --url <url>               address of the running product (default: the one it records in the data directory)
  --data-dir <dir>          the embedded data directory (default: $EMBERHOLD_DATA_DIR, else .data)

Where the query runs:
  CLICKHOUSE_URL is set     on that ClickHouse server (full mode), e.g. http://analyst:<password>@127.0.0.1:8123
  the product is running    in the product, through its loopback-only endpoint, with the token from
                            <data dir>/analyst-token (embedded mode)
  otherwise                 on the embedded store (chDB under <data dir>/clickhouse), opened by this command

The database is CLICKHOUSE_DATABASE (default emberhold). Embedded queries stop after 30 s.
Tables and example queries: packages/analytics/README.md`;

class UsageError extends Error {}

interface Options {
  sql: string;
  format: AnalystFormat;
  url?: string;
  dataDir: string;
}

function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv): Options | 'help' {
  let format: AnalystFormat = 'table';
  let file: string | undefined;
  let url: string | undefined;
  let dataDir = env['EMBERHOLD_DATA_DIR'] || '.data';
  const statements: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') return 'help';
    const option = /^--(format|file|url|data-dir)(?:=(.*))?$/s.exec(arg);
    if (!option) {
      // SQL may start with a comment ("-- …\nSELECT …"): only a single word is taken for an option.
      if (arg.startsWith('--') && !/\s/.test(arg)) throw new UsageError(`unknown option ${arg}`);
      statements.push(arg);
      continue;
    }
    const value = option[2] ?? argv[++i];
    if (value === undefined || value === '') throw new UsageError(`--${option[1]} needs a value`);
    if (option[1] === 'format') {
      if (!(analystFormats as readonly string[]).includes(value)) throw new UsageError(`--format must be table, csv or json, got ${value}`);
      format = value as AnalystFormat;
    } else if (option[1] === 'file') file = value;
    else if (option[1] === 'url') url = value;
    else dataDir = value;
  }
  if (file !== undefined && statements.length > 0) throw new UsageError('give the SQL either as the argument or with --file, not both');
  if (statements.length > 1) throw new UsageError('give the SQL as one quoted argument');
  let sql = statements[0];
  if (file !== undefined) {
    try {
      sql = readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
    }
  }
  if (sql === undefined || sql.trim().length === 0) throw new UsageError('no SQL given');
  return { sql, format, dataDir: resolve(dataDir), ...(url === undefined ? {} : { url }) };
}

/** Sends the query to the running product's loopback endpoint (backend/src/analyst). */
async function queryProduct(baseUrl: string, dataDir: string, sql: string, holder?: number): Promise<AnalystResult> {
  let endpoint: URL;
  try {
    endpoint = new URL('internal/analytics/query', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  } catch {
    throw new AnalystQueryError(`--url must be the product's address, like http://127.0.0.1:3000, got ${baseUrl}`, 'failed');
  }
  const file = join(dataDir, analystFiles.token);
  let token: string | undefined;
  try {
    token = readAnalystToken(dataDir);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? String(error);
    throw new AnalystQueryError(`Cannot read the analyst token ${file} (${code}): only the user who runs the product can query it`, 'refused');
  }
  if (!token) {
    throw new AnalystQueryError(
      holder
        ? `The Emberhold process (pid ${holder}) holds ${dataDir} but wrote no analyst token (${file}): restart it with the current build, or stop it to let this command open the store itself`
        : `No analyst token in ${file}: the product writes it when it starts in the embedded mode; set EMBERHOLD_DATA_DIR (or --data-dir) to its data directory`,
      'unavailable',
    );
  }
  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sql, format: 'json' }),
      signal: AbortSignal.timeout(60_000),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message?: string }; name?: string; message?: string }).cause;
    const why = cause?.code ?? cause?.message ?? (error as Error).message;
    const who = holder ? `The Emberhold process (pid ${holder}) holds ${dataDir} but ` : '';
    throw new AnalystQueryError(
      `${who}${who ? 'did not answer' : 'Nothing answered'} at ${endpoint.origin} (${why}); wait until it has started, or pass --url with its address`,
      'unavailable',
    );
  }
  const body = (await response.json().catch(() => undefined)) as
    | { meta?: { error?: string }; columns?: AnalystResult['columns']; rows?: unknown[][]; elapsed?: number; rows_read?: number }
    | undefined;
  if (response.status === 404) {
    throw new AnalystQueryError(`${endpoint.origin} has no analyst endpoint: is it the product in the embedded mode? (the full mode has none; use CLICKHOUSE_URL)`, 'unavailable');
  }
  if (!response.ok || !body?.columns || !body.rows) {
    const message = body?.meta?.error ?? `HTTP ${response.status}`;
    const reason = response.status === 403 && /read-only/.test(message) ? 'refused' : response.status >= 500 ? 'unavailable' : 'failed';
    throw new AnalystQueryError(message, reason);
  }
  return {
    columns: body.columns,
    rows: body.rows,
    ...(typeof body.elapsed === 'number' ? { elapsed: body.elapsed } : {}),
    ...(typeof body.rows_read === 'number' ? { rowsRead: body.rows_read } : {}),
  };
}

/** Where the product said it listens, or where it listens by default (PORT, HOST). */
function productUrl(dataDir: string, holder: number, env: NodeJS.ProcessEnv): string {
  const recorded = readAnalystEndpoint(dataDir);
  if (recorded && recorded.pid === holder) return recorded.url;
  const host = !env['HOST'] || env['HOST'] === '0.0.0.0' || env['HOST'] === '::' ? '127.0.0.1' : env['HOST'];
  return `http://${host.includes(':') ? `[${host}]` : host}:${env['PORT'] || '3000'}/`;
}

async function run(options: Options, env: NodeJS.ProcessEnv): Promise<AnalystResult> {
  const database = env['CLICKHOUSE_DATABASE'] || 'emberhold';
  if (options.url) return queryProduct(options.url, options.dataDir, options.sql);
  if (env['CLICKHOUSE_URL']) return queryClickHouseServer({ url: env['CLICKHOUSE_URL'], database, sql: options.sql });
  const holder = dataDirHolder(options.dataDir);
  if (holder !== undefined) return queryProduct(productUrl(options.dataDir, holder, env), options.dataDir, options.sql, holder);
  const path = join(options.dataDir, analystFiles.clickhouse);
  if (!existsSync(path)) {
    throw new AnalystQueryError(
      `No embedded analytics store at ${path}: start the product once (npm start), or set EMBERHOLD_DATA_DIR (or --data-dir) to its data directory`,
      'unavailable',
    );
  }
  const release = claimDataDir(options.dataDir);
  try {
    return await queryEmbeddedStore({ path, database, sql: options.sql });
  } finally {
    release();
  }
}

async function main(argv: string[]): Promise<number> {
  let options: Options | 'help';
  try {
    options = parseArgs(argv, process.env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message} (npm run analytics -- --help)\n`);
    return 2;
  }
  if (options === 'help') {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const result = await run(options, process.env);
  process.stdout.write(formatResult(result, options.format));
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`${message.replace(/\s+/g, ' ').trim()}\n`);
    process.exitCode = 1;
  },
);

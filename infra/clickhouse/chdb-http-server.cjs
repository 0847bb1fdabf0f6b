#!/usr/bin/env node
// @ts-check
/**
 * ClickHouse's HTTP interface served by the embedded ClickHouse engine (chDB).
 *
 * No ClickHouse server build installs on our machines (Debian ships 18.16, far too old), so tests and a
 * local "full" stack point CLICKHOUSE_URL here: the engine and SQL are real ClickHouse 26.x, the wire is the
 * HTTP protocol @clickhouse/client speaks (query in the URL or body, param_* bindings, database, /ping,
 * exception codes in X-ClickHouse-Exception-Code). Production uses a real server; see docker-compose.yml.
 *
 * Usage: node chdb-http-server.cjs --path <dir> [--port 0] [--host 127.0.0.1]
 * Prints one JSON line {"port":N} on stdout when listening.
 */
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { Session } = require('chdb');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const session = new Session(arg('path', ':memory:'));
/** chDB has one session; `USE` and `SET param_*` are session state, so requests run one at a time. */
let queue = Promise.resolve();
function serialized(task) {
  const run = queue.then(task, task);
  queue = run.then(() => undefined, () => undefined);
  return run;
}

/** The client sends each param_ value already in ClickHouse's escaped text form; quote it losslessly as a SQL literal. */
function sqlLiteral(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;
let currentDatabase = 'default';

async function execute(url, body) {
  const urlQuery = url.searchParams.get('query') ?? '';
  const sql = [urlQuery, body].filter((part) => part.length > 0).join('\n');
  if (sql.trim().length === 0) throw Object.assign(new Error('Code: 62. DB::Exception: Empty query. (SYNTAX_ERROR)'), { code: 62 });
  const database = url.searchParams.get('database');
  if (database && database !== currentDatabase) {
    if (!identifier.test(database)) throw Object.assign(new Error(`Code: 81. DB::Exception: Database ${database} does not exist. (UNKNOWN_DATABASE)`), { code: 81 });
    await session.queryAsync(`USE ${database}`);
    currentDatabase = database;
  }
  for (const [key, value] of url.searchParams) {
    if (!key.startsWith('param_')) continue;
    const name = key.slice('param_'.length);
    if (!identifier.test(name)) throw Object.assign(new Error(`Code: 456. DB::Exception: Bad parameter name ${name}. (UNKNOWN_QUERY_PARAMETER)`), { code: 456 });
    await session.queryAsync(`SET param_${name} = ${sqlLiteral(value)}`);
  }
  const format = url.searchParams.get('default_format') ?? 'TabSeparated';
  const result = await session.queryAsync(sql, { format });
  return Buffer.from(result.bytes());
}

function errorCode(message) {
  const match = /^Code: (\d+)\./.exec(message);
  return match ? Number(match[1]) : 1000;
}

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/ping') {
    res.writeHead(200, { 'Content-Type': 'text/plain; charset=UTF-8' }).end('Ok.\n');
    return;
  }
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const queryId = url.searchParams.get('query_id') ?? randomUUID();
    const body = Buffer.concat(chunks).toString('utf8');
    serialized(() => execute(url, body)).then(
      (out) => {
        res.writeHead(200, {
          'Content-Type': 'text/plain; charset=UTF-8',
          'X-ClickHouse-Query-Id': queryId,
          'X-ClickHouse-Summary': JSON.stringify({ read_rows: '0', read_bytes: '0', written_rows: '0', written_bytes: '0' }),
        });
        res.end(out);
      },
      (error) => {
        const message = String(error && error.message ? error.message : error);
        const code = error && typeof error.code === 'number' ? error.code : errorCode(message);
        res.writeHead(code === 81 || code === 60 ? 404 : 500, {
          'Content-Type': 'text/plain; charset=UTF-8',
          'X-ClickHouse-Query-Id': queryId,
          'X-ClickHouse-Exception-Code': String(code),
        });
        res.end(`${message.startsWith('Code:') ? message : `Code: ${code}. DB::Exception: ${message}`}\n`);
      },
    );
  });
});

server.listen(Number(arg('port', '0')), arg('host', '127.0.0.1'), () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});

function shutdown() {
  server.close(() => {
    session.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

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
 * Usage: node chdb-http-server.cjs --path <dir> [--port 0] [--host 127.0.0.1] [--sessions 1]
 * Prints one JSON line {"port":N} on stdout when listening.
 */
const http = require('node:http');
const { randomUUID } = require('node:crypto');
const { Session } = require('chdb');
const { substituted } = require('./query-parameters.cjs');

function arg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}

const path = arg('path', ':memory:');
/**
 * chDB binds one data path per process, but several Sessions on the same path coexist, each with its own connection
 * and session state (current database, SET values). Requests wait in one queue for the first free of `--sessions`
 * lanes (default 4); a lane runs one statement at a time, so its `USE` stays with the statement that needs it, and the
 * lanes run side by side.
 *
 * Query parameters are substituted the way ClickHouse's server does it (ReplaceQueryParameterVisitor): each
 * `{name:Type}` of a read becomes a literal of the value, cast to its type (`_CAST(literal, 'Type')`), before the
 * statement is parsed, so a value is always data and never SQL. That is done here for the types our queries use
 * (`literalFor`), when the value is in the exact text form the client sends; such reads then run like any other
 * statement, side by side on the lanes. Everything else (another type, a value that does not parse, a parameter the
 * request lacks, a statement other than a read) is left to the engine's own binding: in the query's own statement
 * (queryBindAsync), which chDB 3.4 runs one at a time across the whole process (its binding chains them: libchdb's
 * parameter state is not isolated per connection), or, for a value that binding would not receive byte for byte,
 * with `SET param_*` on a lane of its own, whose session keeps the values (so no other lane's statement can read a
 * value left behind). Either way the engine gives the errors ClickHouse gives (456, 457).
 */
const lanes = Array.from({ length: Math.max(1, Number(arg('sessions', '4')) || 1) }, () => lane());
/** The lane for the rare values bound with SET (created when first needed), with its own queue of statements. */
let settingLane;

function lane() {
  return { session: new Session(path), database: 'default' };
}

/** Runs `task(settingLane)` after its earlier tasks. */
function onLane(chosen, task) {
  const run = chosen.queue.then(() => task(chosen), () => task(chosen));
  chosen.queue = run.then(() => undefined, () => undefined);
  return run;
}

/** Statements waiting for a lane, first come first served, and the lanes free to take one. */
const waiting = [];
const idle = [...lanes];

/**
 * Runs `task(lane)` on the first lane to be free: one queue for all lanes, as a connection pool has, so a statement
 * never waits behind a slow one on a busy lane while another lane is free.
 */
function onFreeLane(task) {
  return new Promise((resolve, reject) => {
    waiting.push({ task, resolve, reject });
    dispatch();
  });
}

function dispatch() {
  while (idle.length > 0 && waiting.length > 0) {
    const chosen = idle.shift();
    const { task, resolve, reject } = waiting.shift();
    Promise.resolve()
      .then(() => task(chosen))
      .then(resolve, reject)
      .finally(() => {
        idle.push(chosen);
        dispatch();
      });
  }
}

function clickHouseError(code, message) {
  return Object.assign(new Error(`Code: ${code}. DB::Exception: ${message}`), { code });
}

/** The client sends each param_ value already in ClickHouse's escaped text form; quote it losslessly as a SQL literal. */
function sqlLiteral(text) {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

/**
 * chDB's binding sends a string value to the engine in ClickHouse's escaped form, escaping \ NUL BS FF LF CR TAB;
 * `\N` is what it sends for null. The text the client sent is handed over unchanged when it is exactly such an
 * escaping: the inverse of those escapes, checked by escaping it again. Anything else (an escaped quote, a raw control
 * character) answers undefined: that value takes the SET path, which gives the engine the client's text as it is.
 */
const unescapes = { '\\': '\\', 0: '\0', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t' };
const escapes = { '\\': '\\\\', '\0': '\\0', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t' };
function bindable(text) {
  if (text === '\\N') return null;
  const value = text.replace(/\\(.)/gs, (whole, c) => unescapes[c] ?? whole);
  const again = value.replace(/[\\\0\b\f\n\r\t]/g, (c) => escapes[c]);
  return again === text ? value : undefined;
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]*$/;

async function useDatabase(chosen, database) {
  if (!database || database === chosen.database) return;
  if (!identifier.test(database)) throw clickHouseError(81, `Database ${database} does not exist. (UNKNOWN_DATABASE)`);
  await chosen.session.queryAsync(`USE ${database}`);
  chosen.database = database;
}

function execute(url, body) {
  const urlQuery = url.searchParams.get('query') ?? '';
  const sql = [urlQuery, body].filter((part) => part.length > 0).join('\n');
  if (sql.trim().length === 0) return Promise.reject(clickHouseError(62, 'Empty query. (SYNTAX_ERROR)'));
  const database = url.searchParams.get('database');
  const format = url.searchParams.get('default_format') ?? 'TabSeparated';
  const texts = new Map();
  for (const [key, text] of url.searchParams) {
    if (!key.startsWith('param_')) continue;
    const name = key.slice('param_'.length);
    if (!identifier.test(name)) return Promise.reject(clickHouseError(456, `Bad parameter name ${name}. (UNKNOWN_QUERY_PARAMETER)`));
    texts.set(name, text);
  }
  const read = texts.size > 0 ? substituted(sql, texts) : undefined;
  if (read !== undefined) {
    return onFreeLane(async (chosen) => {
      await useDatabase(chosen, database);
      return chosen.session.queryAsync(read, { format });
    });
  }
  const values = [...texts].map(([name, text]) => [name, bindable(text)]);
  if (values.some(([, value]) => value === undefined)) {
    settingLane ??= { ...lane(), queue: Promise.resolve() };
    return onLane(settingLane, async (chosen) => {
      await useDatabase(chosen, database);
      for (const [key, text] of url.searchParams) {
        if (key.startsWith('param_')) await chosen.session.queryAsync(`SET ${key} = ${sqlLiteral(text)}`);
      }
      return chosen.session.queryAsync(sql, { format });
    });
  }
  return onFreeLane(async (chosen) => {
    await useDatabase(chosen, database);
    return texts.size > 0 ? chosen.session.queryBindAsync(sql, Object.fromEntries(values), { format }) : chosen.session.queryAsync(sql, { format });
  });
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
    execute(url, body).then(
      (result) => {
        res.writeHead(200, {
          'Content-Type': 'text/plain; charset=UTF-8',
          'X-ClickHouse-Query-Id': queryId,
          'X-ClickHouse-Summary': JSON.stringify({ read_rows: '0', read_bytes: '0', written_rows: '0', written_bytes: '0' }),
        });
        res.end(Buffer.from(result.bytes()));
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
    for (const each of [...lanes, settingLane]) each?.session.close();
    process.exit(0);
  });
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

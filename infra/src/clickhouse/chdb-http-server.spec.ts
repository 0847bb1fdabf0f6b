import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ClickHouseLogLevel, createClient, type ClickHouseClient } from '@clickhouse/client';
import { startChdbHttpServer, type ChdbHttpServer } from './chdb-http-server.launcher';

/**
 * ClickHouse's HTTP interface from chDB, as @clickhouse/client talks to it: each query parameter reaches the engine as
 * the client sent it (substituted as a literal of its type by the server, as ClickHouse's server does; or, for other
 * types and values, bound by the engine in the query's own statement, or with SET for the values that binding cannot
 * carry byte for byte), errors keep ClickHouse's codes, and requests served side by side by several sessions keep
 * their own values and database, parameterised reads included.
 */
const dir = mkdtempSync(join(tmpdir(), 'emberhold-chdb-http-spec-'));
let server: ChdbHttpServer;
let client: ClickHouseClient;

beforeAll(async () => {
  server = await startChdbHttpServer({ path: dir, sessions: 3 });
  client = createClient({
    url: server.url,
    clickhouse_settings: { output_format_json_quote_64bit_integers: 0, session_timezone: 'UTC' },
    log: { level: ClickHouseLogLevel.OFF },
  });
});
afterAll(async () => {
  await client?.close();
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

/** The bound value as the engine took it: its type, and the value itself (64-bit integers as their text). */
async function bound(type: string, value: unknown): Promise<{ type: string; value: unknown }> {
  const read = type.includes('Int64') ? `toString({p:${type}})` : `{p:${type}}`;
  const result = await client.query({
    query: `SELECT toTypeName({p:${type}}) AS type, ${read} AS value`,
    query_params: { p: value },
    format: 'JSONEachRow',
  });
  const [row] = await result.json<{ type: string; value: unknown }>();
  return row!;
}

/** A raw request, to send what the client never would; answers the status, the exception code and the body. */
async function raw(search: string, body = ''): Promise<{ status: number; code: string | null; text: string }> {
  const response = await fetch(`${server.url}/?${search}`, { method: 'POST', body });
  return { status: response.status, code: response.headers.get('x-clickhouse-exception-code'), text: await response.text() };
}

describe('chDB over ClickHouse HTTP: query parameters', () => {
  it.each([
    ['UInt64', 18446744073709551615n, '18446744073709551615'],
    ['UInt64', 42, '42'],
    ['UInt32', 7, 7],
    ['Date', '2026-11-27', '2026-11-27'],
    ['DateTime64(3)', '2026-11-27 10:11:12.345', '2026-11-27 10:11:12.345'],
    ['DateTime64(3)', new Date('2026-11-27T10:11:12.345Z'), '2026-11-27 10:11:12.345'],
    ['UUID', '0190d7a4-5b4c-7d3e-8f00-000000000001', '0190d7a4-5b4c-7d3e-8f00-000000000001'],
    ['String', 'hour', 'hour'],
    ['String', 'tab\there, line\nand back\\slash, \\N and \\t as text', 'tab\there, line\nand back\\slash, \\N and \\t as text'],
    ['String', 'it’s “curly”, Ünïcödé 🎁', 'it’s “curly”, Ünïcödé 🎁'],
    ["String", "it's the owner's", "it's the owner's"],
    ['String', "x'); DROP TABLE default.untouched; --", "x'); DROP TABLE default.untouched; --"],
    ['String', '{q:String} /* -- */', '{q:String} /* -- */'],
    ['LowCardinality(String) (bound by the engine)', 'plain', 'plain'],
    ["LowCardinality(String) (a quote: set with SET)", "it's", "it's"],
    ['String', '', ''],
    ['Nullable(String)', null, null],
    ['Nullable(UInt64)', null, null],
    ['Nullable(UInt64)', 5, '5'],
    ['Array(String)', ['post.click', 'a\\b', 'tab\tin'], ['post.click', 'a\\b', 'tab\tin']],
    ['Array(String)', ["o'clock", 'x'], ["o'clock", 'x']],
    ['Array(String)', [], []],
    ['Array(UInt64)', [1, 2, 18446744073709551615n], '[1,2,18446744073709551615]'],
    ['Array(DateTime64(3))', ['2026-11-27 10:11:12.345', '2026-11-28 00:00:00.000'], ['2026-11-27 10:11:12.345', '2026-11-28 00:00:00.000']],
  ])('binds %s %p to the value the client sent', async (label, value, expected) => {
    const type = label.split(' ')[0]!;
    const row = await bound(type, value);
    expect(row).toEqual({ type, value: expected });
  });

  it('binds a 64-bit id exactly, above 2^53, in a comparison', async () => {
    const result = await client.query({
      query: 'SELECT {id:UInt64} = 18446744073709551615 AS same, toString({id:UInt64}) AS text',
      query_params: { id: 18446744073709551615n },
      format: 'JSONEachRow',
    });
    expect(await result.json()).toEqual([{ same: 1, text: '18446744073709551615' }]);
  });

  it('answers a parameter the query names but the request lacks with UNKNOWN_QUERY_PARAMETER, even after another request set it', async () => {
    // The quote sends this value the SET way, on its own session: its value must not stay behind for later requests.
    expect((await bound('LowCardinality(String)', "x'y")).value).toBe("x'y");
    const missing = await raw(`query=${encodeURIComponent('SELECT {p:String} AS v')}`);
    expect(missing).toMatchObject({ status: 500, code: '456' });
    expect(missing.text).toMatch(/^Code: 456\./);
  });

  it('answers a bad parameter name with UNKNOWN_QUERY_PARAMETER, and runs nothing', async () => {
    await client.command({ query: 'CREATE TABLE IF NOT EXISTS default.untouched (n UInt8) ENGINE = MergeTree ORDER BY n' });
    const answer = await raw(`query=${encodeURIComponent('INSERT INTO default.untouched VALUES (1)')}&param_bad-name=1`);
    expect(answer).toMatchObject({ status: 500, code: '456' });
    const rows = await (await client.query({ query: 'SELECT count() AS n FROM default.untouched', format: 'JSONEachRow' })).json();
    expect(rows).toEqual([{ n: 0 }]);
  });

  it('answers a value that does not parse as its type with the engine’s code, bound or set', async () => {
    const bad = await raw(`query=${encodeURIComponent('SELECT {n:UInt64}')}&param_n=abc`);
    expect(bad).toMatchObject({ status: 500, code: '457' });
    const badSet = await raw(`query=${encodeURIComponent('SELECT {n:UInt64}')}&param_n=${encodeURIComponent("a\\'b")}`);
    expect(badSet).toMatchObject({ status: 500, code: '457' });
    await expect(bound('Nullable(UInt64)', 'not a number')).rejects.toMatchObject({ code: '457' });
  });

  it('answers an unknown database with 404 and an empty query with SYNTAX_ERROR', async () => {
    expect(await raw('query=SELECT%201&database=nowhere')).toMatchObject({ status: 404, code: '81' });
    expect(await raw('database=bad-name', 'SELECT 1')).toMatchObject({ status: 404, code: '81' });
    expect(await raw('')).toMatchObject({ status: 500, code: '62' });
  });

  it('gives each of many requests at once its own values and its own database, across sessions', async () => {
    await client.command({ query: 'CREATE DATABASE IF NOT EXISTS left_db' });
    await client.command({ query: 'CREATE DATABASE IF NOT EXISTS right_db' });
    await client.command({ query: "CREATE TABLE IF NOT EXISTS left_db.side (name String) ENGINE = Memory" });
    await client.command({ query: "CREATE TABLE IF NOT EXISTS right_db.side (name String) ENGINE = Memory" });
    await client.command({ query: "INSERT INTO left_db.side VALUES ('left')" });
    await client.command({ query: "INSERT INTO right_db.side VALUES ('right')" });
    const answers = await Promise.all(
      Array.from({ length: 60 }, async (_, i) => {
        const database = i % 2 === 0 ? 'left_db' : 'right_db';
        // Every fifth value is set with SET (a quote, in a type the server leaves to the engine), every fifth bound by
        // the engine, the rest substituted: all three paths run side by side.
        const text = i % 5 === 0 ? `n'${i}` : `n${i}`;
        const type = i % 5 < 2 ? 'LowCardinality(String)' : 'String';
        const response = await fetch(
          `${server.url}/?database=${database}&param_i=${i}&param_s=${encodeURIComponent(text.replace(/'/g, "\\'"))}`,
          { method: 'POST', body: `SELECT name, {i:UInt64} AS i, toString({s:${type}}) AS s FROM side FORMAT JSONEachRow` },
        );
        return { i, database, text, status: response.status, row: JSON.parse(await response.text()) as { name: string; i: number; s: string } };
      }),
    );
    for (const answer of answers) {
      expect(answer.status).toBe(200);
      expect(answer.row).toEqual({ name: answer.database.replace('_db', ''), i: answer.i, s: answer.text });
    }
  });

  it('answers a parameterised read while another, slow one runs on another session', async () => {
    let slowDone = false;
    const slow = client
      .query({ query: 'SELECT sum(sleepEachRow(0.25)) AS slept FROM numbers({n:UInt64})', query_params: { n: 8 }, format: 'JSONEachRow' })
      .then(async (result) => {
        const rows = await result.json();
        slowDone = true;
        return rows;
      });
    // Once the engine shows the slow read running, a quick one is sent.
    for (;;) {
      const running = await client.query({
        query: "SELECT count() AS n FROM system.processes WHERE query LIKE '%sleepEachRow%' AND query NOT LIKE '%system.processes%'",
        format: 'JSONEachRow',
      });
      if ((await running.json<{ n: number }>())[0]!.n > 0) break;
    }
    expect(await bound('UInt32', 7)).toEqual({ type: 'UInt32', value: 7 });
    expect(slowDone).toBe(false);
    expect(await slow).toEqual([{ slept: 0 }]);
  });
});

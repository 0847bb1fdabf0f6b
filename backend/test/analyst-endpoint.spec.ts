import { execFile } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { apiForThisFile } from './api-under-test.test-support';
import { LOOPBACK } from './test-constants.test-support';

/** The built analyst command, as `npm run analytics` runs it (npm test builds first). */
const cli = join(__dirname, '..', '..', 'packages', 'analytics', 'dist', 'cli', 'query.js');

function analytics(args: string[], dataDir: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, EMBERHOLD_DATA_DIR: dataDir };
  for (const name of ['CLICKHOUSE_URL', 'CLICKHOUSE_DATABASE', 'PORT', 'HOST']) delete env[name];
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { env, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/**
 * The embedded product's analyst endpoint (backend/src/analyst): while the product runs, chDB's data path belongs to
 * its process, so `npm run analytics` sends its SQL here. Loopback and the data directory's token only, read-only.
 */
describe('analyst queries against the running embedded product', () => {
  const product = apiForThisFile({ mode: 'embedded', posts: 60 });
  let token: string;
  /** The facts in the product's own events table now (the pipeline may still be adding some: imports, jobs). */
  const factsNow = async () => Number((await product.infrastructure.analytics.query<{ n: string }>('SELECT count() AS n FROM events FINAL'))[0]!.n);
  const url = '/internal/analytics/query';

  beforeAll(async () => {
    token = readFileSync(join(product.dataDir, 'analyst-token'), 'utf8').trim();
  });

  const ask = (payload: object, headers: Record<string, string> = { authorization: `Bearer ${token}` }, remoteAddress?: string) =>
    product.app.inject({ method: 'POST', url, payload, headers, ...(remoteAddress ? { remoteAddress } : {}) });

  it('writes a fresh token at start-up that only its owner can read', () => {
    const file = join(product.dataDir, 'analyst-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a request without the token, or with another one (401)', async () => {
    const none = await ask({ sql: 'SELECT 1' }, {});
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'ANALYST_TOKEN_REQUIRED', meta: { status: 'error' } });
    expect((await ask({ sql: 'SELECT 1' }, { authorization: `Bearer ${'A'.repeat(43)}` })).statusCode).toBe(401);
    expect((await ask({ sql: 'SELECT 1' }, { authorization: token })).statusCode).toBe(401);
  });

  it('refuses a connection from another machine, whatever X-Forwarded-For says (403)', async () => {
    const remote = await ask({ sql: 'SELECT 1' }, { authorization: `Bearer ${token}` }, '203.0.113.7');
    expect(remote.statusCode).toBe(403);
    expect(remote.json()).toMatchObject({ code: 'ANALYST_LOOPBACK_ONLY' });
    const forwarded = await ask({ sql: 'SELECT 1' }, { authorization: `Bearer ${token}`, 'x-forwarded-for': '127.0.0.1' }, '203.0.113.7');
    expect(forwarded.statusCode).toBe(403);
    expect((await ask({ sql: 'SELECT 1' }, { authorization: `Bearer ${token}` }, '::ffff:127.0.0.1')).statusCode).toBe(200);
  });

  it('runs a SELECT with the token and answers with the column names, types and rows', async () => {
    const before = await factsNow();
    const response = await ask({ sql: "SELECT count() AS facts, countIf(type = 'post.click') AS clicks, 'x' AS label FROM events FINAL" });
    const after = await factsNow();
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.columns).toEqual([
      { name: 'facts', type: 'UInt64' },
      { name: 'clicks', type: 'UInt64' },
      { name: 'label', type: 'String' },
    ]);
    expect(body.rows).toHaveLength(1);
    // The analyst reads the product's own events: the count it saw lies between the product's before and after.
    const seen = Number(body.rows[0][0]);
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeGreaterThanOrEqual(before);
    expect(seen).toBeLessThanOrEqual(after);
    expect(body.meta).toEqual({ status: 'success', count: 1 });
  });

  it('renders the table or CSV the command prints, when asked', async () => {
    const table = await ask({ sql: 'SELECT 1 AS one', format: 'table' });
    expect(table.headers['content-type']).toMatch(/^text\/plain/);
    expect(table.body).toMatch(/^ one\n-{5}\n {3}1\n\(1 row, \d+\.\d{3} s\)\n$/);
    const csv = await ask({ sql: 'SELECT 1 AS one', format: 'csv' });
    expect(csv.body).toBe('one\n1\n');
  });

  it('refuses writes (readonly=1) and leaves the product its own session', async () => {
    for (const sql of ["INSERT INTO events (event_id, type) VALUES (generateUUIDv4(), 'post.click')", 'DROP TABLE events', 'SET readonly = 0']) {
      const response = await ask({ sql });
      expect([sql, response.statusCode]).toEqual([sql, 403]);
      expect(response.json()).toMatchObject({ code: 'ANALYST_READ_ONLY', meta: { error: expect.stringMatching(/^Refused: analyst queries are read-only/) } });
    }
    // A USE on the analyst's session does not reach the product's: it still writes and reads its own database.
    expect((await ask({ sql: 'USE system' })).statusCode).toBe(403);
    const before = await factsNow();
    const [own] = await product.infrastructure.analytics.query<{ db: string; readonly: string; n: string }>(
      "SELECT currentDatabase() AS db, getSetting('readonly') AS readonly, (SELECT count() FROM events FINAL) AS n",
    );
    expect(own).toEqual({ db: product.infrastructure.analytics.database, readonly: 0, n: expect.any(Number) });
    expect(Number(own!.n)).toBeGreaterThanOrEqual(before);
  });

  it('names a bad statement (400) and runs one query at a time (429)', async () => {
    const bad = await ask({ sql: 'SELECT no_such_column FROM events' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'ANALYST_QUERY_FAILED', meta: { error: expect.stringContaining('no_such_column') } });
    expect((await ask({ sql: '  ' })).statusCode).toBe(400);
    let slowDone = false;
    const slow = ask({ sql: 'SELECT sleep(2) AS slept' }).finally(() => (slowDone = true));
    // Asked again until the slow query has started; one that came in before it simply ran.
    let second = await ask({ sql: 'SELECT 2' });
    while (second.statusCode === 200 && !slowDone) second = await ask({ sql: 'SELECT 2' });
    expect([second.statusCode, (await slow).statusCode]).toEqual([429, 200]);
    expect(second.json()).toMatchObject({ code: 'ANALYST_BUSY' });
  });

  it('serves npm run analytics while the product runs: the command finds the address and token in the data directory', async () => {
    await product.app.listen({ port: 0, host: LOOPBACK });
    const recorded = JSON.parse(readFileSync(join(product.dataDir, 'analyst-endpoint.json'), 'utf8'));
    expect(recorded).toEqual({ pid: process.pid, url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/$/) });

    const run = await analytics(["SELECT type, count() AS facts FROM events FINAL WHERE type = 'post.impression' GROUP BY type"], product.dataDir);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const [header, rule, line, count] = run.stdout.split('\n');
    expect(header).toMatch(/^ type {12,}\| +facts$/);
    expect(rule).toMatch(/^-+\+-+$/);
    expect(line).toMatch(/^ post\.impression +\| +\d+$/);
    expect(count).toMatch(/^\(1 row, \d+\.\d{3} s\)$/);

    const refused = await analytics(['DROP TABLE events'], product.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Refused: analyst queries are read-only .*\n$/);
  });

  it('removes its token and address when it stops', async () => {
    await product.app.close();
    expect(existsSync(join(product.dataDir, 'analyst-token'))).toBe(false);
    expect(existsSync(join(product.dataDir, 'analyst-endpoint.json'))).toBe(false);
  });
});

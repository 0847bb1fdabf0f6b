import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { envelope, eventIdFor } from '@emberhold/contracts';
import { startChdbHttpServer, type ChdbHttpServer } from '@emberhold/infra';
import { openChdbAnalyticsStore, openServerAnalyticsStore, type AnalyticsStore } from '@emberhold/platform';
import { migrateAnalytics } from '../src/analytics-schema';
import { toEventRow } from '../src/event-row';

/** The built command, as `npm run analytics` runs it (npm test builds first). */
const cli = join(__dirname, '..', 'dist', 'cli', 'query.js');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function analytics(args: string[], env: Record<string, string | undefined>): Promise<Run> {
  const base = { ...process.env };
  for (const name of ['CLICKHOUSE_URL', 'CLICKHOUSE_DATABASE', 'EMBERHOLD_DATA_DIR', 'PORT', 'HOST']) delete base[name];
  return new Promise((resolve) => {
    execFile(process.execPath, [cli, ...args], { env: { ...base, ...env }, timeout: 60_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? Number((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
    });
  });
}

/** A loopback port nothing listens on. */
function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Three posts' list impressions and clicks, one of them also seen by a crawler. */
async function writeFacts(store: AnalyticsStore): Promise<void> {
  await migrateAnalytics(store);
  const context = { session_id: 's-analyst', user_id: null, country: 'us', device: 'desktop' as const };
  const facts = [
    ...[1, 2, 3, 4].map((i) => ['post.impression', 7, i, 'human'] as const),
    ['post.click', 7, 5, 'human'] as const,
    ...[1, 2].map((i) => ['post.impression', 12, i, 'human'] as const),
    ['post.click', 12, 3, 'human'] as const,
    ['post.impression', 12, 4, 'bot'] as const,
  ];
  const rows = facts.map(([type, post, i, traffic]) =>
    toEventRow(
      envelope(type, 1, { post_id: post, surface: 'list' as const, sort: 'new', page: 1, position: i }, { ...context, traffic }, {
        id: eventIdFor(`analyst:${type}:${post}:${i}`),
        occurredAt: new Date(Date.UTC(2026, 10, 20, 10, i)),
      }),
      { topic: 'test', partition: 0, offset: String(i) },
    ),
  );
  await store.insert('events', rows);
  // Redelivered: FINAL counts it once.
  await store.insert('events', rows.slice(0, 1));
}

const CTR_SQL = `SELECT post_id, countIf(type = 'post.impression') AS impressions, countIf(type = 'post.click') AS clicks,
  round(clicks / impressions, 2) AS ctr
FROM events FINAL WHERE traffic = 'human' GROUP BY post_id ORDER BY post_id`;

const CTR_TABLE = [
  ' post_id | impressions | clicks |  ctr',
  '---------+-------------+--------+------',
  '       7 |           4 |      1 | 0.25',
  '      12 |           2 |      1 |  0.5',
];

describe('npm run analytics on an embedded data directory (no product running)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-analyst-'));
  const env = { EMBERHOLD_DATA_DIR: dataDir };

  beforeAll(async () => {
    // Written by this process, then closed: the command must be able to bind the path in its own process.
    const store = await openChdbAnalyticsStore({ path: join(dataDir, 'clickhouse'), database: 'emberhold' });
    try {
      await writeFacts(store);
    } finally {
      await store.close();
    }
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('opens the store itself and prints an aligned table with the row count', async () => {
    const run = await analytics([CTR_SQL], env);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines.slice(0, 4)).toEqual(CTR_TABLE);
    expect(lines[4]).toMatch(/^\(2 rows, \d+\.\d{3} s\)$/);
    // It let go of the data directory again.
    expect(existsSync(join(dataDir, 'emberhold.pid'))).toBe(false);
  });

  it('reads the SQL from a file and prints CSV or JSON', async () => {
    const file = join(dataDir, 'ctr.sql');
    writeFileSync(file, `${CTR_SQL};\n`);
    const csv = await analytics(['--file', file, '--format', 'csv'], env);
    expect(csv.stdout).toBe('post_id,impressions,clicks,ctr\n7,4,1,0.25\n12,2,1,0.5\n');
    const json = await analytics(['--format=json', 'SELECT count() AS facts, uniqExact(event_id) AS ids FROM events FINAL'], env);
    expect(JSON.parse(json.stdout)).toEqual([{ facts: '9', ids: '9' }]);
  });

  it.each([
    ['an INSERT', "INSERT INTO events (event_id, type) VALUES (generateUUIDv4(), 'post.click')"],
    ['a DROP', 'DROP TABLE events'],
    ['an ALTER', 'ALTER TABLE events DELETE WHERE 1'],
    ['a write hidden after a read', 'SELECT 1; TRUNCATE TABLE events'],
    ['a table function', "SELECT * FROM file('/etc/hostname', 'LineAsString')"],
  ])('refuses %s with one line on stderr and exit code 1 (readonly=1)', async (_what, sql) => {
    const run = await analytics([sql], env);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^Refused: analyst queries are read-only .*Cannot execute query in readonly mode\.\n$/);
    const count = await analytics(['--format', 'csv', 'SELECT count() AS n FROM events FINAL'], env);
    expect(count.stdout).toBe('n\n9\n');
  });

  it('refuses SET and changing settings', async () => {
    expect((await analytics(['SET readonly = 0'], env)).stderr).toBe(
      'Refused: analyst queries are read-only and run with fixed settings; SET statements are not allowed\n',
    );
    expect((await analytics(['SELECT 1 SETTINGS max_threads = 1'], env)).stderr).toMatch(/^Refused: .*Cannot modify 'max_threads' setting in readonly mode/);
  });

  it('names the problem of a bad statement in one line', async () => {
    const run = await analytics(['SELECT no_such_column FROM events'], env);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Query failed: .*no_such_column.*\(UNKNOWN_IDENTIFIER\)\n$/);
  });

  it('explains a missing store, a wrong option and a running product it cannot reach', async () => {
    const missing = await analytics(['SELECT 1'], { EMBERHOLD_DATA_DIR: join(dataDir, 'nowhere') });
    expect(missing).toMatchObject({ code: 1, stderr: expect.stringMatching(/^No embedded analytics store at .*nowhere\/clickhouse: start the product once/) });
    expect(await analytics(['--format', 'xml', 'SELECT 1'], env)).toMatchObject({ code: 2, stderr: expect.stringMatching(/^--format must be table, csv or json/) });

    // A live process (this one) holds the directory: the command must not open chDB, it asks the product.
    const held = mkdtempSync(join(tmpdir(), 'emberhold-analyst-held-'));
    mkdirSync(join(held, 'clickhouse'));
    writeFileSync(join(held, 'emberhold.pid'), String(process.pid));
    try {
      const noToken = await analytics(['SELECT 1'], { EMBERHOLD_DATA_DIR: held });
      expect(noToken.code).toBe(1);
      expect(noToken.stderr).toContain(`The Emberhold process (pid ${process.pid}) holds ${held} but wrote no analyst token`);
      writeFileSync(join(held, 'analyst-token'), 'x'.repeat(43), { mode: 0o600 });
      const port = await closedPort();
      writeFileSync(join(held, 'analyst-endpoint.json'), JSON.stringify({ pid: process.pid, url: `http://127.0.0.1:${port}/` }));
      const unreachable = await analytics(['SELECT 1'], { EMBERHOLD_DATA_DIR: held });
      expect(unreachable.code).toBe(1);
      expect(unreachable.stderr).toContain(`did not answer at http://127.0.0.1:${port} (ECONNREFUSED); wait until it has started, or pass --url`);
    } finally {
      rmSync(held, { recursive: true, force: true });
    }
  });
});

describe('npm run analytics against a ClickHouse server (CLICKHOUSE_URL)', () => {
  const serverDir = mkdtempSync(join(tmpdir(), 'emberhold-analyst-http-'));
  let server: ChdbHttpServer;

  beforeAll(async () => {
    server = await startChdbHttpServer({ path: serverDir });
    const store = await openServerAnalyticsStore({ url: server.url, database: 'analysts' });
    try {
      await writeFacts(store);
    } finally {
      await store.close();
    }
  });

  afterAll(async () => {
    await server?.stop();
    rmSync(serverDir, { recursive: true, force: true });
  });

  it('prints the same table from the server', async () => {
    const run = await analytics([CTR_SQL], { CLICKHOUSE_URL: server.url, CLICKHOUSE_DATABASE: 'analysts' });
    expect(run.stderr).toBe('');
    expect(run.stdout.trimEnd().split('\n').slice(0, 4)).toEqual(CTR_TABLE);
  });

  it('says which server it could not reach', async () => {
    const port = await closedPort();
    const run = await analytics(['SELECT 1'], { CLICKHOUSE_URL: `http://analyst:secret@127.0.0.1:${port}` });
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(`Cannot reach ClickHouse at 127.0.0.1:${port}: ECONNREFUSED\n`);
  });
});

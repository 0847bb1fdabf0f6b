import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase, getFreePort, type TestDatabase } from '@emberhold/infra';
import { loopbackOrigin, TEST_SESSION_SECRET } from '../backend/test/test-constants.test-support';
import { startProductProcess } from './support/product-process';

const reachable = {
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:1/emberhold',
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:1',
  KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS ?? '127.0.0.1:1',
  CLICKHOUSE_URL: 'http://127.0.0.1:1',
  SESSION_SECRET: TEST_SESSION_SECRET,
  PUBLIC_URL: loopbackOrigin(3000),
};

/** Starts the API with `env`, expects it to stop with exit code 1 and returns what it wrote to stderr. */
async function failedStart(env: Record<string, string>): Promise<string[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-fail-'));
  try {
    const api = startProductProcess('backend', { EMBERHOLD_DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: '0', ...env });
    const timer = setTimeout(() => api.child.kill('SIGKILL'), 60_000);
    const code = await api.exited;
    clearTimeout(timer);
    expect(code).toBe(1);
    return api.stderr().split('\n').filter((line) => line.trim().length > 0);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const services = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && process.env.TEST_KAFKA_BROKERS ? describe : describe.skip;

describe('start-up with a bad configuration', () => {
  it('names a malformed variable in one line, without a stack trace', async () => {
    const lines = await failedStart({ PORT: 'eighty' });
    expect(lines).toEqual(['Invalid configuration: PORT must be a whole number (got "eighty")']);
  });

  it('names a database URL of the wrong kind, hiding its password', async () => {
    const lines = await failedStart({ ...reachable, DATABASE_URL: 'mysql://app:secret@db.internal/emberhold' });
    expect(lines).toEqual([
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL, e.g. postgresql://user:pass@host:5432/emberhold (got "mysql://app:***@db.internal/emberhold")',
    ]);
  });

  it('refuses half of the full mode', async () => {
    const lines = await failedStart({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(lines).toEqual([
      'Invalid configuration: REDIS_URL is set but DATABASE_URL, KAFKA_BROKERS, CLICKHOUSE_URL are not; set all four for the full mode, or none for the embedded mode',
    ]);
  });
});

services('start-up with an unreachable service', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase({ prefix: 'startup' });
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('names an unreachable database in one line', async () => {
    const lines = await failedStart({ ...reachable, DATABASE_URL: 'postgresql://postgres@127.0.0.1:1/emberhold' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot reach Postgres at 127\.0\.0\.1:1\/emberhold \(DATABASE_URL\): .*ECONNREFUSED/);
  });

  it('names an unreachable Kafka in one line', async () => {
    const lines = await failedStart({ ...reachable, DATABASE_URL: database.url, KAFKA_BROKERS: '127.0.0.1:1' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot reach Kafka at 127\.0\.0\.1:1 \(KAFKA_BROKERS\): /);
  });
});

/** Nest's route map: a line per controller (RoutesResolver) and per route (RouterExplorer). */
const ROUTE_MAP = /"context":"(RoutesResolver|RouterExplorer)"/;

describe('start-up output', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'emberhold-first-start-'));
  });
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** What the embedded product prints on stdout until it is ready, then stopped; LOG_LEVEL as `env` says. */
  async function startedOutput(env: Record<string, string> = {}): Promise<string[]> {
    const port = await getFreePort();
    const api = startProductProcess('backend', { EMBERHOLD_DATA_DIR: dataDir, EMBERHOLD_SEED_SIZE: '50', PORT: String(port), ...env });
    try {
      await api.waitForOk(port);
      // The address is printed once the server listens, just before or after /readyz first answers.
      for (let waited = 0; !api.stdout().includes('is running at') && waited < 5_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      await api.stop();
    }
    return api.stdout().split('\n');
  }

  it('shows a newcomer the progress and the address on a first start, with the route map only at the debug level', async () => {
    const first = await startedOutput();
    const address = first.findIndex((line) => line.includes('Emberhold Gifts is running at http://127.0.0.1:'));
    expect(address).toBeGreaterThan(0);
    expect(first.slice(0, address).some((line) => line.includes('"msg":"demo data seeded"'))).toBe(true);
    expect(first.filter((line) => ROUTE_MAP.test(line))).toEqual([]);

    const debug = await startedOutput({ LOG_LEVEL: 'debug' });
    expect(debug.filter((line) => ROUTE_MAP.test(line)).length).toBeGreaterThan(50);
  }, 240_000);
});

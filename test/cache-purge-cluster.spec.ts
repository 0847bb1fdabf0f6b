import { randomBytes } from 'node:crypto';
import type { CachePurgeResult } from '@emberhold/contracts';
import { createTestDatabase, eventually, getFreePorts, startChdbHttpServer, type ChdbHttpServer, type TestDatabase } from '@emberhold/infra';
import { Client } from 'pg';
import { DEMO_PASSWORD, demoEmail, DESKTOP_CHROME, loopbackOrigin, TEST_SESSION_SECRET } from '../backend/test/test-constants.test-support';
import { startProductProcess, type ProductProcess, tempDirs } from './support/product-process';

const haveServices = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && process.env.TEST_KAFKA_BROKERS);

interface ListedPost {
  id: number;
  title: string;
}

/**
 * The full mode runs several API processes behind one address, each with its own caches of rendered pages. A staff
 * purge sent to one must empty the others' too (over Redis pub/sub), or a visitor whose request lands on another
 * process keeps seeing the old page for CATALOGUE_CACHE_MS (ten minutes here).
 */
(haveServices ? describe : describe.skip)('cache purge across API processes (full mode, one Redis)', () => {
  let database: TestDatabase;
  let clickhouse: ChdbHttpServer;
  let sql: Client;
  let first: ProductProcess;
  let second: ProductProcess;
  let firstPort: number;
  let secondPort: number;
  const { temp, removeAll } = tempDirs();

  beforeAll(async () => {
    database = await createTestDatabase({ prefix: 'purgecluster' });
    clickhouse = await startChdbHttpServer({ path: temp('emberhold-ch-') });
    [firstPort, secondPort] = (await getFreePorts(2)) as [number, number];
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS!,
      CLICKHOUSE_URL: clickhouse.url,
      CLICKHOUSE_DATABASE: 'purgecluster',
      // Keys, queues and the purge channel of this file's processes only: other suites share the Redis.
      EMBERHOLD_NAMESPACE: `purge-${randomBytes(4).toString('hex')}`,
      SESSION_SECRET: TEST_SESSION_SECRET,
      // Both processes are one site behind one address, as behind a load balancer.
      PUBLIC_URL: loopbackOrigin(firstPort),
      EMBERHOLD_SEED_SIZE: '60',
      CATALOGUE_CACHE_MS: '600000',
      LOG_LEVEL: 'warn',
    };
    // One after the other: the first migrates and seeds the database, the second finds it ready.
    first = startProductProcess('backend', { ...env, EMBERHOLD_ROLE: 'api', PORT: String(firstPort), EMBERHOLD_DATA_DIR: temp('emberhold-api-a-') });
    await first.waitForOk(firstPort);
    second = startProductProcess('backend', { ...env, EMBERHOLD_ROLE: 'api', PORT: String(secondPort), EMBERHOLD_DATA_DIR: temp('emberhold-api-b-') });
    await second.waitForOk(secondPort);
    sql = new Client({ connectionString: database.url });
    await sql.connect();
  }, 240_000);

  afterAll(async () => {
    await Promise.allSettled([first?.stop(), second?.stop()]);
    await sql?.end();
    await clickhouse?.stop();
    await database?.drop();
    removeAll();
  });

  const firstListed = async (port: number): Promise<ListedPost> => {
    const response = await fetch(`${loopbackOrigin(port)}/api/lists/new/1/`, { headers: { 'user-agent': DESKTOP_CHROME } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { posts: ListedPost[] }).posts[0]!;
  };

  async function signInAsEditor(port: number): Promise<{ cookie: string; csrf: string }> {
    const response = await fetch(`${loopbackOrigin(port)}/api/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME },
      body: JSON.stringify({ username: demoEmail('editor'), password: DEMO_PASSWORD }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';', 1)[0]!)
      .filter((pair) => !pair.endsWith('='))
      .join('; ');
    return { cookie, csrf: ((await response.json()) as { csrf_token: string }).csrf_token };
  }

  it('empties the page in the other process too: it answers the changed post without waiting for the cache to expire', async () => {
    const before = await firstListed(firstPort);
    expect(await firstListed(secondPort)).toEqual(before);
    const retitled = `${before.title} (retitled)`;
    await sql.query('UPDATE posts SET title = $1 WHERE id = $2', [retitled, before.id]);
    // Both still answer from their caches: only a purge (or ten minutes) changes that.
    expect((await firstListed(firstPort)).title).toBe(before.title);
    expect((await firstListed(secondPort)).title).toBe(before.title);

    const editor = await signInAsEditor(firstPort);
    const response = await fetch(`${loopbackOrigin(firstPort)}/api/user/dev_purge/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'user-agent': DESKTOP_CHROME, cookie: editor.cookie, 'x-csrf-token': editor.csrf },
      body: JSON.stringify({ urls: ['/new/'] }),
    });

    expect(response.status).toBe(200);
    const result = ((await response.json()) as { data: CachePurgeResult }).data;
    expect(result.sentToOtherProcesses).toBe(true);
    // The process that purged answers anew at once; the other as soon as the message has reached it.
    expect((await firstListed(firstPort)).title).toBe(retitled);
    await eventually(async () => expect((await firstListed(secondPort)).title).toBe(retitled), { timeoutMs: 10_000, intervalMs: 100 });
  });
});

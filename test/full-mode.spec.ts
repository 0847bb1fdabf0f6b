import { createTestDatabase, eventually, getFreePorts, startChdbHttpServer, type ChdbHttpServer, type TestDatabase } from '@emberhold/infra';
import { openServerAnalyticsStore, type AnalyticsStore } from '@emberhold/platform';
import { loopbackOrigin, TEST_SESSION_SECRET } from '../backend/test/test-constants.test-support';
import { startProductProcess, type ProductProcess, tempDirs } from './support/product-process';

const haveServices = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL && process.env.TEST_KAFKA_BROKERS);

/**
 * The full mode as deployed: the API and the workers as two processes against Postgres, Redis (BullMQ), Kafka and
 * ClickHouse over HTTP. A contact message written by the API reaches ClickHouse only if the workers relay the
 * outbox to Kafka and project the topic.
 */
(haveServices ? describe : describe.skip)('the full mode: api and workers as separate processes', () => {
  let database: TestDatabase;
  let clickhouse: ChdbHttpServer;
  let clickhousePath: string;
  let analytics: AnalyticsStore;
  let api: ProductProcess;
  let workers: ProductProcess;
  let apiPort: number;
  let workersPort: number;
  const { temp, removeAll } = tempDirs();

  beforeAll(async () => {
    database = await createTestDatabase({ prefix: 'fullmode' });
    clickhousePath = temp('emberhold-ch-');
    clickhouse = await startChdbHttpServer({ path: clickhousePath });
    [apiPort, workersPort] = (await getFreePorts(2)) as [number, number];
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: process.env.TEST_REDIS_URL!,
      KAFKA_BROKERS: process.env.TEST_KAFKA_BROKERS!,
      CLICKHOUSE_URL: clickhouse.url,
      CLICKHOUSE_DATABASE: 'fullmode',
      SESSION_SECRET: TEST_SESSION_SECRET,
      PUBLIC_URL: loopbackOrigin(apiPort),
      EMBERHOLD_SEED_SIZE: '60',
      LOG_LEVEL: 'info',
    };
    api = startProductProcess('backend', { ...env, EMBERHOLD_ROLE: 'api', PORT: String(apiPort), EMBERHOLD_DATA_DIR: temp('emberhold-api-') });
    await api.waitForOk(apiPort);
    workers = startProductProcess('workers', { ...env, EMBERHOLD_ROLE: 'workers', PORT: String(workersPort), EMBERHOLD_DATA_DIR: temp('emberhold-workers-') });
    await workers.waitForOk(workersPort);
    analytics = await openServerAnalyticsStore({ url: clickhouse.url, database: 'fullmode' });
  });

  afterAll(async () => {
    await workers?.stop();
    await api?.stop();
    await analytics?.close();
    await clickhouse?.stop();
    await database?.drop();
    removeAll();
  });

  it('reports the full-mode adapters as ready in both processes', async () => {
    for (const port of [apiPort, workersPort]) {
      const body: unknown = await (await fetch(`${loopbackOrigin(port)}/readyz`)).json();
      expect(body).toMatchObject({
        status: 'ready',
        mode: 'full',
        dependencies: [
          { name: 'postgres', adapter: 'postgres', state: 'up' },
          { name: 'event-log', adapter: 'kafka', state: 'up' },
          { name: 'job-queue', adapter: 'bullmq', state: 'up' },
          { name: 'clickhouse', adapter: 'clickhouse-server', state: 'up' },
        ],
      });
    }
  });

  it('serves the seeded catalogue from Postgres', async () => {
    const body = (await (await fetch(`${loopbackOrigin(apiPort)}/api/lists/new/1/`)).json()) as { meta: unknown };
    expect(body.meta).toEqual({ status: 'success', count: 24 });
  });

  it('carries a contact message from the api through Kafka and the workers into ClickHouse', async () => {
    const response = await fetch(`${loopbackOrigin(apiPort)}/api/user/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Tamsin Ashward', email: 'tamsin@emberhold.test', message: 'Gift wrap for a wyrm?', type: 'General question/inquiry' }),
    });
    expect(response.status).toBe(200);
    const { id } = (await response.json()) as { id: number };
    const rows = await eventually(async () => {
      const found = await analytics.query<{ source_topic: string }>(
        "SELECT source_topic FROM events FINAL WHERE type = 'contact.submitted' AND JSONExtractUInt(payload, 'contact_id') = {id:UInt64}",
        { id },
      );
      expect(found).toHaveLength(1);
      return found;
    });
    expect(rows).toEqual([{ source_topic: 'emberhold.domain.v1' }]);
  });

  it('logs JSON lines with request ids', async () => {
    await fetch(`${loopbackOrigin(apiPort)}/healthz`, { headers: { 'x-request-id': 'full-mode-trace' } });
    const line = await eventually(() => {
      const found = api.stdout().split('\n').find((l) => l.includes('full-mode-trace'));
      expect(found).toBeDefined();
      return found!;
    });
    expect(JSON.parse(line)).toMatchObject({ reqId: 'full-mode-trace', service: 'api' });
  });

  it('answers /readyz with 503 naming the dependency that is down, and recovers when it is back', async () => {
    const port = Number(new URL(clickhouse.url).port);
    await clickhouse.stop();
    const down = await fetch(`${loopbackOrigin(apiPort)}/readyz`);
    expect(down.status).toBe(503);
    const body = (await down.json()) as { status: string; dependencies: unknown[] };
    expect(body.status).toBe('unavailable');
    expect(body.dependencies).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'clickhouse', state: 'down', error: expect.any(String) }),
        expect.objectContaining({ name: 'postgres', state: 'up' }),
      ]),
    );
    clickhouse = await startChdbHttpServer({ path: clickhousePath, port });
    await api.waitForOk(apiPort, '/readyz', 30_000);
  });

  it('shuts down cleanly on SIGTERM, closing its connections', async () => {
    expect(await workers.stop()).toBe(0);
    expect(await api.stop()).toBe(0);
    for (const process of [api, workers]) {
      const lines = process.stdout().split('\n').filter((line) => line.startsWith('{')).map((line) => JSON.parse(line) as { msg?: string; level?: number });
      const stopping = lines.map((line) => line.msg).lastIndexOf('shutting down');
      // Work already running when the signal came (a job, a batch) may finish and say so; nothing fails, and the
      // process says it is done last.
      expect(stopping).toBeGreaterThanOrEqual(0);
      expect(lines.at(-1)?.msg).toBe('shutdown complete');
      expect(lines.slice(stopping).filter((line) => (line.level ?? 0) >= 50)).toEqual([]);
    }
  });
});

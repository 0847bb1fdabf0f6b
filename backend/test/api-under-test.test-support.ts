import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, startChdbHttpServer } from '@emberhold/infra';
import { loadConfig } from '@emberhold/platform';
import { openInfrastructure, prepareInfrastructure, type Infrastructure } from '@emberhold/runtime';
import pino from 'pino';
import { createApp } from '../src/create-app';
import { removeDataDir, startEmbeddedApp } from './embedded-app.test-support';

export interface ApiUnderTest {
  app: NestFastifyApplication;
  infrastructure: Infrastructure;
  /** 'full' on the real Postgres, Redis and Kafka of the test run; 'embedded' when the run has none. */
  mode: 'full' | 'embedded';
  /** Stops the product and removes everything it stored. */
  close(): Promise<void>;
}

/** The test run's services (infra/src/jest/global-setup.ts), when it started them. */
function testServices(): { databaseUrl: string; redisUrl: string; kafkaBrokers: string } | undefined {
  const { TEST_DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl, TEST_KAFKA_BROKERS: kafkaBrokers } = process.env;
  return databaseUrl && redisUrl && kafkaBrokers ? { databaseUrl, redisUrl, kafkaBrokers } : undefined;
}

/**
 * The API with its workers in one process, on a small seeded catalogue, for the integration suites of the user-facing
 * calls. With the test run's services it runs in the full mode: its own Postgres database, Redis and Kafka shared
 * with the other suites but kept apart by a namespace (EMBERHOLD_NAMESPACE), and ClickHouse's engine behind its HTTP
 * interface. Without them (EMBERHOLD_TEST_SERVICES=none) it falls back to the embedded mode. `env` adds
 * configuration (SMTP_URL for a test inbox, limits ...).
 */
export async function startApiUnderTest(options: { posts?: number; env?: Record<string, string> } = {}): Promise<ApiUnderTest> {
  const services = testServices();
  if (!services) {
    const product = await startEmbeddedApp(options);
    return {
      app: product.app,
      infrastructure: product.infrastructure,
      mode: 'embedded',
      close: async () => {
        await product.close();
        removeDataDir(product.dataDir);
      },
    };
  }
  const run = randomBytes(5).toString('hex');
  const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-api-'));
  const cleanups: Array<() => Promise<void>> = [async () => rmSync(dataDir, { recursive: true, force: true })];
  const cleanUp = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const database = await createTestDatabase({ prefix: 'api' });
    cleanups.push(() => database.drop());
    const clickhouse = await startChdbHttpServer({ path: join(dataDir, 'clickhouse') });
    cleanups.push(() => clickhouse.stop());
    const config = loadConfig({
      EMBERHOLD_DATA_DIR: dataDir,
      EMBERHOLD_SEED_SIZE: String(options.posts ?? 120),
      EMBERHOLD_NAMESPACE: `test-${run}`,
      DATABASE_URL: database.url,
      DATABASE_POOL_SIZE: '5',
      REDIS_URL: services.redisUrl,
      KAFKA_BROKERS: services.kafkaBrokers,
      CLICKHOUSE_URL: clickhouse.url,
      CLICKHOUSE_DATABASE: `api_${run}`,
      SESSION_SECRET: `a-test-session-secret-${run}-0123456789`,
      LOG_LEVEL: 'warn',
      ...options.env,
    });
    const logger = pino({ level: 'warn' });
    const infrastructure = await openInfrastructure(config, logger);
    let app: NestFastifyApplication;
    try {
      await prepareInfrastructure(infrastructure, logger);
      app = await createApp(infrastructure, logger, { withPipeline: true });
    } catch (error) {
      await infrastructure.close();
      throw error;
    }
    return {
      app,
      infrastructure,
      mode: 'full',
      close: async () => {
        await app.close();
        await cleanUp();
      },
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

import { join } from 'node:path';
import { topics, type JobPayloadMap } from '@emberhold/contracts';
import { applyMigrations, connectPostgresStore, createPrismaClient, createSqlReader, startPgliteStore, type RelationalStore } from '@emberhold/db';
import {
  openBullmqJobQueues,
  openChdbAnalyticsStore,
  createInProcessJobQueues,
  createMemoryEphemeralStore,
  openKafkaEventLog,
  openPgEventLog,
  openRedisEphemeralStore,
  openServerAnalyticsStore,
  createFileMailer,
  createSmtpMailer,
  type AnalyticsStore,
  type Mailer,
  type AppConfig,
  type EventLog,
  type JobQueues,
} from '@emberhold/platform';
import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { lockDataDir } from './data-dir-lock';
import { InfrastructureUnavailableError, type Dependency, type Infrastructure } from './infrastructure';

/** The queue every product job goes through (typed by JobPayloadMap). */
export const MAIN_QUEUE = 'emberhold-jobs';
const PROBE_TIMEOUT_MS = 5_000;

function reason(error: unknown): string {
  const err = error as { code?: string; message?: string; errors?: unknown[] };
  if (Array.isArray(err.errors) && err.errors.length > 0) return reason(err.errors[0]);
  return [err.code, err.message].filter(Boolean).join(': ') || String(error);
}

function hostOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '(default port)'}${parsed.pathname.length > 1 ? parsed.pathname : ''}`;
  } catch {
    return url;
  }
}

/** Opens a dependency; failure becomes one line naming the service, the variable and the cause. */
async function reach<T>(what: string, variable: string, where: string, open: () => Promise<T>): Promise<T> {
  try {
    return await open();
  } catch (error) {
    throw new InfrastructureUnavailableError(`Cannot reach ${what} at ${where} (${variable}): ${reason(error)}`);
  }
}

async function probeRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, connectTimeout: PROBE_TIMEOUT_MS, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => undefined);
  try {
    await redis.connect();
    await redis.ping();
  } finally {
    redis.disconnect();
  }
}

/** SMTP where SMTP_URL is set; otherwise each mail is written to <data dir>/mail as an .eml file and logged. */
function openMailer(config: AppConfig, logger: Logger): Mailer {
  if (config.SMTP_URL) return createSmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM });
  return createFileMailer({
    dir: join(config.dataDir, 'mail'),
    from: config.MAIL_FROM,
    onSent: (file, message) => logger.info({ file, to: message.to, subject: message.subject }, 'mail written to the data directory (SMTP_URL is not set)'),
  });
}

/** Adapter trouble goes into the same JSON log as everything else. */
function reporters(logger: Logger) {
  return {
    onHandlerError: (error: unknown, where: Record<string, unknown>) => logger.warn({ err: error, ...where }, 'event handler failed; the batch will be redelivered'),
    onReadError: (error: unknown, where: Record<string, unknown>) => logger.error({ err: error, ...where }, 'event log cannot be read; retrying'),
    onAttemptFailed: (error: unknown, job: Record<string, unknown>) => logger.warn({ err: error, ...job }, 'job attempt failed'),
  };
}

function closer(steps: Array<[string, () => Promise<unknown>]>, logger: Logger): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => {
    closing ??= (async () => {
      for (const [name, close] of steps) {
        try {
          await close();
        } catch (error) {
          logger.warn({ err: error }, `closing ${name} failed`);
        }
      }
    })();
    return closing;
  };
}

/**
 * Opens the infrastructure pieces for the configured mode. Embedded: PGlite served on a local socket, the
 * Postgres-table event log on it, in-process jobs, chDB under the data directory and an in-memory ephemeral store.
 * Full: Postgres, Kafka, Redis (BullMQ and the ephemeral store) and a ClickHouse server, each probed first so a wrong
 * URL fails fast with a clear line.
 */
export async function openInfrastructure(config: AppConfig, logger: Logger): Promise<Infrastructure> {
  return config.mode === 'embedded' ? openEmbedded(config, logger) : openFull(config, logger);
}

async function openEmbedded(config: AppConfig, logger: Logger): Promise<Infrastructure> {
  const unlock = lockDataDir(config.dataDir);
  let pglite: RelationalStore | undefined;
  let analytics: AnalyticsStore | undefined;
  let eventLog: EventLog | undefined;
  try {
    pglite = await startPgliteStore({ dataDir: join(config.dataDir, 'postgres') });
    const databaseUrl = pglite.url;
    await migratePostgres(databaseUrl, logger);
    // PGlite runs one query at a time; a few connections are enough to keep requests and workers flowing.
    const prisma = createPrismaClient(databaseUrl, { max: 6 });
    const reader = createSqlReader(databaseUrl, { max: 2, prepare: false });
    const report = reporters(logger);
    eventLog = await openPgEventLog({ connectionString: databaseUrl, listen: false, onHandlerError: report.onHandlerError, onReadError: report.onReadError });
    const queues = createInProcessJobQueues({ onAttemptFailed: report.onAttemptFailed });
    analytics = await openChdbAnalyticsStore({ path: join(config.dataDir, 'clickhouse'), database: config.CLICKHOUSE_DATABASE });
    const ephemeral = createMemoryEphemeralStore();
    const mailer = openMailer(config, logger);
    const log = eventLog;
    const store = analytics;
    const server = pglite;
    const dependencies: Dependency[] = [
      { name: 'postgres', adapter: 'pglite', check: async () => void (await prisma.$queryRaw`SELECT 1`) },
      { name: 'event-log', adapter: 'postgres-table', check: async () => void (await prisma.$queryRaw`SELECT 1`) },
      { name: 'job-queue', adapter: 'in-process', check: async () => undefined },
      { name: 'clickhouse', adapter: 'chdb', check: async () => assertPing(store) },
    ];
    return {
      config,
      databaseUrl,
      prisma,
      reader,
      eventLog: log,
      queues,
      jobs: queues.queue<JobPayloadMap>(MAIN_QUEUE),
      analytics: store,
      ephemeral,
      mailer,
      dependencies,
      close: closer(
        [
          ['job queue', () => queues.close()],
          ['event log', () => log.close()],
          // After the job runner and consumers, whose handlers may still be finishing calls to it.
          ['ephemeral store', () => ephemeral.close()],
          ['mailer', () => mailer.close()],
          ['prisma', () => prisma.$disconnect()],
          ['sql reader', () => reader.close()],
          ['clickhouse', () => store.close()],
          ['pglite', () => server.close()],
          ['data directory lock', async () => unlock()],
        ],
        logger,
      ),
    };
  } catch (error) {
    await eventLog?.close().catch(() => undefined);
    await analytics?.close().catch(() => undefined);
    await pglite?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

async function openFull(config: AppConfig, logger: Logger): Promise<Infrastructure> {
  const databaseUrl = config.DATABASE_URL!;
  const redisUrl = config.REDIS_URL!;
  const brokers = config.KAFKA_BROKERS!.split(',').map((broker) => broker.trim());
  const clickhouseUrl = config.CLICKHOUSE_URL!;
  await Promise.all([
    reach('Postgres', 'DATABASE_URL', hostOf(databaseUrl), () => connectPostgresStore(databaseUrl, { timeoutMs: PROBE_TIMEOUT_MS })),
    reach('Redis', 'REDIS_URL', hostOf(redisUrl), () => probeRedis(redisUrl)),
  ]);
  // Workers start beside a migrating api and only need the schema to be there.
  if (config.EMBERHOLD_ROLE !== 'workers') await migratePostgres(databaseUrl, logger);
  const prisma = createPrismaClient(databaseUrl, { max: config.DATABASE_POOL_SIZE });
  // Page reads are short index walks: starting parallel workers for them costs more (tens of ms) than it saves.
  const reader = createSqlReader(databaseUrl, { max: config.DATABASE_POOL_SIZE, prepare: true, serverOptions: '-c max_parallel_workers_per_gather=0' });
  const opened: Array<[string, () => Promise<unknown>]> = [
    ['prisma', () => prisma.$disconnect()],
    ['sql reader', () => reader.close()],
  ];
  const namespace = config.EMBERHOLD_NAMESPACE;
  try {
    const ephemeral = await reach('Redis', 'REDIS_URL', hostOf(redisUrl), () =>
      openRedisEphemeralStore({ url: redisUrl, keyPrefix: namespace ? `emberhold:${namespace}:` : undefined }),
    );
    // Closed after the job queue and the event log (unshifted below), whose handlers may still be finishing calls to it.
    opened.unshift(['ephemeral store', () => ephemeral.close()]);
    const eventLog = await reach('Kafka', 'KAFKA_BROKERS', brokers.join(','), () =>
      openKafkaEventLog({
        brokers,
        clientId: config.KAFKA_CLIENT_ID,
        namespace,
        sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
        heartbeatIntervalMs: Math.floor(config.KAFKA_SESSION_TIMEOUT_MS / 10),
        logLevel: 'error',
        onHandlerError: reporters(logger).onHandlerError,
        log: (level, message, fields) => logger[level]({ ...fields, component: 'kafkajs' }, message),
      }),
    );
    opened.unshift(['event log', () => eventLog.close()]);
    const analytics = await reach('ClickHouse', 'CLICKHOUSE_URL', hostOf(clickhouseUrl), () =>
      openServerAnalyticsStore({ url: clickhouseUrl, database: config.CLICKHOUSE_DATABASE }),
    );
    opened.push(['clickhouse', () => analytics.close()]);
    const queues: JobQueues = await openBullmqJobQueues({
      redisUrl,
      prefix: namespace ? `emberhold-${namespace}` : undefined,
      onAttemptFailed: reporters(logger).onAttemptFailed,
      lockMs: config.JOB_LOCK_MS,
    });
    opened.unshift(['job queue', () => queues.close()]);
    const mailer = openMailer(config, logger);
    opened.push(['mailer', () => mailer.close()]);
    const dependencies: Dependency[] = [
      { name: 'postgres', adapter: 'postgres', check: async () => void (await prisma.$queryRaw`SELECT 1`) },
      // Listing topics is a round trip to the brokers; the product's topics exist after start-up.
      { name: 'event-log', adapter: 'kafka', check: () => eventLog.ensureTopics(productTopics) },
      { name: 'job-queue', adapter: 'bullmq', check: () => probeRedis(redisUrl) },
      { name: 'clickhouse', adapter: 'clickhouse-server', check: async () => assertPing(analytics) },
    ];
    return {
      config,
      databaseUrl,
      prisma,
      reader,
      eventLog,
      queues,
      jobs: queues.queue<JobPayloadMap>(MAIN_QUEUE),
      analytics,
      ephemeral,
      mailer,
      dependencies,
      close: closer(opened, logger),
    };
  } catch (error) {
    await closer(opened, logger)();
    throw error;
  }
}

/**
 * Prisma migrations run before anything else touches the database: the Postgres-table event log creates its own
 * tables, and Prisma refuses to start migrating a schema that already has tables it did not make.
 */
async function migratePostgres(databaseUrl: string, logger: Logger): Promise<void> {
  const started = performance.now();
  const result = await applyMigrations(databaseUrl);
  logger.info({ applied: result.applied, ms: Math.round(performance.now() - started) }, 'postgres schema up to date');
}

async function assertPing(store: AnalyticsStore): Promise<void> {
  if (!(await store.ping())) throw new Error('ClickHouse did not answer SELECT 1');
}

/** Topics the product produces to; created up front so consumers can join before the first event. */
export const productTopics = [topics.tracking, topics.domain, topics.deadLetter, topics.mail];

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, startChdbHttpServer } from '@emberhold/infra';
import { loadConfig } from '@emberhold/platform';
import type { Infrastructure } from '@emberhold/runtime';
import { openApp, removeDataDir, startEmbeddedApp } from './embedded-app.test-support';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.test-support';

type InjectOptions = Parameters<NestFastifyApplication['inject']>[0];
export type InjectedResponse = Awaited<ReturnType<NestFastifyApplication['inject']>>;

/** A desktop Chrome: isbot counts a missing or tool user agent as a bot, and bots' facts are kept apart. */
export const DESKTOP_CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** A phone's Safari, for the facts that record the device. */
export const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
export const TEST_PASSWORD = 'lantern-keep-42';

/** A logged-in user of the API under test: every call carries the login session cookie, every write its CSRF token. */
export interface ApiUser {
  userId: number;
  username: string;
  email: string;
  cookie: string;
  csrf: string;
  get(url: string, headers?: Record<string, string>): Promise<InjectedResponse>;
  post(url: string, payload?: object | string, headers?: Record<string, string>): Promise<InjectedResponse>;
}

export interface ApiUnderTest {
  app: NestFastifyApplication;
  infrastructure: Infrastructure;
  /** 'full' on the real Postgres, Redis and Kafka of the test run; 'embedded' when the run has none. */
  mode: 'full' | 'embedded';
  /** With `mail: true`: the SMTP server the product sends its mails to. */
  inbox: SmtpInbox | undefined;
  inject(options: InjectOptions): Promise<InjectedResponse>;
  /**
   * A new account registered through the API (`{prefix}_{random}`), each from its own client address so the
   * registration limit per address never stops a suite.
   */
  register(prefix?: string): Promise<ApiUser>;
  /** A new account (see register) made an admin (`access`) before its session is first used. */
  registerAdmin(prefix?: string): Promise<ApiUser>;
  /** The user behind a login or registration answer (its session cookie and CSRF token). */
  signedIn(response: InjectedResponse): ApiUser;
  /** Stops the product and removes everything it stored. */
  close(): Promise<void>;
}

/** How the API under test starts: see startApiUnderTest. */
export interface ApiOptions {
  posts?: number;
  mail?: boolean;
  env?: Record<string, string>;
}

/** The product started, before the calls a suite makes as a user are added. */
type StartedProduct = Pick<ApiUnderTest, 'app' | 'infrastructure' | 'mode' | 'close'>;

/** The calls a suite makes as a user, on top of a started product. */
function withUsers(started: StartedProduct & { inbox: SmtpInbox | undefined }): ApiUnderTest {
  let registrations = 0;
  const inject = (options: InjectOptions) => started.app.inject(options);
  const signedIn = (response: InjectedResponse): ApiUser => {
    const cookie = response.cookies.filter((c) => c.value !== '').map((c) => `${c.name}=${c.value}`).join('; ');
    const { csrf_token: csrf, user } = response.json() as { csrf_token: string; user: { user_id: number; username: string; email: string } };
    return {
      userId: user.user_id,
      username: user.username,
      email: user.email,
      cookie,
      csrf,
      get: (url, headers = {}) => inject({ method: 'GET', url, headers: { cookie, 'user-agent': DESKTOP_CHROME, ...headers } }),
      post: (url, payload = {}, headers = {}) =>
        inject({ method: 'POST', url, payload, headers: { cookie, 'x-csrf-token': csrf, 'user-agent': DESKTOP_CHROME, ...headers } }),
    };
  };
  const register = async (prefix = 'fan'): Promise<ApiUser> => {
    registrations += 1;
    const id = randomBytes(4).toString('hex');
    const response = await inject({
      method: 'POST',
      url: '/api/user/register',
      payload: { username: `${prefix}_${id}`, email: `${prefix}.${id}@example.test`, password: TEST_PASSWORD },
      // 198.18.0.0/15 is set aside for benchmarks and tests: one address per registration.
      remoteAddress: `198.18.${Math.floor(registrations / 250)}.${(registrations % 250) + 1}`,
    });
    if (response.statusCode !== 200) throw new Error(`registering ${prefix}_${id} answered ${response.statusCode}: ${response.body}`);
    return signedIn(response);
  };
  return {
    ...started,
    inject,
    signedIn,
    register,
    registerAdmin: async (prefix = 'admin') => {
      const admin = await register(prefix);
      await started.infrastructure.prisma.user.update({ where: { id: admin.userId }, data: { access: true } });
      return admin;
    },
  };
}

/**
 * The API under test for the tests of one file: started (startApiUnderTest) before them all and closed after them all.
 * The product answers from the tests and hooks; a `beforeAll` declared after this call runs once it is up.
 */
export function apiForThisFile(options: ApiOptions = {}): ApiUnderTest {
  let started: ApiUnderTest | undefined;
  beforeAll(async () => {
    started = await startApiUnderTest(options);
  });
  afterAll(async () => {
    await started?.close();
  });
  const product = (): ApiUnderTest => {
    if (!started) throw new Error('the API under test starts in beforeAll: use it from tests and hooks');
    return started;
  };
  return {
    get app() {
      return product().app;
    },
    get infrastructure() {
      return product().infrastructure;
    },
    get mode() {
      return product().mode;
    },
    get inbox() {
      return product().inbox;
    },
    inject: (injected) => product().inject(injected),
    register: (prefix) => product().register(prefix),
    registerAdmin: (prefix) => product().registerAdmin(prefix),
    signedIn: (response) => product().signedIn(response),
    close: () => product().close(),
  };
}

/** The facts about one user in the outbox, type and payload, oldest first. */
export async function outboxFactsOf(product: ApiUnderTest, userId: number): Promise<Array<[string, Record<string, unknown>]>> {
  const rows = await product.infrastructure.prisma.outboxEvent.findMany({
    where: { payload: { path: ['user_id'], equals: userId } },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return rows.map((row) => {
    const fact = row.payload as { type: string; payload: Record<string, unknown> };
    return [fact.type, fact.payload];
  });
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
 * interface. Without them (EMBERHOLD_TEST_SERVICES=none) it falls back to the embedded mode. With `mail`, its mails
 * go through a real SMTP server started here (`inbox`). Links point to https://gifts.example (PUBLIC_URL). `env` adds
 * configuration (limits ...).
 */
export async function startApiUnderTest(options: ApiOptions = {}): Promise<ApiUnderTest> {
  const inbox = options.mail ? await startSmtpInbox() : undefined;
  const env = { PUBLIC_URL: 'https://gifts.example', ...(inbox ? { SMTP_URL: inbox.url } : {}), ...options.env };
  let product: StartedProduct;
  try {
    product = await startProduct({ posts: options.posts, env });
  } catch (error) {
    await inbox?.close();
    throw error;
  }
  return withUsers({
    ...product,
    inbox,
    close: async () => {
      await product.close();
      await inbox?.close();
    },
  });
}

async function startProduct(options: { posts?: number; env: Record<string, string> }): Promise<StartedProduct> {
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
      // Injected requests name the host localhost unless a test says otherwise; the embedded mode answers it anyway.
      ALLOWED_HOSTS: 'localhost',
      LOG_LEVEL: 'warn',
      ...options.env,
    });
    const { app, infrastructure } = await openApp(config);
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

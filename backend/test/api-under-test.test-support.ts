import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestDatabase, startChdbHttpServer } from '@emberhold/infra';
import { loadConfig, type AppConfig } from '@emberhold/platform';
import { openInfrastructure, prepareInfrastructure, type Infrastructure } from '@emberhold/runtime';
import pino from 'pino';
import { startPaymentProviders, type PaymentOptions, type PaymentProviders } from '../../test/support/payment-providers';
import { CSRF_COOKIE, LoginSessions } from '../src/common/auth/login-sessions';
import { LOGIN_SESSION_COOKIE } from '../src/common/auth/viewer';
import { createApp } from '../src/create-app';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox.test-support';
import { DESKTOP_CHROME, TEST_PASSWORD, TEST_PUBLIC_URL, TEST_SESSION_SECRET } from './test-constants.test-support';
import { forThisFile } from './for-this-file.test-support';
import { builtProductIsCurrent, copyEmbeddedTemplate, copyTemplateDir, DEFAULT_POSTS, productTemplate, templateKind, type TemplateKind } from './product-templates.test-support';

type InjectOptions = Parameters<NestFastifyApplication['inject']>[0];
export type InjectedResponse = Awaited<ReturnType<NestFastifyApplication['inject']>>;

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

/** How a product under test starts, in this process (apiForThisFile) or as its own process behind a browser (siteForThisFile). */
export interface ProductOptions {
  /** Posts in the seeded catalogue (120). */
  posts?: number;
  /** Its mails go through a real SMTP server started here (`inbox`). */
  mail?: boolean;
  /** Card payments (and PayPal) against the stand-ins of test/support/payment-providers.ts (`payments`). */
  payments?: PaymentOptions;
  /** More configuration (limits, PUBLIC_URL, CATALOGUE_CACHE_MS ...), over the launcher's. */
  env?: Record<string, string>;
}

/** How the API under test starts. */
export interface ApiOptions extends ProductOptions {
  /**
   * 'embedded' keeps the product embedded (PGlite, the Postgres-table event log, the in-process job runner, chDB) even
   * when the test run has services; by default it runs in the full mode on them when the run has them.
   */
  mode?: 'embedded';
}

export interface ApiUnderTest {
  app: NestFastifyApplication;
  infrastructure: Infrastructure;
  /** 'full' on the real Postgres, Redis and Kafka of the test run; 'embedded' when the run has none or `mode` says so. */
  mode: 'full' | 'embedded';
  /** EMBERHOLD_DATA_DIR: media, mails without SMTP, and in the embedded mode PGlite, chDB and the analyst token. */
  dataDir: string;
  /** With `mail: true`: the SMTP server the product sends its mails to. */
  inbox: SmtpInbox | undefined;
  /** With `payments`: the payment providers the product is configured with. */
  payments: PaymentProviders | undefined;
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
  /**
   * A new login session of `user`, stored as a login stores it (LoginSessions.create) but without the password check:
   * for suites that need hundreds of sessions of one account, where a login each would spend the run hashing.
   */
  newSession(user: ApiUser): Promise<ApiUser>;
  /** Stops the product and starts it again on the same data (database, data directory), as a deployment restarts. */
  restart(): Promise<void>;
  /** Stops the product and removes everything it stored. */
  close(): Promise<void>;
}

/**
 * The one way the suites start the product: the API with its workers in the test's process, on a small seeded
 * catalogue, started before the tests of the file and closed after them all. The product answers from the tests and
 * hooks; a `beforeAll` declared after this call runs once it is up.
 *
 * With the test run's services (infra/src/jest/global-setup.ts) it runs in the full mode: its own Postgres database,
 * Redis and Kafka shared with the other suites but kept apart by a namespace (EMBERHOLD_NAMESPACE), and ClickHouse's
 * engine behind its HTTP interface. Without them (EMBERHOLD_TEST_SERVICES=none), or with `mode: 'embedded'`, it runs
 * in the embedded mode. Links point to TEST_PUBLIC_URL unless `env` sets PUBLIC_URL.
 */
export function apiForThisFile(options: ApiOptions = {}): ApiUnderTest {
  return forThisFile('the API under test', () => startApiUnderTest(options));
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

/** What to undo when the product closes, newest first. */
type Cleanup = () => Promise<void> | void;

async function runCleanups(cleanups: Cleanup[]): Promise<void> {
  for (const cleanup of cleanups.reverse()) await Promise.resolve().then(cleanup).catch(() => undefined);
}

/** What a product under test runs with, however it runs: its data directory, mail inbox, payment providers and environment. */
export interface ProductSetup {
  dataDir: string;
  inbox: SmtpInbox | undefined;
  payments: PaymentProviders | undefined;
  /** The product's environment: data directory, seed size, log level, PUBLIC_URL, mail and payments, then `env`. */
  env: Record<string, string>;
  /** Stops the inbox and the payment providers and removes the data directory. */
  close(): Promise<void>;
}

/** Starts what `options` ask for beside the product, on a new data directory, with links to `publicUrl`. */
export async function prepareProduct(options: ProductOptions, publicUrl: string): Promise<ProductSetup> {
  const cleanups: Cleanup[] = [];
  try {
    const inbox = options.mail ? await startSmtpInbox() : undefined;
    if (inbox) cleanups.push(() => inbox.close());
    const payments = options.payments ? await startPaymentProviders(options.payments) : undefined;
    if (payments) cleanups.push(() => payments.close());
    const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-product-'));
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      EMBERHOLD_DATA_DIR: dataDir,
      EMBERHOLD_SEED_SIZE: String(options.posts ?? DEFAULT_POSTS),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: publicUrl,
      ...(inbox ? { SMTP_URL: inbox.url } : {}),
      ...payments?.env,
      ...options.env,
    };
    return { dataDir, inbox, payments, env, close: () => runCleanups(cleanups) };
  } catch (error) {
    await runCleanups(cleanups);
    throw error;
  }
}

async function startApiUnderTest(options: ApiOptions): Promise<ApiUnderTest> {
  const setup = await prepareProduct(options, TEST_PUBLIC_URL);
  const { dataDir, inbox, payments, env } = setup;
  const cleanups: Cleanup[] = [() => setup.close()];
  try {
    const services = options.mode === 'embedded' ? undefined : testServices();
    const kind = templateKind(options);
    if (!services && kind && builtProductIsCurrent()) await copyEmbeddedTemplate(kind, dataDir);
    const config = loadConfig(services ? { ...(await fullModeServices(services, dataDir, cleanups, kind)), ...env } : env);
    let opened = await openApp(config);
    return withUsers({
      get app() {
        return opened.app;
      },
      get infrastructure() {
        return opened.infrastructure;
      },
      mode: config.mode,
      dataDir,
      inbox,
      payments,
      restart: async () => {
        await opened.app.close();
        opened = await openApp(config);
      },
      close: async () => {
        await opened.app.close();
        await runCleanups(cleanups);
      },
    });
  } catch (error) {
    await runCleanups(cleanups);
    throw error;
  }
}

/** The test run's services (infra/src/jest/global-setup.ts), when it started them. */
function testServices(): { redisUrl: string; kafkaBrokers: string } | undefined {
  const { TEST_DATABASE_URL: databaseUrl, TEST_REDIS_URL: redisUrl, TEST_KAFKA_BROKERS: kafkaBrokers } = process.env;
  return databaseUrl && redisUrl && kafkaBrokers ? { redisUrl, kafkaBrokers } : undefined;
}

type TestServices = { redisUrl: string; kafkaBrokers: string };

/**
 * The full mode's configuration: a database of its own, the run's Redis and Kafka under a namespace of its own, chDB
 * over HTTP. With `kind`, the database and the data directory are copies of the run's seeded template of that kind.
 */
async function fullModeServices(services: TestServices, dataDir: string, cleanups: Cleanup[], kind: TemplateKind | undefined): Promise<Record<string, string>> {
  const run = randomBytes(5).toString('hex');
  const template = kind ? await productTemplate(`full-${kind.posts}`, (dir) => makeFullModeTemplate(services, dir, kind)) : undefined;
  const database = await createTestDatabase({ prefix: 'api', template: template?.database });
  cleanups.push(() => database.drop());
  if (template) copyTemplateDir(template, dataDir);
  const clickhouse = await startChdbHttpServer({ path: join(dataDir, 'clickhouse') });
  cleanups.push(() => clickhouse.stop());
  return { ...fullModeConfig(services, run, database.url, clickhouse.url), DATABASE_POOL_SIZE: '5' };
}

function fullModeConfig(services: TestServices, run: string, databaseUrl: string, clickhouseUrl: string): Record<string, string> {
  return {
    EMBERHOLD_NAMESPACE: `test-${run}`,
    DATABASE_URL: databaseUrl,
    REDIS_URL: services.redisUrl,
    KAFKA_BROKERS: services.kafkaBrokers,
    CLICKHOUSE_URL: clickhouseUrl,
    // Each product has a chDB of its own, so the name is the same for all, its template's included.
    CLICKHOUSE_DATABASE: 'emberhold',
    SESSION_SECRET: `${TEST_SESSION_SECRET}-${run}`,
    // Injected requests name the host localhost unless a test says otherwise; the embedded mode answers it anyway.
    ALLOWED_HOSTS: 'localhost',
  };
}

/** The full mode's template: a product migrated and seeded on its own database and chDB, then closed. */
async function makeFullModeTemplate(services: TestServices, dir: string, kind: TemplateKind): Promise<{ database: string }> {
  const run = randomBytes(5).toString('hex');
  const database = await createTestDatabase({ prefix: `template_${kind.posts}` });
  const clickhouse = await startChdbHttpServer({ path: join(dir, 'clickhouse') });
  try {
    const config = loadConfig({
      ...fullModeConfig(services, run, database.url, clickhouse.url),
      DATABASE_POOL_SIZE: '2',
      EMBERHOLD_DATA_DIR: dir,
      EMBERHOLD_SEED_SIZE: String(kind.posts),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: TEST_PUBLIC_URL,
    });
    const logger = pino({ level: 'warn' });
    const infrastructure = await openInfrastructure(config, logger);
    try {
      await prepareInfrastructure(infrastructure, logger);
    } finally {
      await infrastructure.close();
    }
  } catch (error) {
    await database.drop().catch(() => undefined);
    throw error;
  } finally {
    await clickhouse.stop();
  }
  return { database: database.name };
}

/**
 * The API with its workers in this process on `config`: the infrastructure opened and prepared (migrated, seeded on a
 * first start), then the app on it. When the app does not start, the infrastructure is closed again.
 */
async function openApp(config: AppConfig): Promise<{ app: NestFastifyApplication; infrastructure: Infrastructure }> {
  const logger = pino({ level: 'warn' });
  const infrastructure = await openInfrastructure(config, logger);
  try {
    await prepareInfrastructure(infrastructure, logger);
    return { app: await createApp(infrastructure, logger, { withPipeline: true }), infrastructure };
  } catch (error) {
    await infrastructure.close();
    throw error;
  }
}

/** The calls a suite makes as a user, on top of a started product. */
function withUsers(started: Omit<ApiUnderTest, 'inject' | 'register' | 'registerAdmin' | 'signedIn' | 'newSession'>): ApiUnderTest {
  let registrations = 0;
  const inject = (options: InjectOptions) => started.app.inject(options);
  const asUser = (user: Pick<ApiUser, 'userId' | 'username' | 'email'>, cookie: string, csrf: string): ApiUser => ({
    ...user,
    cookie,
    csrf,
    get: (url, headers = {}) => inject({ method: 'GET', url, headers: { cookie, 'user-agent': DESKTOP_CHROME, ...headers } }),
    post: (url, payload = {}, headers = {}) =>
      inject({ method: 'POST', url, payload, headers: { cookie, 'x-csrf-token': csrf, 'user-agent': DESKTOP_CHROME, ...headers } }),
  });
  const signedIn = (response: InjectedResponse): ApiUser => {
    const cookie = response.cookies.filter((c) => c.value !== '').map((c) => `${c.name}=${c.value}`).join('; ');
    const { csrf_token: csrf, user } = response.json() as { csrf_token: string; user: { user_id: number; username: string; email: string } };
    return asUser({ userId: user.user_id, username: user.username, email: user.email }, cookie, csrf);
  };
  const newSession = async (user: ApiUser): Promise<ApiUser> => {
    const { token, csrfToken } = await started.app.get(LoginSessions).create(user.userId);
    return asUser(user, `${LOGIN_SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${csrfToken}`, csrfToken);
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
  // The getters of `started` (app and infrastructure follow a restart) are kept: no spread.
  return Object.assign(started, {
    inject,
    signedIn,
    newSession,
    register,
    registerAdmin: async (prefix = 'admin') => {
      const admin = await register(prefix);
      await started.infrastructure.prisma.user.update({ where: { id: admin.userId }, data: { access: true } });
      return admin;
    },
  });
}

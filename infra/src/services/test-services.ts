import { ensureChromium } from './chromium';
import { startKafka, type KafkaHandle, type KafkaOptions } from './kafka.launcher';
import { startPostgres, type PostgresHandle, type PostgresOptions } from './postgres.launcher';
import { startRedis, type RedisHandle, type RedisOptions } from './redis.launcher';
import type { ServiceHandle } from './service-handle';
import { startStripeMock, type StripeMockHandle, type StripeMockOptions } from './stripe-mock.launcher';

export interface TestServicesOptions {
  /** false skips the service; an object passes options to its launcher. */
  postgres?: boolean | PostgresOptions;
  redis?: boolean | RedisOptions;
  kafka?: boolean | KafkaOptions;
  /** stripe-mock, Stripe's API mock (card payments). */
  stripe?: boolean | StripeMockOptions;
  chromium?: boolean;
}

export interface TestServices {
  postgres?: PostgresHandle;
  redis?: RedisHandle;
  kafka?: KafkaHandle;
  stripe?: StripeMockHandle;
  chromiumPath?: string;
  /** DATABASE_URL, REDIS_URL, KAFKA_BROKERS, STRIPE_API_URL and CHROMIUM_PATH for whatever was started. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

const optionsOf = <T extends object>(value: boolean | T | undefined): T | undefined =>
  value === false ? undefined : value === true || value === undefined ? ({} as T) : value;

/**
 * Starts the requested services in parallel (all of them by default). If any fails, the ones
 * that did start are stopped before the error is rethrown.
 */
export async function startTestServices(options: TestServicesOptions = {}): Promise<TestServices> {
  const postgresOptions = optionsOf(options.postgres);
  const redisOptions = optionsOf(options.redis);
  const kafkaOptions = optionsOf(options.kafka);
  const stripeOptions = optionsOf(options.stripe);
  const [postgres, redis, kafka, chromium, stripe] = await Promise.allSettled([
    postgresOptions ? startPostgres(postgresOptions) : undefined,
    redisOptions ? startRedis(redisOptions) : undefined,
    kafkaOptions ? startKafka(kafkaOptions) : undefined,
    options.chromium === false ? undefined : ensureChromium(),
    stripeOptions ? startStripeMock(stripeOptions) : undefined,
  ]);
  const value = <T>(r: PromiseSettledResult<T>): T | undefined => (r.status === 'fulfilled' ? r.value : undefined);
  const pg = value(postgres);
  const rd = value(redis);
  const kf = value(kafka);
  const sm = value(stripe);
  const chromiumPath = value(chromium);
  const handles: ServiceHandle[] = [pg, rd, kf, sm].filter((h): h is NonNullable<typeof h> => h !== undefined);
  const failures = [postgres, redis, kafka, chromium, stripe].flatMap((r) => (r.status === 'rejected' ? [r.reason as Error] : []));
  if (failures.length > 0) {
    await Promise.allSettled(handles.map((h) => h.stop()));
    const [first, ...others] = failures;
    if (first && others.length > 0) first.message += others.map((e) => `\n\nalso: ${e.message}`).join('');
    throw first;
  }
  const services: TestServices = {
    env: Object.assign({}, ...handles.map((h) => h.env)) as Record<string, string>,
    stop: async () => {
      await Promise.allSettled(handles.map((h) => h.stop()));
    },
  };
  if (pg) services.postgres = pg;
  if (rd) services.redis = rd;
  if (kf) services.kafka = kf;
  if (sm) services.stripe = sm;
  if (chromiumPath) {
    services.chromiumPath = chromiumPath;
    services.env.CHROMIUM_PATH = chromiumPath;
  }
  return services;
}

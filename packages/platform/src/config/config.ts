import { resolve } from 'node:path';
import { z } from 'zod';

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const url = (protocols: string[], example: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a ${protocols.map((p) => p.replace(':', '://')).join(' or ')} URL, e.g. ${example}`);

const brokers = z
  .string()
  .trim()
  .refine(
    (value) => value.split(',').every((broker) => /^[A-Za-z0-9.-]+:\d{1,5}$/.test(broker.trim())),
    'must be a comma-separated list of host:port, e.g. 127.0.0.1:9092,kafka-2:9092',
  );

const port = z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be between 0 and 65535').max(65535, 'must be between 0 and 65535');

/** Every variable the API and workers read. Unset optional values take the embedded defaults. */
const environmentSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  /** The site's canonical origin: links in mails and page heads, and the host the site answers for. */
  PUBLIC_URL: url(['http:', 'https:'], 'https://gifts.example').optional(),
  /**
   * More host names the site answers for besides PUBLIC_URL's (aliases, a load balancer's health check by address);
   * `.example.com` also covers its subdomains, as Django's ALLOWED_HOSTS does.
   */
  ALLOWED_HOSTS: z
    .string()
    .trim()
    .regex(/^\.?[A-Za-z0-9.:[\]-]+(\s*,\s*\.?[A-Za-z0-9.:[\]-]+)*$/, 'must be comma-separated host names, e.g. gifts.example,.gifts.example')
    .optional(),
  /**
   * Which peers may speak for the client (X-Forwarded-For, -Host, -Proto): their addresses or CIDR ranges
   * (comma-separated), or the number of proxy hops in front of the site. Unset: no proxy is trusted.
   */
  TRUSTED_PROXIES: z
    .string()
    .trim()
    .regex(
      /^(\d{1,2}|(loopback|linklocal|uniquelocal|[0-9A-Fa-f:.]+(\/\d{1,3})?)(\s*,\s*(loopback|linklocal|uniquelocal|[0-9A-Fa-f:.]+(\/\d{1,3})?))*)$/,
      'must be a number of proxy hops, or comma-separated IP addresses or CIDR ranges (or loopback, linklocal, uniquelocal)',
    )
    .optional(),
  EMBERHOLD_DATA_DIR: z.string().trim().min(1).default('.data'),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  DATABASE_URL: url(['postgres:', 'postgresql:'], 'postgresql://user:pass@host:5432/emberhold').optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(200, 'must be at most 200').default(10),
  /** How long a page of a catalogue list is served from memory before Postgres is read again; 0 turns it off. */
  CATALOGUE_CACHE_MS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(600_000, 'must be at most 600000').default(5_000),
  /**
   * Worker threads per API process that render pages on the server, beside the thread that answers requests (which
   * then never waits behind a render); 0 renders on that thread.
   */
  SSR_THREADS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0, 'must be 0 or more').max(32, 'must be at most 32').default(1),
  REDIS_URL: url(['redis:', 'rediss:'], 'redis://127.0.0.1:6379').optional(),
  KAFKA_BROKERS: brokers.optional(),
  KAFKA_CLIENT_ID: z.string().trim().min(1).default('emberhold'),
  /** How long a consumer may go silent before its partitions move to another worker (a crashed worker's pause). */
  KAFKA_SESSION_TIMEOUT_MS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(6_000, 'must be at least 6000 (the broker minimum)').max(300_000, 'must be at most 300000').default(30_000),
  /**
   * How long a running job's lock lasts unless its worker renews it: a job whose worker died is taken over by another
   * worker within about twice this (BullMQ's lock, and its check for stalled jobs at the same interval).
   */
  JOB_LOCK_MS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1_000, 'must be at least 1000').max(600_000, 'must be at most 600000').default(30_000),
  CLICKHOUSE_URL: url(['http:', 'https:'], 'http://default:password@127.0.0.1:8123').optional(),
  CLICKHOUSE_DATABASE: z
    .string()
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be a plain identifier (letters, digits, underscore)')
    .default('emberhold'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Outgoing mail (password resets, newsletter confirmations); without it mails are written to the data directory. */
  SMTP_URL: url(['smtp:', 'smtps:'], 'smtp://user:pass@mail.example:587').optional(),
  MAIL_FROM: z.string().trim().min(3).default('Emberhold Gifts <no-reply@emberhold.test>'),
  /** Addresses (IPs or CIDR ranges, comma-separated) whose tracked traffic is recorded as internal, never billed. */
  TRACKING_INTERNAL_NETWORKS: z
    .string()
    .trim()
    .regex(/^([0-9A-Fa-f:.]+(\/\d{1,3})?)(\s*,\s*[0-9A-Fa-f:.]+(\/\d{1,3})?)*$/, 'must be comma-separated IP addresses or CIDR ranges')
    .optional(),
  /** Billable native-ad views and clicks counted per client IP and minute; beyond it they are kept apart as throttled. */
  TRACKING_IP_LIMIT_PER_MINUTE: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(1, 'must be at least 1').max(1_000_000, 'must be at most 1000000').default(120),
  /**
   * Card payments (Stripe PaymentIntents and the Payment Element). Without the two keys the payment page offers no card
   * and the card calls answer 503; without the webhook secret the webhook answers 503 (activate still records payments).
   */
  STRIPE_SECRET_KEY: z.string().trim().regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe secret key, e.g. sk_test_51H...').optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().trim().regex(/^pk_(test|live)_[A-Za-z0-9]+$/, 'must be a Stripe publishable key, e.g. pk_test_51H...').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().trim().regex(/^whsec_[A-Za-z0-9+/=]+$/, 'must be a webhook signing secret, e.g. whsec_...').optional(),
  /** Where the Stripe API is (stripe-mock in tests); Stripe itself when unset. */
  STRIPE_API_URL: url(['http:', 'https:'], 'http://127.0.0.1:12111').optional(),
  /** Stripe.js, as the payment page loads it. */
  STRIPE_JS_URL: url(['http:', 'https:'], 'https://js.stripe.com/v3/').default('https://js.stripe.com/v3/'),
  /** PayPal Orders v2 (the sandbox by default); without the client id and secret the page offers no PayPal. */
  PAYPAL_API_URL: url(['http:', 'https:'], 'https://api-m.paypal.com').default('https://api-m.sandbox.paypal.com'),
  PAYPAL_CLIENT_ID: z.string().trim().min(1).max(200).optional(),
  PAYPAL_CLIENT_SECRET: z.string().trim().min(1).max(200).optional(),
  /**
   * The captcha on the contact and register forms (reCAPTCHA v2's protocol, which hCaptcha also speaks). Unset: no
   * captcha. Spec section 5: a site key, where used, is exactly 40 characters; its secret must be set with it.
   */
  CAPTCHA_SITE_KEY: z.string().trim().length(40, 'must be exactly 40 characters (a reCAPTCHA site key)').optional(),
  CAPTCHA_SECRET: z.string().trim().min(1).max(200, 'must be at most 200 characters').optional(),
  /** Where the server verifies each answer (the provider's siteverify). */
  CAPTCHA_VERIFY_URL: url(['http:', 'https:'], 'https://www.google.com/recaptcha/api/siteverify').default('https://www.google.com/recaptcha/api/siteverify'),
  /** The provider's script, as the contact and register forms load it. */
  CAPTCHA_SCRIPT_URL: url(['http:', 'https:'], 'https://www.google.com/recaptcha/api.js').default('https://www.google.com/recaptcha/api.js'),
  /** The boost page's special price token (spec section 9: $400 "with a specific token"); without it every boost has the default prices. */
  BOOST_SPECIAL_TOKEN: z.string().trim().min(8, 'must be at least 8 characters').max(200, 'must be at most 200 characters').optional(),
  /** How long after a funnel's last step a funnel that left an email and did not pay counts as a dropoff (hours; fractions allowed). */
  DROPOFF_AFTER_HOURS: z.coerce.number({ error: 'must be a number' }).positive('must be a positive number of hours').max(24 * 365, 'must be at most 8760').default(24),
  /**
   * The watched folder for affiliate report files (automation drops the retailer's downloads here); a file taken in
   * moves to its `imported/` subfolder (or `rejected/`). Defaults to `affiliate-imports` under EMBERHOLD_DATA_DIR.
   */
  AFFILIATE_IMPORT_DIR: z.string().trim().min(1).max(1024).optional(),
  /**
   * The editorial password /promo-setup/ prompts for, on top of being staff (checked on the server, attempts limited).
   * Unset: the embedded mode uses the demo password (printed at start); the full mode keeps the editorial setup locked.
   */
  EDITORIAL_PASSWORD: z.string().min(12, 'must be at least 12 characters').max(200, 'must be at most 200 characters').optional(),
  /** Admins (their email addresses, comma-separated) who may pitch a post without a product link (spec section 5). */
  PITCH_EXEMPT_ADMINS: z
    .string()
    .trim()
    .regex(/^[^\s,@]+@[^\s,@]+(\s*,\s*[^\s,@]+@[^\s,@]+)*$/, 'must be comma-separated email addresses, e.g. editor@gifts.example,chief@gifts.example')
    .optional(),
  EMBERHOLD_SEED: z.enum(['auto', 'skip'], { message: 'must be auto or skip' }).default('auto'),
  EMBERHOLD_SEED_SIZE: z
    .string()
    .regex(/^(demo|bench|\d+)$/, 'must be demo, bench or a number of posts')
    .default('demo'),
  /**
   * Keeps deployments that share one Kafka and Redis apart (staging beside production, previews, test runs): prefixes
   * Kafka topics and consumer groups, BullMQ queues and Redis keys. Postgres and ClickHouse have their own databases.
   */
  EMBERHOLD_NAMESPACE: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be 1-40 lower-case letters, digits or dashes, starting with a letter or digit')
    .optional(),
  EMBERHOLD_ROLE: z.enum(['all', 'api', 'workers'], { message: 'must be all, api or workers' }).default('all'),
  /** Tests only: every repeatable job (scores, boosts, sweeps, dropoffs) on this one interval instead of its own. */
  JOB_SCHEDULE_EVERY_MS: z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(500, 'must be at least 500').optional(),
});

const fullModeVariables = ['DATABASE_URL', 'REDIS_URL', 'KAFKA_BROKERS', 'CLICKHOUSE_URL'] as const;

export type Environment = z.infer<typeof environmentSchema>;

export interface AppConfig extends Environment {
  /** embedded: one process, PGlite + chDB + Postgres-table log + in-process jobs under EMBERHOLD_DATA_DIR. full: external services. */
  mode: 'embedded' | 'full';
  dataDir: string;
  /** AFFILIATE_IMPORT_DIR, resolved (default: `affiliate-imports` under dataDir). */
  affiliateImportDir: string;
}

export class ConfigError extends Error {
  readonly code = 'CONFIG_INVALID';
}

/**
 * Reads and checks the environment once at start-up. Every problem is reported in one line per variable,
 * naming the variable and what is expected, so a misconfigured deployment stops before it serves anything.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const variable = issue.path.join('.');
      const got = present[variable];
      const shown = got === undefined ? 'it is not set' : `got "${redact(variable, got)}"`;
      return `${variable} ${issue.message} (${shown})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const config = parsed.data;
  const set = fullModeVariables.filter((name) => config[name] !== undefined);
  if (set.length > 0 && set.length < fullModeVariables.length) {
    const missing = fullModeVariables.filter((name) => config[name] === undefined);
    throw new ConfigError(
      `Invalid configuration: ${set.join(', ')} ${set.length === 1 ? 'is' : 'are'} set but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not; set all four for the full mode, or none for the embedded mode`,
    );
  }
  for (const [a, b] of [['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY'], ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET']] as const) {
    if ((config[a] === undefined) !== (config[b] === undefined)) {
      const [isSet, notSet] = config[a] === undefined ? [b, a] : [a, b];
      throw new ConfigError(`Invalid configuration: ${isSet} is set but ${notSet} is not; set both or neither`);
    }
  }
  if (config.CAPTCHA_SITE_KEY !== undefined && config.CAPTCHA_SECRET === undefined) {
    throw new ConfigError('Invalid configuration: CAPTCHA_SITE_KEY is set but CAPTCHA_SECRET is not; the server needs the secret to verify each answer');
  }
  const mode = set.length === fullModeVariables.length ? 'full' : 'embedded';
  if (mode === 'full' && config.SESSION_SECRET === undefined) {
    throw new ConfigError('Invalid configuration: SESSION_SECRET must be set (at least 32 characters) in the full mode');
  }
  if (mode === 'full' && config.PUBLIC_URL === undefined) {
    throw new ConfigError('Invalid configuration: PUBLIC_URL must be set in the full mode (the origin links in mails and pages use, e.g. https://gifts.example)');
  }
  if (mode === 'embedded' && config.EMBERHOLD_ROLE !== 'all') {
    throw new ConfigError(
      `Invalid configuration: EMBERHOLD_ROLE=${config.EMBERHOLD_ROLE} needs the full mode (DATABASE_URL, REDIS_URL, KAFKA_BROKERS and CLICKHOUSE_URL)`,
    );
  }
  const dataDir = resolve(config.EMBERHOLD_DATA_DIR);
  return { ...config, mode, dataDir, affiliateImportDir: resolve(dataDir, config.AFFILIATE_IMPORT_DIR ?? 'affiliate-imports') };
}

const SECRET_VARIABLES = new Set(['CAPTCHA_SECRET', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PAYPAL_CLIENT_SECRET', 'BOOST_SPECIAL_TOKEN', 'EDITORIAL_PASSWORD']);

function redact(variable: string, value: string): string {
  if (variable === 'SESSION_SECRET' || SECRET_VARIABLES.has(variable)) return '***';
  try {
    const parsed = new URL(value);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return value.length > 80 ? `${value.slice(0, 77)}...` : value;
  }
}

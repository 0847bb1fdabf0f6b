import { Redis } from 'ioredis';
import { assertValidTtl, EphemeralStoreError, type EphemeralStore } from './ephemeral-store.port';

export interface RedisEphemeralStoreOptions {
  /** redis://host:port */
  url: string;
  /** Put before every key, so deployments and test runs sharing one Redis keep apart. Default "emberhold:". */
  keyPrefix?: string;
}

/**
 * INCR and the window's PEXPIRE run as one script, so no crash or dropped connection between them can leave a
 * counter without expiry (it would then never reset). A key found without expiry, which only a writer outside this
 * store can leave, gets the window too rather than counting forever.
 */
const incrementInWindowScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 or redis.call('PTTL', KEYS[1]) == -1 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
end
return count
`;

type ScriptedRedis = Redis & { incrementInWindow(key: string, windowMs: number): Promise<number> };

export async function openRedisEphemeralStore(options: RedisEphemeralStoreOptions): Promise<EphemeralStore> {
  // Calls sit on the request path: after a few reconnect attempts a call fails instead of holding the request.
  const redis = new Redis(options.url, { lazyConnect: true, maxRetriesPerRequest: 2, connectTimeout: 5_000 }) as ScriptedRedis;
  redis.on('error', () => undefined);
  // Sent as EVALSHA, falling back to EVAL once after a Redis restart emptied its script cache.
  redis.defineCommand('incrementInWindow', { numberOfKeys: 1, lua: incrementInWindowScript });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    redis.disconnect();
    throw error;
  }
  return new RedisEphemeralStore(redis, options.keyPrefix ?? 'emberhold:');
}

class RedisEphemeralStore implements EphemeralStore {
  readonly kind = 'redis';
  private closed = false;

  constructor(
    private readonly redis: ScriptedRedis,
    private readonly prefix: string,
  ) {}

  async setIfAbsent(key: string, ttlMs: number): Promise<boolean> {
    assertValidTtl(ttlMs);
    return (await this.open().set(this.prefix + key, '1', 'PX', ttlMs, 'NX')) === 'OK';
  }

  async exists(key: string): Promise<boolean> {
    return (await this.open().exists(this.prefix + key)) === 1;
  }

  async delete(key: string): Promise<void> {
    await this.open().del(this.prefix + key);
  }

  async increment(key: string, windowMs: number): Promise<number> {
    assertValidTtl(windowMs, 'Window');
    return Number(await this.open().incrementInWindow(this.prefix + key, windowMs));
  }

  async ping(): Promise<void> {
    await this.open().ping();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  private open(): ScriptedRedis {
    if (this.closed) throw new EphemeralStoreError('EPHEMERAL_STORE_CLOSED', 'The ephemeral store is closed.');
    return this.redis;
  }
}

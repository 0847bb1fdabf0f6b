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

type MessageHandler = (message: string) => void;

class RedisEphemeralStore implements EphemeralStore {
  readonly kind = 'redis';
  private closed = false;
  /** A connection in subscriber mode can send nothing else, so subscriptions get their own, opened at the first. */
  private subscriber: Promise<Redis> | undefined;
  /** Handlers by prefixed channel name. */
  private readonly handlers = new Map<string, Set<MessageHandler>>();

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

  async publish(channel: string, message: string): Promise<void> {
    await this.open().publish(this.prefix + channel, message);
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    const subscriber = await (this.subscriber ??= this.openSubscriber());
    const name = this.prefix + channel;
    const handler: MessageHandler = (message) => onMessage(message);
    let handlers = this.handlers.get(name);
    if (handlers === undefined) {
      handlers = new Set();
      this.handlers.set(name, handlers);
    }
    handlers.add(handler);
    // ioredis resubscribes on reconnect, so a subscription survives a Redis restart (messages meanwhile are lost).
    await subscriber.subscribe(name);
    return async () => {
      handlers.delete(handler);
      if (handlers.size > 0 || this.closed) return;
      this.handlers.delete(name);
      await subscriber.unsubscribe(name).catch(() => undefined);
    };
  }

  async ping(): Promise<void> {
    await this.open().ping();
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.handlers.clear();
    const subscriber = await this.subscriber?.catch(() => undefined);
    await Promise.all([
      this.redis.quit().catch(() => this.redis.disconnect()),
      subscriber?.quit().catch(() => subscriber.disconnect()),
    ]);
  }

  private async openSubscriber(): Promise<Redis> {
    this.open();
    // No retry limit per command here: a subscription is not on a request path, and it should come back after an outage.
    const subscriber = this.redis.duplicate({ lazyConnect: true, maxRetriesPerRequest: null });
    subscriber.on('error', () => undefined);
    subscriber.on('message', (channel: string, message: string) => {
      for (const handler of [...(this.handlers.get(channel) ?? [])]) handler(message);
    });
    try {
      await subscriber.connect();
    } catch (error) {
      subscriber.disconnect();
      this.subscriber = undefined;
      throw error;
    }
    return subscriber;
  }

  private open(): ScriptedRedis {
    if (this.closed) throw new EphemeralStoreError('EPHEMERAL_STORE_CLOSED', 'The ephemeral store is closed.');
    return this.redis;
  }
}

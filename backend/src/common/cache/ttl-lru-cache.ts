export interface TtlLruCacheOptions {
  /**
   * How long after expiry an entry may still be served while one background load refreshes it (HTTP's
   * stale-while-revalidate, RFC 5861): no reader waits for a refresh of a page that was already there. 0 (the
   * default) makes every reader of an expired entry wait for the new load.
   */
  staleMs?: number;
  /** Told of a failed background refresh; the stale entry stays and the next reader tries again. */
  onRefreshError?: (error: unknown) => void;
}

/**
 * A small least-recently-used cache whose entries also expire, so a page that crawlers hit repeatedly costs one
 * query per TTL while an edit shows within seconds. Misses are cached too: a crawler retrying a dead link stays cheap.
 * Concurrent requests for a key that is loading share that one load; a failed load is not kept. A TTL of 0 turns
 * the cache off (every call loads).
 */
export class TtlLruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private readonly staleMs: number;
  /** Moved by every purge: a load that started before one may have read what the purge was for, so it is not kept. */
  private purges = 0;
  private readonly onRefreshError: (error: unknown) => void;

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    options: TtlLruCacheOptions = {},
  ) {
    this.staleMs = options.staleMs ?? 0;
    this.onRefreshError = options.onRefreshError ?? (() => undefined);
  }

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry) {
      const now = this.now();
      if (entry.expiresAt > now || entry.expiresAt + this.staleMs > now) {
        // Re-inserting moves the key to the newest end of the Map's insertion order.
        this.entries.delete(key);
        this.entries.set(key, entry);
        if (entry.expiresAt <= now && !this.loading.has(key)) this.load(key, load).catch(this.onRefreshError);
        return entry.value;
      }
    }
    return this.loading.get(key) ?? this.load(key, load);
  }

  private async load(key: string, load: () => Promise<V>): Promise<V> {
    const purges = this.purges;
    const loaded = load();
    this.loading.set(key, loaded);
    let value: V;
    try {
      value = await loaded;
    } finally {
      if (this.loading.get(key) === loaded) this.loading.delete(key);
    }
    if (purges !== this.purges) return value;
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  /**
   * Drops every entry whose key matches and returns how many. Loads under way are not kept when they end (they may
   * have read the old data), and the next reader of a matching key starts a fresh load.
   */
  purge(matches: (key: string) => boolean): number {
    this.purges += 1;
    let dropped = 0;
    for (const key of [...this.entries.keys()]) {
      if (!matches(key)) continue;
      this.entries.delete(key);
      dropped += 1;
    }
    for (const key of [...this.loading.keys()]) if (matches(key)) this.loading.delete(key);
    return dropped;
  }

  get size(): number {
    return this.entries.size;
  }
}

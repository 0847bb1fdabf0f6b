/**
 * A small least-recently-used cache whose entries also expire, so a page that crawlers hit repeatedly costs one
 * query per TTL while an edit shows within seconds. Misses are cached too: a crawler retrying a dead link stays cheap.
 * Concurrent requests for a key that is loading share that one load; a failed load is not kept. A TTL of 0 turns
 * the cache off (every call loads).
 */
export class TtlLruCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<V>>();

  constructor(
    private readonly maxEntries: number,
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    if (this.ttlMs <= 0) return load();
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      // Re-inserting moves the key to the newest end of the Map's insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value;
    }
    const pending = this.loading.get(key);
    if (pending) return pending;
    const loaded = load();
    this.loading.set(key, loaded);
    let value: V;
    try {
      value = await loaded;
    } finally {
      this.loading.delete(key);
    }
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}

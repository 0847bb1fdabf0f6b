import { assertValidTtl, EphemeralStoreError, type EphemeralStore } from './ephemeral-store.port';

export interface MemoryEphemeralStoreOptions {
  /** Milliseconds since the epoch. Default Date.now; tests pass a clock they move by hand. */
  now?: () => number;
  /** How often keys that expired without being read again are removed. Default 60 s. */
  sweepIntervalMs?: number;
}

/** The memory adapter also tells how many keys it holds, so tests can see the sweep bound it. */
export interface MemoryEphemeralStore extends EphemeralStore {
  /** Keys held, including expired ones not yet swept or read. */
  readonly size: number;
}

interface Entry {
  value: number;
  expiresAt: number;
}

/**
 * The embedded mode's store: one process, so a Map is the whole truth. Each call runs to completion before the next
 * starts, which makes setIfAbsent and increment atomic without locks.
 */
export function createMemoryEphemeralStore(options: MemoryEphemeralStoreOptions = {}): MemoryEphemeralStore {
  return new InMemoryEphemeralStore(options.now ?? Date.now, options.sweepIntervalMs ?? 60_000);
}

class InMemoryEphemeralStore implements MemoryEphemeralStore {
  readonly kind = 'memory';
  private readonly entries = new Map<string, Entry>();
  private readonly subscribers = new Map<string, Set<(message: string) => void>>();
  private readonly sweeper: NodeJS.Timeout;
  private closed = false;

  constructor(
    private readonly now: () => number,
    sweepIntervalMs: number,
  ) {
    // Expiry on read alone would keep every key that is never read again (most one-time flags and per-IP counters).
    this.sweeper = setInterval(() => this.sweep(), sweepIntervalMs);
    this.sweeper.unref();
  }

  get size(): number {
    return this.entries.size;
  }

  async setIfAbsent(key: string, ttlMs: number): Promise<boolean> {
    this.assertOpen();
    assertValidTtl(ttlMs);
    if (this.live(key)) return false;
    this.entries.set(key, { value: 1, expiresAt: this.now() + ttlMs });
    return true;
  }

  async exists(key: string): Promise<boolean> {
    this.assertOpen();
    return this.live(key) !== undefined;
  }

  async delete(key: string): Promise<void> {
    this.assertOpen();
    this.entries.delete(key);
  }

  async increment(key: string, windowMs: number): Promise<number> {
    this.assertOpen();
    assertValidTtl(windowMs, 'Window');
    const entry = this.live(key);
    if (entry) {
      entry.value += 1;
      return entry.value;
    }
    this.entries.set(key, { value: 1, expiresAt: this.now() + windowMs });
    return 1;
  }

  async publish(channel: string, message: string): Promise<void> {
    this.assertOpen();
    // Delivered after the publisher's turn, as a message from Redis would be: a handler never runs inside publish.
    for (const onMessage of [...(this.subscribers.get(channel) ?? [])]) setImmediate(() => onMessage(message));
  }

  async subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>> {
    this.assertOpen();
    const handler = (message: string) => onMessage(message);
    const handlers = this.subscribers.get(channel) ?? new Set();
    handlers.add(handler);
    this.subscribers.set(channel, handlers);
    return async () => {
      handlers.delete(handler);
      if (handlers.size === 0 && this.subscribers.get(channel) === handlers) this.subscribers.delete(channel);
    };
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.subscribers.clear();
    clearInterval(this.sweeper);
    this.entries.clear();
  }

  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    if (entry.expiresAt > this.now()) return entry;
    this.entries.delete(key);
    return undefined;
  }

  private sweep(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (entry.expiresAt <= now) this.entries.delete(key);
    }
  }

  private assertOpen(): void {
    if (this.closed) throw new EphemeralStoreError('EPHEMERAL_STORE_CLOSED', 'The ephemeral store is closed.');
  }
}

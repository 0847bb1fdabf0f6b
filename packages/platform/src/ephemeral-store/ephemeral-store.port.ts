/**
 * Short-lived keys with a time to live: one-time flags (a native-ad offer viewed once, a client batch id accepted
 * once) and fixed-window counters (requests per IP). Redis in the full mode, so every API process sees the same
 * keys; a Map in the embedded mode, where there is only one process. Nothing here is durable: a restarted Redis or
 * embedded process forgets every key, so use it only where forgetting costs a repeat, never data.
 */
export interface EphemeralStore {
  readonly kind: 'redis' | 'memory';
  /**
   * Creates the key for ttlMs unless it exists; true when this call created it. Of any number of concurrent calls
   * for one key, across processes, exactly one gets true. A losing call leaves the key's expiry as it was.
   */
  setIfAbsent(key: string, ttlMs: number): Promise<boolean>;
  exists(key: string): Promise<boolean>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  /**
   * Fixed-window counter: adds one and returns the new count. The window starts at the first increment of a missing
   * key and is not extended by later ones; once it ends, the next increment returns 1 again.
   */
  increment(key: string, windowMs: number): Promise<number>;
  /**
   * Sends a message to every current subscriber of the channel, in every process sharing the store (this one
   * included). Fire and forget, as Redis pub/sub is: a subscriber that is not connected at that moment misses it.
   */
  publish(channel: string, message: string): Promise<void>;
  /**
   * Calls onMessage with each message published on the channel from now on. Resolves once the subscription is in
   * place (a message published after that reaches it), with the function that ends it.
   */
  subscribe(channel: string, onMessage: (message: string) => void): Promise<() => Promise<void>>;
  /** Rejects when the store cannot be reached. */
  ping(): Promise<void>;
  /** Later calls reject with EPHEMERAL_STORE_CLOSED; closing twice is harmless. */
  close(): Promise<void>;
}

export type EphemeralStoreErrorCode = 'EPHEMERAL_STORE_CLOSED' | 'EPHEMERAL_STORE_INVALID_TTL';

export class EphemeralStoreError extends Error {
  constructor(
    readonly code: EphemeralStoreErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'EphemeralStoreError';
  }
}

/** Redis takes PX in whole milliseconds and refuses 0; the memory adapter refuses the same values so both agree. */
export function assertValidTtl(ttlMs: number, what = 'TTL'): void {
  if (!Number.isSafeInteger(ttlMs) || ttlMs < 1) {
    throw new EphemeralStoreError('EPHEMERAL_STORE_INVALID_TTL', `${what} must be a whole number of milliseconds of at least 1, got ${ttlMs}.`);
  }
}

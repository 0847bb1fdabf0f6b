interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Gathers items handed over within `lingerMs` (or until `maxItems`) into one send, the way Kafka's `linger.ms`
 * does, so a burst of tracking calls costs one round trip. Sends run one at a time, in the order items were
 * added: with an idempotent producer this keeps one key's records in order across calls.
 */
export class LingeringBatcher<T> {
  private pending: T[] = [];
  private waiters: Waiter[] = [];
  private timer: NodeJS.Timeout | undefined;
  private chain: Promise<void> = Promise.resolve();

  constructor(
    private readonly send: (items: T[]) => Promise<void>,
    private readonly lingerMs: number,
    private readonly maxItems: number,
  ) {}

  add(items: T[]): Promise<void> {
    if (items.length === 0) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.pending.push(...items);
    if (this.pending.length >= this.maxItems || this.lingerMs <= 0) {
      this.dispatch();
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.dispatch(), this.lingerMs);
    }
    return done;
  }

  /** Sends what is pending now and waits for every send started so far. Never rejects: callers of add() see failures. */
  async flush(): Promise<void> {
    this.dispatch();
    await this.chain;
  }

  private dispatch(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.pending.length === 0) return;
    const items = this.pending;
    const waiters = this.waiters;
    this.pending = [];
    this.waiters = [];
    this.chain = this.chain.then(async () => {
      try {
        await this.send(items);
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    });
  }
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/**
 * Gathers items handed over into one send, the way Kafka's producer does: items that arrive while a send is in flight
 * wait for it and leave together right after it (however many concurrent calls added them), and an idle batcher waits
 * `lingerMs` (Kafka's `linger.ms`; 0 sends at once) or until `maxItems` are waiting. One send at a time, in the order
 * items were added, at most `maxItems` each: with an idempotent producer this keeps one key's records in order across
 * calls. A send's failure rejects every add() whose items it carried, and only those.
 */
export class LingeringBatcher<T> {
  private pending: T[] = [];
  /** The add() calls whose items are in `pending`, with how many items each still has there. */
  private waiters: Array<{ waiter: Waiter; items: number }> = [];
  private timer: NodeJS.Timeout | undefined;
  private inFlight: Promise<void> | undefined;

  constructor(
    private readonly send: (items: T[]) => Promise<void>,
    private readonly lingerMs: number,
    private readonly maxItems: number,
    /** A send also stops short of `maxWeight` by this measure (e.g. bytes), though it always carries one item. */
    private readonly weigh?: (item: T) => number,
    private readonly maxWeight = Infinity,
  ) {}

  add(items: T[]): Promise<void> {
    if (items.length === 0) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ waiter: { resolve, reject }, items: items.length }));
    for (const item of items) this.pending.push(item);
    if (this.inFlight) return done;
    if (this.pending.length >= this.maxItems || this.lingerMs <= 0 || (this.weigh && this.batchLength() < this.pending.length)) {
      this.dispatch();
    } else if (!this.timer) {
      this.timer = setTimeout(() => this.dispatch(), this.lingerMs);
    }
    return done;
  }

  /** Sends what is pending now and waits until nothing is pending or in flight. Never rejects: callers of add() see failures. */
  async flush(): Promise<void> {
    if (!this.inFlight) this.dispatch();
    while (this.inFlight) await this.inFlight;
  }

  /** How many pending items the next send takes: up to maxItems and, if weighed, up to maxWeight (at least one). */
  private batchLength(): number {
    const limit = Math.min(this.pending.length, this.maxItems);
    if (!this.weigh) return limit;
    let weight = 0;
    for (let i = 0; i < limit; i += 1) {
      weight += this.weigh(this.pending[i]!);
      if (weight > this.maxWeight) return Math.max(1, i);
    }
    return limit;
  }

  private dispatch(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.pending.length === 0 || this.inFlight) return;
    const take = this.batchLength();
    const items = take === this.pending.length ? this.pending : this.pending.slice(0, take);
    this.pending = items === this.pending ? [] : this.pending.slice(take);
    // The calls whose last item leaves with this send settle with it; a call split across two sends settles with both.
    const settled: Waiter[] = [];
    const partial: Waiter[] = [];
    let left = items.length;
    while (left > 0 && this.waiters.length > 0) {
      const head = this.waiters[0]!;
      if (head.items <= left) {
        left -= head.items;
        settled.push(head.waiter);
        this.waiters.shift();
      } else {
        head.items -= left;
        partial.push(head.waiter);
        left = 0;
      }
    }
    this.inFlight = this.send(items).then(
      () => {
        for (const waiter of settled) waiter.resolve();
      },
      (error: unknown) => {
        for (const waiter of [...settled, ...partial]) waiter.reject(error);
      },
    );
    void this.inFlight.finally(() => {
      this.inFlight = undefined;
      // What gathered during the send has waited at least as long as a linger: it leaves now.
      if (this.pending.length > 0) this.dispatch();
    });
  }
}

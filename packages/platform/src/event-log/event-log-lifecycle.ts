import { EventLogError, type EventLogSubscription } from './event-log.port';
import { LingeringBatcher } from './lingering-batcher';

/** A subscription as an adapter runs it: start() resolves once it serves its partitions. */
export interface StartableSubscription extends EventLogSubscription {
  start(): Promise<void>;
}

/**
 * What both event log adapters do the same way around their transport: produce calls gathered into lingering batches,
 * the subscriptions they have started, and closing exactly once in order (what still lingers is sent, then every
 * subscription stops). `R` is a record as the transport sends it, `S` the adapter's subscription.
 */
export class EventLogLifecycle<R, S extends StartableSubscription> {
  private readonly batcher: LingeringBatcher<R>;
  private readonly live = new Set<S>();
  private closed = false;

  constructor(send: (records: R[]) => Promise<void>, linger: { lingerMs: number; maxBatchRecords: number }) {
    this.batcher = new LingeringBatcher(send, linger.lingerMs, linger.maxBatchRecords);
  }

  get subscriptions(): Iterable<S> {
    return this.live;
  }

  assertOpen(): void {
    if (this.closed) throw new EventLogError('EVENT_LOG_CLOSED', 'The event log is closed.');
  }

  /** Resolves once the batch the records went out with is acknowledged; rejects with that send's failure. */
  send(records: R[]): Promise<void> {
    return this.batcher.add(records);
  }

  flush(): Promise<void> {
    return this.batcher.flush();
  }

  /**
   * Starts the subscription `create` builds, handing it the callback that forgets it once stopped. One that fails to
   * start is stopped again, so a failed subscribe leaves no consumer behind.
   */
  async subscribe(create: (onStopped: () => void) => S): Promise<S> {
    const subscription = create(() => this.live.delete(subscription));
    this.live.add(subscription);
    try {
      await subscription.start();
    } catch (error) {
      await subscription.stop();
      throw error;
    }
    return subscription;
  }

  /** Sends what still lingers and stops every subscription; true only for the call that closed the log. */
  async close(): Promise<boolean> {
    if (this.closed) return false;
    await this.batcher.flush();
    this.closed = true;
    await Promise.all([...this.live].map((subscription) => subscription.stop()));
    return true;
  }
}

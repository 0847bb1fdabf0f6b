import { EventLogError, type EventLogSubscription } from './event-log.port';
import { LingeringBatcher } from './lingering-batcher';

/** A subscription as an adapter runs it: start() resolves once it serves its partitions. */
export interface StartableSubscription extends EventLogSubscription {
  start(): Promise<void>;
}

export interface LingerOptions<R> {
  lingerMs: number;
  maxBatchRecords: number;
  /**
   * Independent send lanes, each with its own batches and one send at a time, so up to `lanes` sends overlap. A
   * record's lane is `laneOf(record)`: records that must stay in order (one key's) must share a lane. Default 1.
   */
  lanes?: number;
  laneOf?: (record: R) => number;
  /** A batch also stays under `maxBatchBytes` by `sizeOf` (a single larger record still goes alone). */
  sizeOf?: (record: R) => number;
  maxBatchBytes?: number;
}

/**
 * What both event log adapters do the same way around their transport: produce calls gathered into lingering batches,
 * the subscriptions they have started, and closing exactly once in order (what still lingers is sent, then every
 * subscription stops). `R` is a record as the transport sends it, `S` the adapter's subscription.
 */
export class EventLogLifecycle<R, S extends StartableSubscription> {
  private readonly batchers: Array<LingeringBatcher<R>>;
  private readonly laneOf: (record: R) => number;
  private readonly live = new Set<S>();
  private closed = false;

  /** `send(records, lane)`: one lane's batch; a lane never has two sends in flight. */
  constructor(send: (records: R[], lane: number) => Promise<void>, linger: LingerOptions<R>) {
    const lanes = Math.max(1, Math.floor(linger.lanes ?? 1));
    this.batchers = Array.from({ length: lanes }, (_, lane) => new LingeringBatcher<R>((records) => send(records, lane), linger.lingerMs, linger.maxBatchRecords, linger.sizeOf, linger.maxBatchBytes));
    this.laneOf = lanes === 1 || !linger.laneOf ? () => 0 : linger.laneOf;
  }

  get subscriptions(): Iterable<S> {
    return this.live;
  }

  assertOpen(): void {
    if (this.closed) throw new EventLogError('EVENT_LOG_CLOSED', 'The event log is closed.');
  }

  /** Resolves once the batch the records went out with is acknowledged; rejects with that send's failure. */
  send(records: R[]): Promise<void> {
    if (this.batchers.length === 1) return this.batchers[0]!.add(records);
    const byLane = new Map<number, R[]>();
    for (const record of records) {
      const lane = this.laneOf(record) % this.batchers.length;
      const list = byLane.get(lane);
      if (list) list.push(record);
      else byLane.set(lane, [record]);
    }
    if (byLane.size === 1) {
      for (const [lane, list] of byLane) return this.batchers[lane]!.add(list);
    }
    return Promise.all([...byLane].map(([lane, list]) => this.batchers[lane]!.add(list))).then(() => undefined);
  }

  async flush(): Promise<void> {
    await Promise.all(this.batchers.map((batcher) => batcher.flush()));
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
    await this.flush();
    this.closed = true;
    await Promise.all([...this.live].map((subscription) => subscription.stop()));
    return true;
  }
}

import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Frontend messages that end a request: Sync (extended protocol), Query (simple protocol), Terminate. */
const SYNC = 0x53;
const QUERY = 0x51;
const TERMINATE = 0x58;

/**
 * Schedules the messages of several client connections onto PGlite's single session.
 *
 * pglite-socket 0.2's own queue interleaves clients message by message outside transactions. Under the extended
 * query protocol a request is a sequence (Parse, Bind, Describe, Execute ... Sync) sharing the unnamed statement
 * and portal, so two pooled connections interleaving corrupt each other ("bind message supplies 4 parameters, but
 * prepared statement requires 51"). Here a connection keeps the session from its first message until its request
 * ends (Sync, Query or Terminate) and, while a transaction is open, until the transaction ends; other connections
 * wait their turn. It implements the interface PGLiteSocketServer calls on its `queryQueue`.
 */
export class PgliteProtocolQueue {
  private readonly queue: Pending[] = [];
  private processing = false;
  /** The connection whose request or transaction is in progress, if any. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const item = this.queue[i]!;
      if (item.handlerId === handlerId) {
        this.queue.splice(i, 1);
        item.reject(new Error('Handler disconnected'));
      }
    }
  }

  /** A connection that went away mid-request or mid-transaction must not keep the session. */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.owner = null;
    await this.process();
  }

  private next(): Pending | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index < 0 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        let bytes = 0;
        const current = item;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
        } catch (error) {
          this.owner = null;
          current.reject(error);
          continue;
        }
        const type = current.message[0];
        const requestEnded = type === SYNC || type === QUERY || type === TERMINATE || type === 0;
        this.owner = requestEnded && !this.db.isInTransaction() ? null : current.handlerId;
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }
}

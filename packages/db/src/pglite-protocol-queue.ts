import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const QUERY = 0x51; // 'Q'
const PARSE = 0x50; // 'P'
const SYNC = 0x53; // 'S'
const TERMINATE = 0x58; // 'X'
const READY_FOR_QUERY = 0x5a; // 'Z'
const TRANSACTION_IDLE = 0x49; // 'I': ReadyForQuery status outside any transaction

const discard = (): void => {};

/**
 * Schedules the messages of several client connections onto PGlite's single session.
 *
 * pglite-socket 0.2's own queue interleaves clients message by message outside transactions. Under the extended
 * query protocol a request is a sequence (Parse, Bind, Describe, Execute ... Sync) sharing the unnamed statement
 * and portal, so two pooled connections interleaving corrupt each other ("bind message supplies 4 parameters, but
 * prepared statement requires 51"). Here a connection keeps the session from its first message until the session
 * reports ReadyForQuery with status idle: that covers the end of a Sync or simple Query outside a transaction, the
 * startup packet, an error awaiting its Sync, a portal read in batches through Flush, and a whole transaction
 * (status 'T' or failed 'E'). Other connections wait their turn. A connection that leaves while it holds the
 * session has its transaction or half-run request rolled back, as a real server does when a backend exits.
 *
 * Inherent to a single session and not solved here: session state (SET, named prepared statements, temporary
 * tables, LISTEN) is shared by all connections, and code that awaits a second pooled connection while its own
 * transaction is open waits until that transaction ends.
 *
 * It implements the interface PGLiteSocketServer calls on its `queryQueue`.
 */
export class PgliteProtocolQueue {
  private readonly queue: Pending[] = [];
  private processing = false;
  /** The connection whose request or transaction is in progress, if any. */
  private owner: number | null = null;
  /** The connection whose message PGlite is executing right now. */
  private running: number | null = null;
  /** Connections that went away while holding the session or with a message executing. */
  private readonly departed = new Set<number>();

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

  /**
   * Called when a connection closes. If it holds the session (or its message is executing and may leave it
   * holding it), the scheduler rolls the session back before serving anyone else.
   */
  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId && this.running !== handlerId) return;
    this.departed.add(handlerId);
    await this.process();
  }

  private take(): Pending | undefined {
    const index = this.owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === this.owner);
    return index < 0 || index >= this.queue.length ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (;;) {
        if (this.owner !== null && this.departed.has(this.owner)) {
          this.departed.delete(this.owner);
          await this.resetSession();
          this.owner = null;
          continue;
        }
        const item = this.take();
        if (!item) break;
        await this.run(item);
        if (this.owner !== item.handlerId) this.departed.delete(item.handlerId);
      }
    } finally {
      this.processing = false;
    }
  }

  private async run(item: Pending): Promise<void> {
    if (item.message[0] === TERMINATE) {
      // PGlite ignores Terminate; a server ends the backend, which aborts whatever the connection left open.
      if (this.owner === item.handlerId) {
        await this.resetSession();
        this.owner = null;
      }
      item.resolve(0);
      return;
    }
    const scanner = new ReadyForQueryScanner();
    let bytes = 0;
    this.running = item.handlerId;
    try {
      await this.db.runExclusive(() =>
        this.db.execProtocolRawStream(refuseCopyFromStdin(item.message), {
          onRawData: (data) => {
            scanner.push(data);
            bytes += data.length;
            item.onData(data);
          },
        }),
      );
    } catch (error) {
      // The session's state is unknown: keep it reserved for this connection, whose handler disconnects on the
      // error, which resets the session.
      this.owner = item.handlerId;
      item.reject(error);
      return;
    } finally {
      this.running = null;
    }
    this.owner = scanner.endsIdle() ? null : item.handlerId;
    item.resolve(bytes);
  }

  /**
   * ROLLBACK aborts an open transaction block or the implicit transaction of a request cut short before its Sync.
   * After an error the session skips everything until Sync, so Sync follows and, if a block is still open (it was
   * skipped), a second ROLLBACK.
   */
  private async resetSession(): Promise<void> {
    try {
      await this.db.runExclusive(async () => {
        await this.db.execProtocolRawStream(ROLLBACK_MESSAGE, { onRawData: discard });
        await this.db.execProtocolRawStream(SYNC_MESSAGE, { onRawData: discard });
        if (this.db.isInTransaction()) await this.db.execProtocolRawStream(ROLLBACK_MESSAGE, { onRawData: discard });
      });
    } catch {
      // The database is closing or broken; the messages still queued will fail on their own.
    }
  }
}

/**
 * Follows message boundaries in a response (which may arrive in several chunks) to tell whether it ends with
 * ReadyForQuery reporting an idle session.
 */
class ReadyForQueryScanner {
  private readonly header = new Uint8Array(5);
  private headerLength = 0;
  private bodyRemaining = 0;
  private lastType = 0;
  private lastStatus = 0;

  push(chunk: Uint8Array): void {
    let i = 0;
    while (i < chunk.length) {
      if (this.headerLength < 5) {
        this.header[this.headerLength++] = chunk[i++]!;
        if (this.headerLength === 5) {
          this.lastType = this.header[0]!;
          this.bodyRemaining =
            ((this.header[1]! << 24) | (this.header[2]! << 16) | (this.header[3]! << 8) | this.header[4]!) - 4;
          if (this.lastType === READY_FOR_QUERY && this.bodyRemaining === 1) this.lastStatus = 0;
          if (this.bodyRemaining <= 0) this.headerLength = 0;
        }
        continue;
      }
      const take = Math.min(this.bodyRemaining, chunk.length - i);
      if (this.lastType === READY_FOR_QUERY) this.lastStatus = chunk[i]!;
      i += take;
      this.bodyRemaining -= take;
      if (this.bodyRemaining === 0) this.headerLength = 0;
    }
  }

  endsIdle(): boolean {
    return this.headerLength === 0 && this.lastType === READY_FOR_QUERY && this.lastStatus === TRANSACTION_IDLE;
  }
}

function frontendMessage(type: number, body: Buffer): Uint8Array {
  const message = Buffer.alloc(5 + body.length);
  message[0] = type;
  message.writeInt32BE(4 + body.length, 1);
  body.copy(message, 5);
  return new Uint8Array(message);
}

const ROLLBACK_MESSAGE = frontendMessage(QUERY, Buffer.from('ROLLBACK\0'));
const SYNC_MESSAGE = frontendMessage(SYNC, Buffer.alloc(0));

const COPY_FROM_STDIN = /(?:^|;)\s*copy\b[^;]*\bfrom\s+stdin\b/i;
const COPY_FROM_STDIN_REFUSAL =
  "DO $refused$ BEGIN RAISE EXCEPTION USING ERRCODE = 'feature_not_supported', " +
  "MESSAGE = 'COPY FROM STDIN is not supported by the embedded database; use INSERT'; END $refused$";

/**
 * PGlite's wasm backend exits the process-wide instance when COPY FROM STDIN waits for client data, taking the
 * database down for every connection. Such a statement is swapped for one that fails with SQLSTATE 0A000 in the
 * same protocol position (a Query, or a Parse whose Execute then fails), so the client gets an ordinary error.
 */
function refuseCopyFromStdin(message: Uint8Array): Uint8Array {
  const type = message[0];
  if (type !== QUERY && type !== PARSE) return message;
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  let textStart = 5;
  if (type === PARSE) textStart = bytes.indexOf(0, 5) + 1; // after the statement name
  const textEnd = bytes.indexOf(0, textStart);
  if (textStart <= 0 || textEnd < 0 || !COPY_FROM_STDIN.test(bytes.toString('latin1', textStart, textEnd))) return message;
  if (type === QUERY) return frontendMessage(QUERY, Buffer.from(`${COPY_FROM_STDIN_REFUSAL}\0`));
  const statementName = bytes.subarray(5, textStart);
  return frontendMessage(PARSE, Buffer.concat([statementName, Buffer.from(`${COPY_FROM_STDIN_REFUSAL}\0`), Buffer.alloc(2)]));
}

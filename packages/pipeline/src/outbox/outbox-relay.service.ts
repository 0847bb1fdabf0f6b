import { Inject, Injectable, Logger, type OnApplicationBootstrap, type BeforeApplicationShutdown } from '@nestjs/common';
import type { PrismaClient } from '@emberhold/db';
import { EVENT_LOG, type EventLog, PRISMA } from '@emberhold/platform';

const BATCH = 500;
const IDLE_POLL_MS = 250;

interface OutboxRow {
  id: string;
  topic: string;
  key: string;
  payload: unknown;
}

/**
 * Moves events written to the outbox (in the same transaction as the change they describe) onto the event log,
 * oldest first. Delivery is at least once: a crash between produce and marking, or two relays picking the same
 * rows, sends a row again with the same event id, and every consumer treats the id as the fact's identity.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private stopped = false;

  constructor(
    @Inject(PRISMA) private readonly prisma: PrismaClient,
    @Inject(EVENT_LOG) private readonly eventLog: EventLog,
  ) {}

  onApplicationBootstrap(): void {
    this.schedule(0);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => undefined);
  }

  /** Relays now rather than at the next poll (called after a command wrote to the outbox). */
  async relayNow(): Promise<number> {
    if (!this.running) {
      this.running = this.relayBatch().finally(() => {
        this.running = undefined;
      });
    }
    return this.running;
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.relayNow().then(
        (sent) => this.schedule(sent === BATCH ? 0 : IDLE_POLL_MS),
        (error: unknown) => {
          this.logger.error({ err: error }, 'outbox relay failed; retrying');
          this.schedule(IDLE_POLL_MS * 8);
        },
      );
    }, delayMs);
  }

  private async relayBatch(): Promise<number> {
    // No transaction is held while producing: on the embedded database every connection waits for an open
    // transaction, and the Postgres-table log writes through its own connection.
    const rows = await this.prisma.$queryRaw<OutboxRow[]>`
      SELECT id::text AS id, topic, key, payload FROM outbox
      WHERE published_at IS NULL ORDER BY created_at, id
      LIMIT ${BATCH}`;
    if (rows.length === 0) return 0;
    await this.eventLog.produce(rows.map((row) => ({ topic: row.topic, key: row.key, value: row.payload, id: row.id })));
    const ids = rows.map((row) => row.id);
    await this.prisma.$executeRaw`UPDATE outbox SET published_at = now() WHERE id = ANY(${ids}::uuid[]) AND published_at IS NULL`;
    return rows.length;
  }
}

import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { EPHEMERAL_STORE, type EphemeralStore } from '@emberhold/platform';
import { PageCaches } from '../../common/cache/page-caches';
import { mergedTarget, purgePlanOf } from '../domain/purge-plan';

/** The channel every API process listens on; the store's key prefix keeps deployments and test runs apart. */
export const CACHE_PURGE_CHANNEL = 'cache-purge';

interface PurgeMessage {
  /** The process that purged first (it has already purged its own caches). */
  from: string;
  paths: string[];
}

/**
 * Carries a purge to every other API process over the ephemeral store's pub/sub (Redis in the full mode, where
 * several API processes each keep their own caches). Each process subscribes as it starts and purges its own caches
 * when another one publishes. Pub/sub is not durable: a process that is down or reconnecting misses the message,
 * and its entries still end after CATALOGUE_CACHE_MS.
 */
@Injectable()
export class CachePurgeBroadcast implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(CachePurgeBroadcast.name);
  private readonly processId = randomUUID();
  private unsubscribe: (() => Promise<void>) | undefined;

  constructor(
    @Inject(EPHEMERAL_STORE) private readonly store: EphemeralStore,
    private readonly caches: PageCaches,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    this.unsubscribe = await this.store.subscribe(CACHE_PURGE_CHANNEL, (message) => this.received(message));
  }

  async onApplicationShutdown(): Promise<void> {
    await this.unsubscribe?.().catch(() => undefined);
    this.unsubscribe = undefined;
  }

  /** Tells the other processes; false when the store could not take the message. */
  async send(paths: string[]): Promise<boolean> {
    const message: PurgeMessage = { from: this.processId, paths };
    try {
      await this.store.publish(CACHE_PURGE_CHANNEL, JSON.stringify(message));
      return true;
    } catch (error) {
      this.logger.warn(`a cache purge could not be sent to the other API processes: ${String(error)}`);
      return false;
    }
  }

  private received(raw: string): void {
    let message: PurgeMessage;
    try {
      message = JSON.parse(raw) as PurgeMessage;
    } catch {
      return;
    }
    if (message.from === this.processId || !Array.isArray(message.paths)) return;
    const paths = message.paths.filter((path): path is string => typeof path === 'string');
    const dropped = this.caches.purge(mergedTarget(paths.map((path) => purgePlanOf(path).target)));
    this.logger.log(`purged ${paths.length} page(s) at another process's request: ${JSON.stringify(dropped)}`);
  }
}

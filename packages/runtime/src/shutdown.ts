import type { INestApplication } from '@nestjs/common';
import type { Logger } from 'pino';

const GRACE_MS = 25_000;

/**
 * On SIGTERM or SIGINT: stop taking requests, let consumers and job workers finish their batch, flush the event
 * producer and close the pools (Nest's shutdown hooks, in that order), then exit 0. A second signal, or a close
 * that outlasts the grace period, exits at once with 1.
 */
export function exitGracefullyOnSignals(app: INestApplication, logger: Logger): void {
  let closing = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (closing) {
      logger.warn({ signal }, 'second signal: exiting without finishing shutdown');
      process.exit(1);
    }
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error({ graceMs: GRACE_MS }, 'shutdown took too long; exiting');
      process.exit(1);
    }, GRACE_MS);
    timer.unref();
    app.close().then(
      () => {
        logger.info('shutdown complete');
        process.exit(0);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

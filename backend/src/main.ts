import 'reflect-metadata';
import { ConfigError, loadConfig } from '@emberhold/platform';
import { describeStartupFailure, exitGracefullyOnSignals, openInfrastructure, prepareInfrastructure, printBanner } from '@emberhold/runtime';
import pino from 'pino';
import { createApp } from './create-app';

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'api' } });
  const infrastructure = await openInfrastructure(config, logger);
  try {
    await prepareInfrastructure(infrastructure, logger);
    const app = await createApp(infrastructure, logger, { withPipeline: config.mode === 'embedded' });
    exitGracefullyOnSignals(app, logger);
    await app.listen({ port: config.PORT, host: config.HOST });
    const address = app.getHttpServer().address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    printBanner(config, port);
  } catch (error) {
    await infrastructure.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  // One line naming what is wrong; the stack only when it is our bug, not the environment's.
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else process.stderr.write(`${describeStartupFailure(error)}\n`);
  process.exit(1);
});

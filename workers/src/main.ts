import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ConfigError, loadConfig } from '@emberhold/platform';
import { describeStartupFailure, exitGracefullyOnSignals, openInfrastructure, PinoNestLogger } from '@emberhold/runtime';
import pino from 'pino';
import { WorkerModule } from './worker.module';

async function main(): Promise<void> {
  const config = loadConfig();
  if (config.mode !== 'full') {
    throw new ConfigError(
      'Invalid configuration: the workers process runs only in the full mode (set DATABASE_URL, REDIS_URL, KAFKA_BROKERS and CLICKHOUSE_URL); the embedded mode runs the workers inside "npm start"',
    );
  }
  const logger = pino({ level: config.LOG_LEVEL, base: { service: 'workers' } });
  const infrastructure = await openInfrastructure(config, logger);
  try {
    // The api process migrates on start; workers only need the schema to be there.
    const app = await NestFactory.create<NestFastifyApplication>(WorkerModule.forRoot(infrastructure), new FastifyAdapter({ loggerInstance: logger }), {
      logger: new PinoNestLogger(logger),
    });
    exitGracefullyOnSignals(app, logger);
    await app.listen({ port: config.PORT, host: config.HOST });
    logger.info({ port: config.PORT }, 'workers running');
  } catch (error) {
    await infrastructure.close().catch(() => undefined);
    throw error;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof ConfigError ? error.message : describeStartupFailure(error)}\n`);
  process.exit(1);
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { loadConfig, type AppConfig } from '@emberhold/platform';
import { openInfrastructure, prepareInfrastructure, type Infrastructure } from '@emberhold/runtime';
import pino from 'pino';
import { createApp } from '../src/create-app';

export interface EmbeddedApp {
  app: NestFastifyApplication;
  infrastructure: Infrastructure;
  dataDir: string;
  close(): Promise<void>;
}

/** The whole product in the embedded mode on a throwaway data directory, with a small seeded catalogue. */
export async function startEmbeddedApp(options: { dataDir?: string; posts?: number; env?: Record<string, string> } = {}): Promise<EmbeddedApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'emberhold-app-'));
  const config = loadConfig({ EMBERHOLD_DATA_DIR: dataDir, EMBERHOLD_SEED_SIZE: String(options.posts ?? 120), LOG_LEVEL: 'warn', ...options.env });
  const { app, infrastructure } = await openApp(config);
  return {
    app,
    infrastructure,
    dataDir,
    close: async () => {
      await app.close();
    },
  };
}

/**
 * The API with its workers in this process on `config`: the infrastructure opened and prepared (migrated, seeded on a
 * first start), then the app on it. When the app does not start, the infrastructure is closed again.
 */
export async function openApp(config: AppConfig): Promise<{ app: NestFastifyApplication; infrastructure: Infrastructure }> {
  const logger = pino({ level: 'warn' });
  const infrastructure = await openInfrastructure(config, logger);
  try {
    await prepareInfrastructure(infrastructure, logger);
    return { app: await createApp(infrastructure, logger, { withPipeline: true }), infrastructure };
  } catch (error) {
    await infrastructure.close();
    throw error;
  }
}

export function removeDataDir(dataDir: string): void {
  rmSync(dataDir, { recursive: true, force: true });
}

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Infrastructure } from '@emberhold/runtime';
import { removeDataDir, startEmbeddedApp } from './embedded-app.test-support';

export interface ApiUnderTest {
  app: NestFastifyApplication;
  infrastructure: Infrastructure;
  /** Stops the product and removes everything it stored. */
  close(): Promise<void>;
}

/**
 * The API with its workers in one process, on a small seeded catalogue, for the integration suites of the user-facing
 * calls. `env` adds configuration (SMTP_URL for a test inbox, limits ...).
 */
export async function startApiUnderTest(options: { posts?: number; env?: Record<string, string> } = {}): Promise<ApiUnderTest> {
  const product = await startEmbeddedApp(options);
  return {
    app: product.app,
    infrastructure: product.infrastructure,
    close: async () => {
      await product.close();
      removeDataDir(product.dataDir);
    },
  };
}

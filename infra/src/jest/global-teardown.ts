import { rmSync } from 'node:fs';
import { testRunDir } from './test-run';
import { takeTestServices } from './test-services.state';

/**
 * Stops what global-setup started and removes the run's seeded product templates (their databases go with its
 * Postgres); Jest runs this whether or not the tests passed.
 */
export default async function globalTeardown(): Promise<void> {
  const shared = testRunDir();
  if (shared) rmSync(shared, { recursive: true, force: true });
  await takeTestServices()?.stop();
}

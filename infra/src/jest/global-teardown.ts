import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { takeTestServices } from './test-services.state';

/**
 * Stops what global-setup started and removes the run's seeded product templates (their databases go with its
 * Postgres); Jest runs this whether or not the tests passed.
 */
export default async function globalTeardown(): Promise<void> {
  const run = process.env.EMBERHOLD_TEST_RUN;
  if (run && /^[\w-]+$/.test(run)) rmSync(join(tmpdir(), 'emberhold-templates', run), { recursive: true, force: true });
  await takeTestServices()?.stop();
}

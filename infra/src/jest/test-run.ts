import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where this Jest run keeps what its workers share (the seeded product templates of
 * backend/test/product-templates.test-support.ts), named by EMBERHOLD_TEST_RUN, which the global setup sets; undefined
 * when the run has no name to share under.
 */
export function testRunDir(): string | undefined {
  const run = process.env.EMBERHOLD_TEST_RUN;
  return run && /^[\w-]+$/.test(run) ? join(tmpdir(), 'emberhold-templates', run) : undefined;
}

#!/usr/bin/env node
// `npm test`: the full suite against real services. Installs npm dependencies and the Debian packages the services
// need (Postgres, Redis, Chromium; Kafka comes from Maven Central), builds, then runs Jest, whose global setup
// starts throwaway services and stops them at the end. Extra arguments go to Jest.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, root, run, step } from './lib.mjs';

ensureDependencies();
ensureBuilt();
step('Checking the services the tests need');
run(process.execPath, ['infra/dist/cli.js', 'ensure']);
step('Running the test suite');
// PGlite and Prisma load WebAssembly through dynamic import(), which Jest's sandbox allows only with VM modules on.
const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--disable-warning=ExperimentalWarning'].filter(Boolean).join(' ');
const results = join(root, '.cache', 'jest-results.json');
mkdirSync(join(root, '.cache'), { recursive: true });
rmSync(results, { force: true });
const jest = spawnSync('npx', ['jest', '--json', `--outputFile=${results}`, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: nodeOptions },
});
// One plain closing line with the counts, whatever reporter Jest used.
if (existsSync(results)) {
  const summary = JSON.parse(readFileSync(results, 'utf8'));
  const skipped = summary.numPendingTests + summary.numTodoTests;
  process.stdout.write(`\n${summary.numPassedTests} passed, ${summary.numFailedTests} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
}
process.exit(jest.status ?? 1);

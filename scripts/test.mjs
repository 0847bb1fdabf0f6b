#!/usr/bin/env node
// `npm test`: the full suite against real services. Installs npm dependencies and the Debian packages the services
// need (Postgres, Redis, Chromium; Kafka comes from Maven Central), builds, runs the site's component tests (Vitest,
// frontend/src/**/*.test.tsx), then Jest, whose global setup starts throwaway services and stops them at the end.
// Extra arguments go to Jest, except paths of component tests, which go to Vitest; with arguments, only the runner
// they are for runs.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureBuilt, ensureDependencies, root, run, step } from './lib.mjs';

const args = process.argv.slice(2);
const isComponentTest = (arg) => /\.test\.tsx?$/.test(arg) || /^(\.\/)?frontend\/src\/.*\.test\b/.test(arg);
const componentArgs = args.filter(isComponentTest);
const jestArgs = args.filter((arg) => !isComponentTest(arg));
const runComponents = args.length === 0 || componentArgs.length > 0;
const runJest = args.length === 0 || jestArgs.length > 0;

ensureDependencies();
ensureBuilt();
mkdirSync(join(root, '.cache'), { recursive: true });
const outcomes = [];

/**
 * Reads a runner's JSON summary (Jest's format; Vitest writes the same fields). A test file that could not even run
 * (a syntax or import error) has no tests to fail, so it is counted as a failure of its own.
 */
function summary(file) {
  if (!existsSync(file)) return null;
  const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numRuntimeErrorTestSuites = 0 } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: numPassedTests, failed: numFailedTests + numRuntimeErrorTestSuites, skipped: numPendingTests + numTodoTests };
}

if (runComponents) {
  step('Running the component tests (Vitest)');
  const results = join(root, '.cache', 'vitest-results.json');
  rmSync(results, { force: true });
  const paths = componentArgs.map((arg) => arg.replace(/^(\.\/)?frontend\//, ''));
  const vitest = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${results}`, ...paths], {
    cwd: join(root, 'frontend'),
    stdio: 'inherit',
  });
  outcomes.push({ status: vitest.status ?? 1, counts: summary(results) });
}

if (runJest) {
  step('Checking the services the tests need');
  run(process.execPath, ['infra/dist/cli.js', 'ensure']);
  step('Running the test suite');
  // PGlite and Prisma load WebAssembly through dynamic import(), which Jest's sandbox allows only with VM modules on.
  const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--disable-warning=ExperimentalWarning'].filter(Boolean).join(' ');
  const results = join(root, '.cache', 'jest-results.json');
  rmSync(results, { force: true });
  const jest = spawnSync('npx', ['jest', '--json', `--outputFile=${results}`, ...jestArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: nodeOptions },
  });
  outcomes.push({ status: jest.status ?? 1, counts: summary(results) });
}

// One plain closing line with the counts of both runners, whatever reporters they used.
const total = { passed: 0, failed: 0, skipped: 0 };
for (const { counts } of outcomes) {
  if (!counts) continue;
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
}
if (outcomes.some(({ counts }) => counts)) {
  process.stdout.write(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}\n`);
}
process.exit(outcomes.find(({ status }) => status !== 0)?.status ?? 0);

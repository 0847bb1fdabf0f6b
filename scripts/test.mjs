#!/usr/bin/env node
// `npm test`: the full suite against real services. Installs npm dependencies and the Debian packages the services
// need (Postgres, Redis, Chromium; Kafka comes from Maven Central), builds, then runs Jest, whose global setup
// starts throwaway services and stops them at the end. Extra arguments go to Jest.
import { ensureBuilt, ensureDependencies, run, step } from './lib.mjs';

ensureDependencies();
ensureBuilt();
step('Checking the services the tests need');
run(process.execPath, ['infra/dist/cli.js', 'ensure']);
step('Running the test suite');
// PGlite and Prisma load WebAssembly through dynamic import(), which Jest's sandbox allows only with VM modules on.
const nodeOptions = [process.env.NODE_OPTIONS, '--experimental-vm-modules', '--disable-warning=ExperimentalWarning'].filter(Boolean).join(' ');
run('npx', ['jest', ...process.argv.slice(2)], { env: { ...process.env, NODE_OPTIONS: nodeOptions } });

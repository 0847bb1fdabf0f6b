// Shared by the start and test commands: plain Node (no dependencies), so they work on a fresh clone.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');

export function step(message) {
  process.stdout.write(`\u001b[36m▸\u001b[0m ${message}\n`);
}

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    process.stderr.write(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})\n`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === 'generated') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/**
 * npm dependencies, installed when missing or older than package-lock.json or the patches in patches/ (applied by
 * patch-package after every install). `npm install` rather than `npm ci`: the lockfile keeps the versions, and npm
 * 11's ci refuses lockfiles written on one platform that omit other platforms' optional binaries (swc, rolldown).
 */
export function ensureDependencies() {
  const marker = join(root, 'node_modules', '.package-lock.json');
  const wanted = Math.max(statSync(join(root, 'package-lock.json')).mtimeMs, newestMtime(join(root, 'patches')));
  if (existsSync(marker) && statSync(marker).mtimeMs >= wanted) return;
  step('Installing npm dependencies');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

/** Builds what is missing or stale: the Prisma client, the TypeScript projects (incremental) and the site bundle. */
export function ensureBuilt() {
  const generated = join(root, 'packages/db/src/generated/prisma');
  if (newestMtime(join(root, 'packages/db/prisma/schema.prisma')) > newestMtime(generated)) {
    step('Generating the Prisma client');
    run('npm', ['run', 'generate', '-w', 'packages/db', '--silent']);
  }
  step('Compiling TypeScript (incremental)');
  run('npx', ['tsc', '-b', 'tsconfig.build.json']);
  const bundle = join(root, 'frontend/dist/index.html');
  const sources = Math.max(
    newestMtime(join(root, 'frontend/src')),
    newestMtime(join(root, 'frontend/index.html')),
    newestMtime(join(root, 'frontend/vite.config.ts')),
  );
  if (!existsSync(bundle) || sources > statSync(bundle).mtimeMs) {
    step('Building the site (vite build)');
    run('npm', ['run', 'build', '-w', 'frontend', '--silent']);
  }
}

#!/usr/bin/env node
// Start-up benchmark of the embedded mode: time from process start to /readyz answering 200.
//   cold, no seed   fresh data directory, EMBERHOLD_SEED=skip: migrations and engines only (the baseline)
//   cold, demo      fresh data directory with the demo catalogue seeded (what a newcomer's first `npm start` does)
//   warm            the same directory started again (every later `npm start`)
// Prints the figures and the conditions. Needs a build (npm run build). Usage: npm run bench:startup [-- --runs 3]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { root } from '../lib.mjs';
import { median } from './http-load.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function timeToReady(dataDir, extraEnv = {}) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, EMBERHOLD_DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'warn', ...extraEnv },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited early: ${stderr}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/readyz`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

const results = { 'cold, no seed (baseline)': [], 'cold, demo catalogue': [], warm: [] };
for (let run = 0; run < runs; run++) {
  const bare = mkdtempSync(join(tmpdir(), 'emberhold-bench-'));
  const seeded = mkdtempSync(join(tmpdir(), 'emberhold-bench-'));
  try {
    results['cold, no seed (baseline)'].push(await timeToReady(bare, { EMBERHOLD_SEED: 'skip' }));
    results['cold, demo catalogue'].push(await timeToReady(seeded));
    results.warm.push(await timeToReady(seeded));
  } finally {
    rmSync(bare, { recursive: true, force: true });
    rmSync(seeded, { recursive: true, force: true });
  }
}

process.stdout.write(
  `Start-up to /readyz, embedded mode, ${runs} run(s) each\n` +
    `conditions: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load ${loadavg().map((l) => l.toFixed(2)).join(' ')}, ` +
    `${Math.round(freemem() / 2 ** 30)} GiB free, node ${process.version}\n\n`,
);
const baseline = median(results['cold, no seed (baseline)']);
for (const [name, values] of Object.entries(results)) {
  const m = median(values);
  process.stdout.write(
    `${name.padEnd(26)} median ${seconds(m).padStart(8)}  min ${seconds(Math.min(...values)).padStart(8)}  max ${seconds(Math.max(...values)).padStart(8)}  (${(m / baseline).toFixed(2)}x baseline)\n`,
  );
}

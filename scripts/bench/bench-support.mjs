// What the benchmarks share: their command-line numbers, their output, the machine's conditions they report, and the
// product's built processes started as production runs them.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, freemem, loadavg } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';

/** The number given as `--name N` on the command line, or `fallback`. */
export function numberArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}

/** The numbers given as `--name 1,2,3` on the command line, or those of `fallback` (the same form). */
export function numbersArg(name, fallback) {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 ? process.argv[i + 1] : fallback).split(',').map(Number);
}

export const log = (line = '') => process.stdout.write(`${line}\n`);

/** The machine a run had: cores, load, free memory and Node, for the report's `conditions:` line. */
export function machineConditions() {
  return `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load ${loadavg().map((l) => l.toFixed(2)).join(' ')}, ${Math.round(freemem() / 2 ** 30)} GiB free, node ${process.version}`;
}

/** CPU seconds a process has used so far (user and system, all its threads), from /proc; NaN when it cannot be read. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/**
 * The full mode's services for a benchmark: Postgres, Redis and Kafka from infra's launchers (`serviceOptions` as
 * startTestServices takes them) and ClickHouse over HTTP with its data under `dataDir`, each one's stop pushed on
 * `stops`. Answers them with the environment the product's processes run against them with.
 */
export async function startFullModeServices(infra, dataDir, stops, serviceOptions = {}) {
  log('starting Postgres, Redis, Kafka and ClickHouse-over-HTTP ...');
  const services = await infra.startTestServices({ chromium: false, ...serviceOptions });
  stops.push(() => services.stop());
  const clickhouse = await infra.startChdbHttpServer({ path: join(dataDir, 'clickhouse'), sessions: process.env.BENCH_CHDB_SESSIONS ? Number(process.env.BENCH_CHDB_SESSIONS) : undefined });
  stops.push(() => clickhouse.stop());
  const env = {
    DATABASE_URL: services.env.DATABASE_URL,
    REDIS_URL: services.env.REDIS_URL,
    KAFKA_BROKERS: services.env.KAFKA_BROKERS,
    CLICKHOUSE_URL: clickhouse.url,
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    // The load is sent to 127.0.0.1, whatever port: the site answers for PUBLIC_URL's host name.
    PUBLIC_URL: 'http://127.0.0.1',
  };
  return { services, clickhouse, env };
}

/**
 * `backend` or `workers` from its build (`{entry}/dist/main.js`) on `port`, with `env` and only PATH and HOME of this
 * environment; resolves once /readyz answers 200, and stops the process again when it exits first. The API takes the
 * Node options in BENCH_API_NODE_ARGS, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" to profile it under load, and the
 * workers those in BENCH_WORKERS_NODE_ARGS.
 */
export async function startBuiltProcess(entry, env, port) {
  const nodeArgs = ({ backend: process.env.BENCH_API_NODE_ARGS, workers: process.env.BENCH_WORKERS_NODE_ARGS }[entry] ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, `${entry}/dist/main.js`], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${entry} exited during start-up`);
      try {
        if ((await fetch(`${base}/readyz`)).status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, pid: child.pid, stop };
}

/**
 * The API as production runs it against the full mode's services (`env`), with `posts` posts seeded on its first start
 * (or the database at `reusedDatabase`), the catalogue cache at `cacheMs` (undefined: the production default) and
 * `extraEnv` beside; logs how long it took to be ready. The caller owns its stop.
 */
export async function startSeededApi(infra, { env, dataDir, posts, reusedDatabase, cacheMs, extraEnv = {} }) {
  const port = await infra.getFreePort();
  const started = performance.now();
  const api = await startBuiltProcess(
    'backend',
    {
      ...env,
      DATABASE_URL: reusedDatabase ?? env.DATABASE_URL,
      EMBERHOLD_ROLE: 'api',
      EMBERHOLD_DATA_DIR: join(dataDir, 'api'),
      EMBERHOLD_SEED_SIZE: String(posts),
      ...extraEnv,
      ...(cacheMs === undefined ? {} : { CATALOGUE_CACHE_MS: String(cacheMs) }),
      LOG_LEVEL: 'warn',
    },
    port,
  );
  log(`API ready after ${((performance.now() - started) / 1000).toFixed(0)} s (catalogue cache ${cacheMs === undefined ? 'production default' : `${cacheMs} ms`})`);
  return api;
}

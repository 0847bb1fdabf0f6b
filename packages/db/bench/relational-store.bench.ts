/**
 * Throughput of simple parameterised queries over a pg pool: embedded PGlite behind its socket against Postgres.
 *
 *   node -r ./packages/db/bench/ts-register.cjs packages/db/bench/relational-store.bench.ts [--queries 1000] [--pool 6]
 *
 * Postgres comes from BENCH_POSTGRES_URL, else a private server started through @emberhold/infra (needs
 * `npm run build -w infra`). Numbers depend on the machine; compare the two lines of one run.
 */
import { cpus, loadavg } from 'node:os';
import { Pool } from 'pg';
import { startPgliteServer } from '../src/pglite-server';

const argument = (name: string, fallback: number): number => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
};
const queries = argument('queries', 1000);
const poolSize = argument('pool', 6);

async function measure(label: string, url: string): Promise<void> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  try {
    await pool.query('CREATE TABLE IF NOT EXISTS bench_items (id int PRIMARY KEY, name text NOT NULL)');
    await pool.query('TRUNCATE bench_items');
    await pool.query("INSERT INTO bench_items SELECT g, 'item ' || g FROM generate_series(1, 1000) AS g");
    // Warm-up opens every pooled connection, so connection set-up is not timed.
    await Promise.all(Array.from({ length: poolSize * 4 }, (_, i) => pool.query('SELECT name FROM bench_items WHERE id = $1', [i + 1])));
    const started = performance.now();
    await Promise.all(
      Array.from({ length: queries }, async (_, i) => {
        const id = (i % 1000) + 1;
        const { rows } = await pool.query<{ name: string }>('SELECT name FROM bench_items WHERE id = $1', [id]);
        if (rows[0]?.name !== `item ${id}`) throw new Error(`query ${i} returned ${JSON.stringify(rows)}`);
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`${label.padEnd(16)} ${queries} queries, pool ${poolSize}: ${(seconds * 1000).toFixed(0)} ms, ${(queries / seconds).toFixed(0)} queries/s`);
    await pool.query('DROP TABLE bench_items');
  } finally {
    await pool.end();
  }
}

async function main(): Promise<void> {
  console.log(`${cpus().length} cpus, load ${loadavg().map((load) => load.toFixed(2)).join(' ')}, node ${process.version}`);
  const pglite = await startPgliteServer();
  try {
    await measure('pglite (socket)', pglite.url);
  } finally {
    await pglite.stop();
  }

  let postgresUrl = process.env.BENCH_POSTGRES_URL;
  let stopPostgres: (() => Promise<void>) | undefined;
  if (!postgresUrl) {
    const { startPostgres } = await import('@emberhold/infra');
    const postgres = await startPostgres();
    postgresUrl = postgres.url;
    stopPostgres = () => postgres.stop();
  }
  try {
    await measure('postgres', postgresUrl);
  } finally {
    await stopPostgres?.();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { APT_REQUIREMENTS, ensureAptPackages, POSTGRES_BIN_DIR } from './ensure-apt';
import { getFreePort } from './free-port';
import { tailOfFile } from './managed-process';
import { ServiceStartError } from './service-start.error';
import { ServiceInstance, withPortRetry, type ServiceHandle } from './service-handle';

export interface PostgresOptions {
  /** Name of the database created for the application. */
  database?: string;
  port?: number;
  timeoutMs?: number;
}

export interface PostgresHandle extends ServiceHandle {
  readonly port: number;
  readonly database: string;
}

// Durability is worthless for a throwaway cluster; these settings make DDL-heavy tests much faster.
const THROWAWAY_SETTINGS = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_connections=300',
  'shared_buffers=64MB',
];

/**
 * Starts a private PostgreSQL 15 cluster on a free port: initdb into a temporary directory, the
 * server as the `postgres` OS user (it refuses to run as root), unix socket inside that directory,
 * trust authentication on 127.0.0.1 only.
 */
export async function startPostgres(options: PostgresOptions = {}): Promise<PostgresHandle> {
  await ensureAptPackages([APT_REQUIREMENTS.postgresql, APT_REQUIREMENTS.postgresqlContrib]);
  // Postgres refuses to run as root; as any other user it simply runs as that user.
  const owner = process.getuid?.() === 0 ? systemUser('postgres') : undefined;
  return withPortRetry(() => startOnce(options, owner));
}

async function startOnce(options: PostgresOptions, owner: { uid: number; gid: number } | undefined): Promise<PostgresHandle> {
  const began = Date.now();
  const database = options.database ?? 'emberhold';
  const instance = new ServiceInstance('postgres', 10000, owner);
  const { logFile } = instance;
  const dataDir = instance.dir.file('data');
  try {
    await instance.runStep('initdb', {
      command: join(POSTGRES_BIN_DIR, 'initdb'),
      args: ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'],
      ...owner,
    });
    const port = options.port ?? (await getFreePort());
    const server = instance.spawn({
      command: join(POSTGRES_BIN_DIR, 'postgres'),
      args: [
        '-D', dataDir,
        '-p', String(port),
        '-k', instance.dir.path,
        '-c', 'listen_addresses=127.0.0.1',
        ...THROWAWAY_SETTINGS.flatMap((setting) => ['-c', setting]),
      ],
      ...owner,
      // SIGINT is Postgres's "fast shutdown": disconnect clients, write nothing more, exit.
      stopSignal: 'SIGINT',
    });
    await instance.waitUntilReady(server, { timeoutMs: options.timeoutMs ?? 60000, probe: () => canQuery(`postgresql://postgres@127.0.0.1:${port}/postgres`) });
    await prepareDatabase(port, database, logFile);
    const url = `postgresql://postgres@127.0.0.1:${port}/${database}`;
    return {
      name: 'postgres',
      url,
      env: { DATABASE_URL: url },
      dir: instance.dir.path,
      logFile,
      startupMs: Date.now() - began,
      port,
      database,
      stop: () => instance.stop(),
    };
  } catch (error) {
    await instance.stop();
    throw error;
  }
}

async function canQuery(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return true;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function prepareDatabase(port: number, database: string, logFile: string): Promise<void> {
  const client = new Client({ connectionString: `postgresql://postgres@127.0.0.1:${port}/postgres` });
  await client.connect();
  try {
    const trgm = await client.query("SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm'");
    if (trgm.rowCount === 0) {
      throw new ServiceStartError('postgres', 'the pg_trgm extension is not installed (Debian package postgresql-contrib)');
    }
    await client.query(`CREATE DATABASE ${quoteIdentifier(database)}`);
  } catch (error) {
    if (error instanceof ServiceStartError) throw error;
    throw new ServiceStartError('postgres', `could not create database ${database}: ${(error as Error).message}`, tailOfFile(logFile));
  } finally {
    await client.end();
  }
}

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

function systemUser(name: string): { uid: number; gid: number } {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${name}:`));
  const [, , uid, gid] = line?.split(':') ?? [];
  if (uid === undefined || gid === undefined) {
    throw new ServiceStartError('postgres', `the ${name} OS user does not exist (it comes with the postgresql package)`);
  }
  return { uid: Number(uid), gid: Number(gid) };
}

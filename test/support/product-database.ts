import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { Client } from 'pg';
import type { SiteUnderTest } from './site-under-test';

/**
 * The product's own database under a browser test. In the embedded mode it is PGlite served on a free port of
 * 127.0.0.1 that the product picks and does not print, so the port is found among the ports the product process
 * listens on (Linux /proc), other than the site's, as the one a Postgres client can query. For setting up what a
 * journey needs but no page makes (a staff flag, a dropoff's discount token, a login session).
 */
export async function productDatabaseUrl(site: SiteUnderTest): Promise<string> {
  const ports = listeningPorts(site.product.child.pid!).filter((port) => port !== site.port);
  const failures: string[] = [];
  for (const port of ports) {
    const url = `postgresql://postgres:postgres@127.0.0.1:${port}/postgres?sslmode=disable`;
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      await client.query('SELECT 1 FROM users LIMIT 1');
      return url;
    } catch (error) {
      failures.push(`${port}: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  throw new Error(`could not reach the product's database (listening ports ${ports.join(', ') || 'none'}): ${failures.join('; ')}`);
}

/** Runs `work` with a client connected to the product's database, and closes it. */
export async function withProductDatabase<T>(site: SiteUnderTest, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: await productDatabaseUrl(site), connectionTimeoutMillis: 5_000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The TCP ports process `pid` listens on: its socket inodes matched against the kernel's table of listening sockets. */
function listeningPorts(pid: number): number[] {
  const inodes = new Set<string>();
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (match) inodes.add(match[1]!);
    } catch {
      // The descriptor closed meanwhile.
    }
  }
  const ports = new Set<number>();
  for (const table of [`/proc/${pid}/net/tcp`, `/proc/${pid}/net/tcp6`]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEXIP:HEXPORT; st 0A is LISTEN; the inode is the tenth field.
      if (fields.length < 10 || fields[3] !== '0A' || !inodes.has(fields[9]!)) continue;
      ports.add(parseInt(fields[1]!.split(':')[1]!, 16));
    }
  }
  return [...ports];
}

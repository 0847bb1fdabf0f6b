import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { quoteIdentifier } from './services/postgres.launcher';

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

export class TestDatabaseUnavailableError extends Error {
  readonly code = 'TEST_DATABASE_UNAVAILABLE';

  constructor() {
    super('TEST_DATABASE_URL is not set: run the tests through the root Jest config (its global setup starts Postgres)');
    this.name = 'TestDatabaseUnavailableError';
  }
}

/**
 * Creates an empty database with a random name on the test Postgres server (TEST_DATABASE_URL
 * unless serverUrl is given), for tests that need isolation. `template` clones an existing
 * database instead, which is much faster than migrating each fresh one.
 */
export async function createTestDatabase(options: { prefix?: string; template?: string; serverUrl?: string } = {}): Promise<TestDatabase> {
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new TestDatabaseUnavailableError();
  const prefix = (options.prefix ?? 'test').toLowerCase().replace(/[^a-z0-9_]/g, '_').slice(0, 40);
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${quoteIdentifier(name)}${options.template ? ` TEMPLATE ${quoteIdentifier(options.template)}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      // FORCE ends connections a test forgot to close instead of failing the drop.
      await withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`));
    },
  };
}

async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

import { Client } from 'pg';
import { createTestDatabase } from '../test-databases';

const databaseUrl = process.env.TEST_DATABASE_URL;
const describeWithPostgres = databaseUrl ? describe : describe.skip;

async function query<T>(url: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

describeWithPostgres('Postgres from the test launcher', () => {
  it('is PostgreSQL 15 with pg_trgm available for fuzzy search', async () => {
    const db = await createTestDatabase({ prefix: 'trgm' });
    try {
      const [version] = await query<{ server_version_num: string }>(db.url, 'SHOW server_version_num');
      expect(Number(version?.server_version_num)).toBeGreaterThanOrEqual(150000);
      await query(db.url, 'CREATE EXTENSION pg_trgm');
      const [row] = await query<{ score: number }>(db.url, "SELECT similarity('Emberhold', 'Emberholt') AS score");
      expect(row?.score).toBeGreaterThan(0.5);
    } finally {
      await db.drop();
    }
  });

  it('gives each test database its own tables, and drop() removes it', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      await query(a.url, 'CREATE TABLE wishlist (id int)');
      const inB = await query(b.url, "SELECT 1 FROM information_schema.tables WHERE table_name = 'wishlist'");
      expect(inB).toHaveLength(0);
    } finally {
      await a.drop();
      await b.drop();
    }
    const remaining = await query<{ datname: string }>(databaseUrl!, `SELECT datname FROM pg_database WHERE datname IN ('${a.name}', '${b.name}')`);
    expect(remaining).toEqual([]);
  });
});

import { readdirSync } from 'node:fs';
import { Client } from 'pg';
import { createTestDatabase, type TestDatabase } from '@emberhold/infra';
import { applyMigrations, DEFAULT_MIGRATIONS_DIR } from '../src';
import { tablesDeclaredInSchema } from './schema-tables.test-support';

const migrationFolders = readdirSync(DEFAULT_MIGRATIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

async function query<T extends Record<string, unknown>>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe('migrations on Postgres', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase({ prefix: 'db_migrations' });
  });

  afterAll(async () => {
    await database?.drop();
  });

  it('applies every migration to a fresh database and records them like the Prisma CLI', async () => {
    const { applied } = await applyMigrations(database.url);

    expect(applied).toEqual(migrationFolders);
    const recorded = await query<{ migration_name: string; finished: boolean }>(
      database.url,
      'SELECT migration_name, finished_at IS NOT NULL AS finished FROM _prisma_migrations ORDER BY migration_name',
    );
    expect(recorded).toEqual(migrationFolders.map((name) => ({ migration_name: name, finished: true })));
  });

  it('creates every table the schema declares', async () => {
    const rows = await query<{ tablename: string }>(
      database.url,
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename",
    );
    expect(rows.map((row) => row.tablename)).toEqual(tablesDeclaredInSchema());
  });

  it('applies nothing the second time', async () => {
    const { applied } = await applyMigrations(database.url);
    expect(applied).toEqual([]);
  });

  it('finds posts by trigram similarity through the title index', async () => {
    const indexes = await query<{ indexdef: string }>(
      database.url,
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'posts' AND indexname = 'posts_title_trgm_idx'",
    );
    expect(indexes[0]?.indexdef).toMatch(/USING gin \(title gin_trgm_ops\)/);

    await query(
      database.url,
      `INSERT INTO posts (slug, title, link, updated_at) VALUES
         ('ember-dragon-mug', 'Ember Dragon Mug', 'https://example.com/1', now()),
         ('keep-banner', 'Emberhold Keep Banner', 'https://example.com/2', now())`,
    );
    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      await client.query('SET enable_seqscan = off');
      const plan = await client.query<{ 'QUERY PLAN': string }>("EXPLAIN SELECT slug FROM posts WHERE title % 'dragon mugg'");
      expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('posts_title_trgm_idx');
      const found = await client.query<{ slug: string }>("SELECT slug FROM posts WHERE title % 'dragon mugg'");
      expect(found.rows.map((row) => row.slug)).toEqual(['ember-dragon-mug']);
    } finally {
      await client.end();
    }
  });

  it('keeps the full-text search vector in step with title and content', async () => {
    await query(database.url, "UPDATE posts SET content = 'A wyvern-scale tankard' WHERE slug = 'keep-banner'");
    const rows = await query<{ slug: string }>(
      database.url,
      "SELECT slug FROM posts WHERE search_vector @@ plainto_tsquery('english', 'tankards') ORDER BY slug",
    );
    expect(rows.map((row) => row.slug)).toEqual(['keep-banner']);
  });
});

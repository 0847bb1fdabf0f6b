import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { readdirSync } from 'node:fs';
import { applyMigrations, createPrismaClient, DEFAULT_MIGRATIONS_DIR } from '../src';
import { startPgliteChild, type PgliteChild } from './pglite-child.test-support';
import { tablesDeclaredInSchema } from './schema-tables.test-support';

const migrationFolders = readdirSync(DEFAULT_MIGRATIONS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

describe('migrations on embedded PGlite served over its socket', () => {
  let dataDir: string;
  let server: PgliteChild | undefined;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'emberhold-pglite-'));
    server = await startPgliteChild(path.join(dataDir, 'pg'));
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('applies the same migrations as on Postgres, and nothing the second time', async () => {
    const first = await applyMigrations(server!.url);
    expect(first.applied).toEqual(migrationFolders);
    const second = await applyMigrations(server!.url);
    expect(second.applied).toEqual([]);

    const client = new Client({ connectionString: server!.url });
    await client.connect();
    try {
      const tables = await client.query<{ tablename: string }>(
        "SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename",
      );
      expect(tables.rows.map((row) => row.tablename)).toEqual(tablesDeclaredInSchema());
      const trgm = await client.query("SELECT 1 FROM pg_indexes WHERE indexname = 'posts_title_trgm_idx'");
      expect(trgm.rowCount).toBe(1);
    } finally {
      await client.end();
    }
  });

  it('serves a pooled Prisma client, and keeps the data across a restart on the same directory', async () => {
    const prisma = createPrismaClient(server!.url, { max: 4 });
    try {
      await prisma.post.create({ data: { slug: 'keep-banner', title: 'Emberhold Keep Banner', link: 'https://example.com/b' } });
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          prisma.contact.create({ data: { name: `Visitor ${i}`, email: `v${i}@example.com`, message: 'Hello' } }),
        ),
      );
      const similar = await prisma.$queryRaw<{ slug: string }[]>`SELECT slug FROM posts WHERE title % ${'emberhold keep'}`;
      expect(similar.map((row) => row.slug)).toEqual(['keep-banner']);
    } finally {
      await prisma.$disconnect();
    }

    await server!.stop();
    server = await startPgliteChild(path.join(dataDir, 'pg'));
    expect((await applyMigrations(server.url)).applied).toEqual([]);
    const reopened = createPrismaClient(server.url, { max: 2 });
    try {
      await expect(reopened.contact.count()).resolves.toBe(20);
      await expect(reopened.post.findUnique({ where: { slug: 'keep-banner' } })).resolves.toMatchObject({ title: 'Emberhold Keep Banner' });
    } finally {
      await reopened.$disconnect();
    }
  });
});

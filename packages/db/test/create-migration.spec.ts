import { cp, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createMigration, DEFAULT_MIGRATIONS_DIR, DEFAULT_SCHEMA_PATH, withoutHandWrittenIndexes } from '../src';

const serverUrl = (): string => {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run through the root Jest config');
  return url;
};

/**
 * The scratch (shadow) databases on the test server. Only these: other suites create and drop their own databases on
 * the same server at the same time.
 */
async function scratchDatabaseNames(): Promise<string[]> {
  const client = new Client({ connectionString: serverUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'prisma\\_migrate\\_shadow\\_db\\_%' ORDER BY datname");
    return rows.map((row) => row.datname);
  } finally {
    await client.end();
  }
}

describe('creating a migration offline', () => {
  let workDir: string;
  let migrationsDir: string;

  beforeEach(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), 'emberhold-migrations-'));
    migrationsDir = path.join(workDir, 'migrations');
    await cp(DEFAULT_MIGRATIONS_DIR, migrationsDir, { recursive: true });
  });

  afterEach(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  it('finds nothing to do when the committed migrations match schema.prisma', async () => {
    const result = await createMigration({ name: 'noop', migrationsDir, shadowDatabaseUrl: serverUrl() });

    expect(result.migrationName).toBeNull();
    expect((await readdir(migrationsDir)).sort()).toEqual((await readdir(DEFAULT_MIGRATIONS_DIR)).sort());
  });

  it('writes only the difference for a changed schema, and drops its scratch database', async () => {
    const before = await scratchDatabaseNames();
    const schema = (await readFile(DEFAULT_SCHEMA_PATH, 'utf8')).replace(
      '  type      String   @default("General question/inquiry")\n',
      '  type      String   @default("General question/inquiry")\n  country   String?\n',
    );
    const schemaPath = path.join(workDir, 'schema.prisma');
    await writeFile(schemaPath, schema);

    const result = await createMigration({ name: 'contact_country', schemaPath, migrationsDir, shadowDatabaseUrl: serverUrl() });

    expect(result.migrationName).toMatch(/^\d{14}_contact_country$/);
    const sql = await readFile(result.migrationPath!, 'utf8');
    expect(sql).toContain('ALTER TABLE "contacts" ADD COLUMN     "country" TEXT;');
    expect(sql).not.toMatch(/search_vector|DROP/);
    expect(await scratchDatabaseNames()).toEqual(before);
  });

  it('keeps the INCLUDE of a hand-written index out of a generated script, and every other change in it', () => {
    const script = [
      '-- DropIndex\nDROP INDEX "posts_listed_popular_idx";',
      '-- CreateIndex\nCREATE INDEX "posts_listed_popular_idx" ON "posts"("clicks_score_amazon_available" DESC, "id" DESC);',
      '-- AlterTable\nALTER TABLE "contacts" ADD COLUMN "country" TEXT;',
      '-- CreateIndex\nCREATE INDEX "posts_listed_popular_idx_2" ON "posts"("id");',
    ].join('\n\n');

    expect(withoutHandWrittenIndexes(script)).toBe(
      '-- AlterTable\nALTER TABLE "contacts" ADD COLUMN "country" TEXT;\n\n-- CreateIndex\nCREATE INDEX "posts_listed_popular_idx_2" ON "posts"("id");',
    );
  });
});

import { access, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startPgliteServer } from '../pglite-server';
import { openSchemaEngine, toSchemaEngineError } from './schema-engine';
import { postgresAdapterFactory, throwawayAdapterFactory, type TrackedAdapterFactory } from './adapter-factories';
import { DEFAULT_MIGRATIONS_DIR, DEFAULT_SCHEMA_PATH, MIGRATION_LOCK_CONTENT, readMigrationsList } from './migrations-dir';

export interface CreateMigrationOptions {
  name: string;
  schemaPath?: string;
  migrationsDir?: string;
  /**
   * A Postgres server on which a scratch database may be created (and dropped) to replay the
   * existing migrations. Without it an in-memory PGlite is used.
   */
  shadowDatabaseUrl?: string;
  /** Write the folder even when there is nothing to change (for hand-written SQL). */
  draft?: boolean;
}

export interface CreateMigrationResult {
  /** `<timestamp>_<name>`, or null when the schema already matches the migrations. */
  migrationName: string | null;
  migrationPath: string | null;
  script: string | null;
}

/**
 * Indexes whose definition Prisma cannot express (INCLUDE columns), written by hand in a migration and declared in
 * schema.prisma by their keys only. The diff would rebuild them without the extra columns on every new migration,
 * so their DROP and CREATE statements are left out of generated scripts; change them by hand.
 */
export const HAND_WRITTEN_INDEXES: readonly string[] = ['posts_listed_popular_idx'];

/** The script without the statements that would rebuild a hand-written index (see HAND_WRITTEN_INDEXES). */
export function withoutHandWrittenIndexes(script: string, names: readonly string[] = HAND_WRITTEN_INDEXES): string {
  const touches = (chunk: string) =>
    names.some((name) => new RegExp(`^(DROP INDEX|CREATE (UNIQUE )?INDEX) "${name}"`, 'm').test(chunk));
  return script
    .split(/\n\s*\n/)
    .filter((chunk) => !touches(chunk))
    .join('\n\n');
}

/** Prisma's folder prefix: UTC YYYYMMDDHHMMSS, so folders sort in creation order. */
function migrationTimestamp(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/**
 * `prisma migrate dev --create-only` without the native engine or a development database: the
 * engine replays prisma/migrations on a throwaway database and diffs the result against
 * schema.prisma.
 */
export async function createMigration(options: CreateMigrationOptions): Promise<CreateMigrationResult> {
  const schemaPath = path.resolve(options.schemaPath ?? DEFAULT_SCHEMA_PATH);
  const migrationsDir = path.resolve(options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
  const schema = { path: schemaPath, content: await readFile(schemaPath, 'utf8') };
  // The engine infers the provider of a migrations source from its lockfile, even when empty.
  await mkdir(migrationsDir, { recursive: true });
  const lockfilePath = path.join(migrationsDir, 'migration_lock.toml');
  await access(lockfilePath).catch(() => writeFile(lockfilePath, MIGRATION_LOCK_CONTENT));
  const migrationsList = await readMigrationsList(migrationsDir);

  const pglite = options.shadowDatabaseUrl ? undefined : await startPgliteServer({ maxConnections: 4 });
  const factory: TrackedAdapterFactory = options.shadowDatabaseUrl
    ? postgresAdapterFactory(options.shadowDatabaseUrl)
    : throwawayAdapterFactory(pglite!.url);
  try {
    const engine = await openSchemaEngine(factory, { schema });
    let script: string;
    try {
      // createMigration of the wasm engine only accepts a shadow database it creates itself (it
      // refuses: "PostgreSQL shadow DB must be provided through an external factory"); diff with a
      // migrations source replays them on the factory's shadow connection instead.
      const output = await engine.diff({
        from: { tag: 'migrations', ...migrationsList },
        to: { tag: 'schemaDatamodel', files: [schema] },
        script: true,
        exitCode: null,
        filters: { externalTables: [], externalEnums: [] },
      });
      script = withoutHandWrittenIndexes(output.stdout ?? '');
    } catch (error) {
      throw toSchemaEngineError(error);
    } finally {
      engine.free();
    }
    const empty = !script.split('\n').some((line) => line.trim() !== '' && !line.trim().startsWith('--'));
    if (empty && !options.draft) return { migrationName: null, migrationPath: null, script: null };
    const migrationName = `${migrationTimestamp(new Date())}_${options.name}`;
    const folder = path.join(migrationsDir, migrationName);
    await mkdir(folder, { recursive: true });
    const migrationPath = path.join(folder, 'migration.sql');
    await writeFile(migrationPath, script.endsWith('\n') ? script : `${script}\n`);
    return { migrationName, migrationPath, script };
  } finally {
    await factory.disposeAll();
    await pglite?.stop();
  }
}

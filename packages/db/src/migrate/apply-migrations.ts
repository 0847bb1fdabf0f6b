import { openSchemaEngine, toSchemaEngineError } from './schema-engine';
import { postgresAdapterFactory } from './adapter-factories';
import { DEFAULT_MIGRATIONS_DIR, readMigrationsList } from './migrations-dir';

export interface ApplyMigrationsOptions {
  migrationsDir?: string;
}

export interface ApplyMigrationsResult {
  /** Names of the migrations applied by this call, oldest first; empty when already up to date. */
  applied: string[];
  durationMs: number;
}

/**
 * `prisma migrate deploy` without the native engine: applies every migration folder not yet in
 * `_prisma_migrations` and records it there as the CLI does. The engine takes an advisory lock,
 * so replicas starting together do not race.
 */
export async function applyMigrations(
  databaseUrl: string,
  options: ApplyMigrationsOptions = {},
): Promise<ApplyMigrationsResult> {
  const started = performance.now();
  const migrationsList = await readMigrationsList(options.migrationsDir ?? DEFAULT_MIGRATIONS_DIR);
  const factory = postgresAdapterFactory(databaseUrl);
  try {
    const engine = await openSchemaEngine(factory);
    try {
      const output = await engine.applyMigrations({
        migrationsList,
        filters: { externalTables: [], externalEnums: [] },
      });
      return { applied: output.appliedMigrationNames, durationMs: performance.now() - started };
    } catch (error) {
      throw toSchemaEngineError(error);
    } finally {
      engine.free();
    }
  } finally {
    await factory.disposeAll();
  }
}

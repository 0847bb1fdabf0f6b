#!/usr/bin/env node
import { applyMigrations } from '../migrate/apply-migrations';
import { createMigration } from '../migrate/create-migration';
import { SchemaEngineError, takePanicMessage } from '../migrate/schema-engine';

const out = (line: string): void => void process.stdout.write(`${line}\n`);
const err = (line: string): void => void process.stderr.write(`${line}\n`);

const USAGE = `Usage:
  migrate create <name> [--draft]   write prisma/migrations/<timestamp>_<name>/migration.sql from the
                                    difference between the migrations and prisma/schema.prisma
                                    (scratch database: SHADOW_DATABASE_URL, else an in-memory PGlite)
  migrate deploy                    apply pending migrations to DATABASE_URL`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === 'create') {
    const name = rest.find((arg) => !arg.startsWith('--'));
    if (!name || !/^[A-Za-z0-9_]+$/.test(name)) {
      err('create needs a name of letters, digits and underscores.\n\n' + USAGE);
      return 2;
    }
    const shadowDatabaseUrl = process.env['SHADOW_DATABASE_URL'];
    const result = await createMigration({
      name,
      draft: rest.includes('--draft'),
      ...(shadowDatabaseUrl ? { shadowDatabaseUrl } : {}),
    });
    out(result.migrationPath ? `Created ${result.migrationPath}` : 'No changes: the migrations already match schema.prisma.');
    return 0;
  }
  if (command === 'deploy') {
    const databaseUrl = process.env['DATABASE_URL'];
    if (!databaseUrl) {
      err('deploy needs DATABASE_URL.');
      return 2;
    }
    const { applied, durationMs } = await applyMigrations(databaseUrl);
    out(
      applied.length === 0
        ? 'No pending migrations.'
        : `Applied ${applied.length} migration(s) in ${Math.round(durationMs)} ms:\n${applied.map((n) => `  ${n}`).join('\n')}`,
    );
    return 0;
  }
  err(USAGE);
  return command ? 2 : 0;
}

// A panic inside the engine surfaces as an uncaught wasm trap rather than a rejected promise.
process.on('uncaughtException', (error) => {
  const panic = takePanicMessage();
  err(panic ? `Schema engine panicked: ${panic}` : String(error?.stack ?? error));
  process.exit(1);
});

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    err(error instanceof SchemaEngineError ? `Migration failed: ${error.message}` : String(error instanceof Error ? error.stack : error));
    process.exit(1);
  },
);

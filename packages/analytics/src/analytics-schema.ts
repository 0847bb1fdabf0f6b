import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnalyticsStore } from '@emberhold/platform';

/** The numbered .sql files that make up the ClickHouse schema, shipped with this package. */
export const analyticsSchemaDir = join(__dirname, '..', 'schema');

export interface SchemaFile {
  /** The file's name, e.g. 001_events.sql. */
  file: string;
  version: number;
  name: string;
  checksum: string;
  statements: string[];
}

export class AnalyticsSchemaError extends Error {
  readonly code = 'ANALYTICS_SCHEMA';
}

const fileName = /^(\d{3,})_([a-z0-9_]+)\.sql$/;

/** Splits on semicolons that end a line; our schema files keep one statement per such block. */
function splitStatements(sql: string): string[] {
  return sql
    .split(/;\s*(?:\n|$)/)
    .map((statement) =>
      statement
        .split('\n')
        .filter((line) => !line.trim().startsWith('--'))
        .join('\n')
        .trim(),
    )
    .filter((statement) => statement.length > 0);
}

export function readSchemaFiles(dir = analyticsSchemaDir): SchemaFile[] {
  const files = readdirSync(dir).filter((name) => name.endsWith('.sql')).sort();
  const seen = new Set<number>();
  return files.map((name) => {
    const match = fileName.exec(name);
    if (!match) throw new AnalyticsSchemaError(`ClickHouse schema file ${name} must be named NNN_name.sql`);
    const version = Number(match[1]);
    if (seen.has(version)) throw new AnalyticsSchemaError(`ClickHouse schema version ${version} appears twice`);
    seen.add(version);
    const sql = readFileSync(join(dir, name), 'utf8');
    return { file: name, version, name: match[2]!, checksum: createHash('sha256').update(sql).digest('hex'), statements: splitStatements(sql) };
  });
}

/**
 * Applies the schema files not yet recorded in `schema_migrations`, in version order, and returns their names.
 * An applied file whose checksum changed is an error: schema changes go in a new numbered file.
 */
export async function migrateAnalytics(store: AnalyticsStore, dir = analyticsSchemaDir): Promise<string[]> {
  await store.command(
    `CREATE TABLE IF NOT EXISTS schema_migrations
     (version UInt32, name String, checksum String, applied_at DateTime64(3, 'UTC') DEFAULT now64(3))
     ENGINE = ReplacingMergeTree ORDER BY version`,
  );
  const applied = new Map(
    (await store.query<{ version: number; checksum: string }>('SELECT version, checksum FROM schema_migrations FINAL')).map((row) => [
      Number(row.version),
      row.checksum,
    ]),
  );
  const done: string[] = [];
  for (const file of readSchemaFiles(dir)) {
    const recorded = applied.get(file.version);
    if (recorded !== undefined) {
      if (recorded !== file.checksum) {
        throw new AnalyticsSchemaError(
          `ClickHouse schema file ${file.file} changed after it was applied; add a new numbered file instead`,
        );
      }
      continue;
    }
    for (const statement of file.statements) await store.command(statement);
    await store.insert('schema_migrations', [{ version: file.version, name: file.name, checksum: file.checksum }]);
    done.push(file.file.replace(/\.sql$/, ''));
  }
  return done;
}

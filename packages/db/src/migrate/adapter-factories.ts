import { randomUUID } from 'node:crypto';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  ColumnTypeEnum,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
  type SqlResultSet,
} from '@prisma/driver-adapter-utils';

/**
 * Wraps adapter factories so every connection the schema engine opens can be closed afterwards
 * (the engine does not dispose them, and an open pg pool keeps the process alive).
 */
export class TrackedAdapterFactory implements SqlMigrationAwareDriverAdapterFactory {
  readonly provider = 'postgres' as const;
  readonly adapterName: string;
  private readonly opened: SqlDriverAdapter[] = [];

  constructor(
    private readonly main: SqlMigrationAwareDriverAdapterFactory,
    private readonly shadow: SqlMigrationAwareDriverAdapterFactory['connectToShadowDb'] = () => main.connectToShadowDb(),
  ) {
    this.adapterName = main.adapterName;
  }

  async connect(): Promise<SqlDriverAdapter> {
    return this.track(await this.main.connect());
  }

  async connectToShadowDb(): Promise<SqlDriverAdapter> {
    return this.track(await this.shadow());
  }

  async disposeAll(): Promise<void> {
    const adapters = this.opened.splice(0);
    await Promise.allSettled(adapters.map((adapter) => adapter.dispose()));
  }

  private track(adapter: SqlDriverAdapter): SqlDriverAdapter {
    readCharColumnsAsCharacter(adapter);
    executeScriptsWhole(adapter);
    const dispose = adapter.dispose.bind(adapter);
    let disposed: Promise<void> | undefined;
    // The engine may dispose a shadow connection itself; a second dispose would end the pool twice.
    adapter.dispose = () => (disposed ??= dispose());
    this.opened.push(adapter);
    return adapter;
  }
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
interface PgQueryable {
  performIO?: (query: object) => Promise<{ fields: { dataTypeID: number }[] }>;
  queryRaw?: (query: object) => Promise<SqlResultSet>;
  startTransaction?: (isolationLevel?: unknown) => Promise<unknown>;
}

/**
 * The schema engine's describer reads catalogue columns of Postgres' internal one-byte "char" type
 * (pg_constraint.contype, pg_class.relkind ...) and expects them typed as Character.
 * @prisma/adapter-pg 7.10 has no mapping for that type and fails the whole describe ("Column type
 * 'char' could not be deserialized"), which breaks every diff against a live database. The field is
 * passed through the adapter as text and then reported as Character; the value is the same
 * one-character string either way.
 */
function readCharColumnsAsCharacter(queryable: unknown): void {
  const target = queryable as PgQueryable;
  const performIO = target.performIO?.bind(target);
  const queryRaw = target.queryRaw?.bind(target);
  if (performIO && queryRaw) {
    const charColumns = new WeakMap<object, number[]>();
    target.performIO = async (query) => {
      const result = await performIO(query);
      const indexes: number[] = [];
      result.fields.forEach((field, index) => {
        if (field.dataTypeID !== PG_CHAR_OID) return;
        field.dataTypeID = PG_TEXT_OID;
        indexes.push(index);
      });
      if (indexes.length > 0) charColumns.set(query, indexes);
      return result;
    };
    target.queryRaw = async (query) => {
      const result = await queryRaw(query);
      for (const index of charColumns.get(query) ?? []) result.columnTypes[index] = ColumnTypeEnum.Character;
      charColumns.delete(query);
      return result;
    };
  }
  const startTransaction = target.startTransaction?.bind(target);
  if (startTransaction) {
    target.startTransaction = async (isolationLevel) => {
      const transaction = await startTransaction(isolationLevel);
      readCharColumnsAsCharacter(transaction);
      return transaction;
    };
  }
}

interface PgAdapterInternals {
  underlyingDriver?: () => { query(text: string): Promise<unknown> };
  onError?: (error: unknown) => never;
}

/**
 * @prisma/adapter-pg 7.10 runs a script by splitting it on every ";", which cuts function bodies,
 * dollar-quoted strings and comments apart. Postgres takes a multi-statement script in one simple
 * query and runs it in one implicit transaction, as the native engine does: a migration then
 * applies completely or not at all.
 */
function executeScriptsWhole(adapter: SqlDriverAdapter): void {
  const internals = adapter as SqlDriverAdapter & PgAdapterInternals;
  const driver = internals.underlyingDriver?.();
  const onError = internals.onError?.bind(adapter);
  if (!driver || !onError) return;
  adapter.executeScript = async (script: string) => {
    try {
      await driver.query(script);
    } catch (error) {
      onError(error);
    }
  };
}

/**
 * Target database for applying migrations. A shadow, when asked for, is a scratch database created
 * on the same server and dropped afterwards. (PrismaPg's own connectToShadowDb cannot be used: it
 * sets `database` next to `connectionString`, pg lets the URL win, and the "shadow" silently is the
 * target database itself.)
 */
export function postgresAdapterFactory(databaseUrl: string): TrackedAdapterFactory {
  const main = new PrismaPg({ connectionString: databaseUrl, max: 2 });
  return new TrackedAdapterFactory(main, async () => {
    const admin = await main.connect();
    const name = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '')}`;
    try {
      await admin.executeScript(`CREATE DATABASE "${name}"`);
    } catch (error) {
      await admin.dispose();
      throw error;
    }
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const shadow = await new PrismaPg({ connectionString: url.toString(), max: 2 }).connect();
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      try {
        await admin.executeScript(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await admin.dispose();
      }
    };
    return shadow;
  });
}

/**
 * A database that is itself throwaway (an in-memory PGlite): it serves as its own shadow, since
 * PGlite has one database and cannot create another.
 */
export function throwawayAdapterFactory(databaseUrl: string): TrackedAdapterFactory {
  const factory = new PrismaPg({ connectionString: databaseUrl, max: 2 });
  return new TrackedAdapterFactory(factory, () => factory.connect());
}

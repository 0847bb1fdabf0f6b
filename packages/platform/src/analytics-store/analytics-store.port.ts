/** Values bound server-side as ClickHouse query parameters ({name:Type} placeholders); never spliced into SQL. */
export type QueryParams = Record<string, unknown>;

/**
 * The analytics store: ClickHouse, embedded (chDB in this process) or a server over HTTP.
 * Both adapters run the same SQL; every value goes through `params`.
 */
export interface AnalyticsStore {
  readonly kind: 'chdb' | 'clickhouse-server';
  /** Database that unqualified table names resolve to. */
  readonly database: string;
  command(sql: string, params?: QueryParams): Promise<void>;
  query<T>(sql: string, params?: QueryParams): Promise<T[]>;
  insert<T extends object>(table: string, rows: readonly T[]): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

const identifier = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** Database and table names cannot be bound as parameters in DDL, so they are checked against a strict pattern. */
export function assertIdentifier(name: string, what: string): string {
  if (!identifier.test(name)) throw new Error(`${what} must be a plain identifier (letters, digits, underscore), got "${name}"`);
  return name;
}

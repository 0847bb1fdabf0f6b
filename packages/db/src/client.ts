import { PrismaPg } from '@prisma/adapter-pg';
import { Prisma, PrismaClient } from './generated/prisma/client';

export interface PrismaClientOptions {
  /** Pool size. PGlite serialises queries anyway, so a small pool is enough there. */
  max?: number;
  /** Idle connections are closed after this many milliseconds. */
  idleTimeoutMillis?: number;
  log?: Prisma.LogLevel[];
}

/**
 * Prisma client over a pg pool through the driver adapter: no native query engine, so it runs
 * offline and against PGlite served on a socket exactly as against Postgres. `$disconnect()` ends
 * the pool.
 */
export function createPrismaClient(databaseUrl: string, options: PrismaClientOptions = {}): PrismaClient {
  const adapter = new PrismaPg({
    connectionString: databaseUrl,
    max: options.max ?? 10,
    idleTimeoutMillis: options.idleTimeoutMillis ?? 30_000,
  });
  return new PrismaClient({ adapter, log: options.log ?? [] });
}

/** The client type inside `$transaction(async (tx) => ...)`. */
export type TransactionClient = Prisma.TransactionClient;

/** Unique constraint violation (Prisma code P2002), e.g. a duplicate slug or email. */
export function isUniqueViolation(error: unknown): error is Prisma.PrismaClientKnownRequestError {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2002';
}

/** The record a write needed was not found (Prisma code P2025). */
export function isRecordNotFound(error: unknown): error is Prisma.PrismaClientKnownRequestError {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === 'P2025';
}

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '@emberhold/infra';
import { connectPostgresStore, startPgliteStore } from '../src';
import { describeRelationalStoreContract } from './relational-store.contract';

describe('relational store contract', () => {
  let database: TestDatabase | undefined;
  let dataDir: string | undefined;

  afterAll(async () => {
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  // The server outlives the test, so "closing" the store only drops our clients; reopening finds the same database.
  describeRelationalStoreContract('postgres', async () => {
    database ??= await createTestDatabase({ prefix: 'relational_store' });
    return connectPostgresStore(database.url);
  });

  // Reopening starts a new PGlite on the same data directory, as the embedded mode does after a restart.
  describeRelationalStoreContract('pglite (socket)', async () => {
    dataDir ??= await mkdtemp(path.join(tmpdir(), 'emberhold-relational-store-'));
    return startPgliteStore({ dataDir: path.join(dataDir, 'pg') });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startChdbHttpServer, type ChdbHttpServer } from '@emberhold/infra';
import { describeAnalyticsStoreContract } from './analytics-store.contract';
import { openChdbAnalyticsStore } from './chdb-analytics-store.adapter';
import { openServerAnalyticsStore } from './server-analytics-store.adapter';

const embeddedDir = mkdtempSync(join(tmpdir(), 'emberhold-chdb-'));
const serverDir = mkdtempSync(join(tmpdir(), 'emberhold-chdb-http-'));
let server: ChdbHttpServer;

beforeAll(async () => {
  server = await startChdbHttpServer({ path: serverDir });
});
afterAll(async () => {
  await server.stop();
  rmSync(serverDir, { recursive: true, force: true });
  rmSync(embeddedDir, { recursive: true, force: true });
});

describeAnalyticsStoreContract('chdb (embedded)', () => openChdbAnalyticsStore({ path: embeddedDir, database: 'contract' }));
describeAnalyticsStoreContract('clickhouse server (HTTP)', () =>
  openServerAnalyticsStore({ url: server.url, database: 'contract' }),
);

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openChdbAnalyticsStore, type AnalyticsStore } from '@emberhold/platform';
import { migrateAnalytics, readSchemaFiles } from '../src/analytics-schema';

describe('ClickHouse schema runner', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-ch-schema-'));
  let store: AnalyticsStore;

  beforeAll(async () => {
    store = await openChdbAnalyticsStore({ path: dataDir, database: 'schema_runner' });
  });
  afterAll(async () => {
    await store.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  function schemaDir(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'emberhold-schema-files-'));
    for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
    return dir;
  }

  it('ships the raw events table as its first numbered file', () => {
    const [first] = readSchemaFiles();
    expect(first).toMatchObject({ version: 1, name: 'events' });
    expect(first!.statements[0]).toMatch(/^CREATE TABLE IF NOT EXISTS events/);
  });

  it('applies the product schema once and records it', async () => {
    expect(await migrateAnalytics(store)).toEqual(['001_events', '002_tracking_read_models', '003_post_daily', '004_affiliate_earnings', '005_dashboard_rollups', '006_drop_campaign_hourly']);
    expect(await migrateAnalytics(store)).toEqual([]);
    const tables = await store.query<{ name: string }>('SELECT name FROM system.tables WHERE database = {db:String} ORDER BY name', { db: 'schema_runner' });
    expect(tables.map((table) => table.name)).toEqual(expect.arrayContaining(['ad_events', 'ad_events_mv', 'affiliate_earnings', 'affiliate_earnings_mv', 'events', 'post_daily', 'post_day_facts', 'post_day_facts_mv', 'rollup_state', 'schema_migrations']));
    expect(tables.map((table) => table.name)).not.toEqual(expect.arrayContaining(['campaign_hourly']));
    expect(tables.map((table) => table.name)).not.toEqual(expect.arrayContaining(['campaign_hourly_mv']));
  });

  it('applies new files in version order, each statement of a file', async () => {
    const dir = schemaDir({
      '002_second.sql': 'CREATE TABLE IF NOT EXISTS second (id UInt8) ENGINE = Memory;\nINSERT INTO second VALUES (2);\n',
      '001_first.sql': '-- the first table\nCREATE TABLE IF NOT EXISTS first (id UInt8) ENGINE = Memory;\n',
    });
    const scoped = await openFreshDatabase('ordered');
    expect(await migrateAnalytics(scoped, dir)).toEqual(['001_first', '002_second']);
    expect(await scoped.query('SELECT id FROM second')).toEqual([{ id: 2 }]);
  });

  it('refuses a file changed after it was applied', async () => {
    const dir = schemaDir({ '001_first.sql': 'CREATE TABLE IF NOT EXISTS first (id UInt8) ENGINE = Memory;\n' });
    const scoped = await openFreshDatabase('edited');
    await migrateAnalytics(scoped, dir);
    writeFileSync(join(dir, '001_first.sql'), 'CREATE TABLE IF NOT EXISTS first (id UInt16) ENGINE = Memory;\n');
    await expect(migrateAnalytics(scoped, dir)).rejects.toThrow(
      'ClickHouse schema file 001_first.sql changed after it was applied; add a new numbered file instead',
    );
  });

  it('refuses a badly named file', () => {
    expect(() => readSchemaFiles(schemaDir({ 'first.sql': 'SELECT 1' }))).toThrow('must be named NNN_name.sql');
  });

  /** chDB keeps one session per process, so a "fresh database" is a new database the session switches to. */
  async function openFreshDatabase(name: string): Promise<AnalyticsStore> {
    await store.command(`CREATE DATABASE IF NOT EXISTS runner_${name}`);
    await store.command(`USE runner_${name}`);
    return store;
  }

  afterEach(async () => {
    await store.command('USE schema_runner');
  });
});

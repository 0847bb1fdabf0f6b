#!/usr/bin/env node
import path from 'node:path';
import { migrateAnalytics } from '@emberhold/analytics';
import { applyMigrations, createPrismaClient } from '@emberhold/db';
import { openServerAnalyticsStore } from '@emberhold/platform';
import { loadEvents } from './load-events';
import type { SeedSize } from './catalogue.types';
import { demoAccounts } from './demo-accounts';
import { seedDatabase } from './seed-database';

const usage = 'usage: node packages/seed/dist/cli.js [--size demo|bench|<posts>] [--seed <n>] [--events <n>]\n'
  + 'Seeds the empty database at DATABASE_URL; images go to $EMBERHOLD_DATA_DIR/media (default .data/media).\n'
  + '--events <n> also writes n generated impressions and clicks into ClickHouse at CLICKHOUSE_URL (for benchmarks).';

function parseArgs(argv: readonly string[]): { size: SeedSize; seed?: number; events: number } {
  let size: SeedSize = 'demo';
  let seed: number | undefined;
  let events = 0;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg?.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
    const name = arg?.split('=')[0];
    if (name === '--size' || name === '--seed' || name === '--events') {
      if (value === undefined) throw new Error(`${name} needs a value\n${usage}`);
      if (!arg?.includes('=')) i++;
      if (name === '--size') size = value === 'demo' || value === 'bench' ? value : Number(value);
      else if (name === '--events') {
        events = Number(value);
        if (!Number.isInteger(events) || events < 0) throw new Error(`--events must be a whole number, got ${value}\n${usage}`);
      } else seed = Number(value);
    } else if (name === '--help' || name === '-h') {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    } else {
      throw new Error(`unknown argument ${String(arg)}\n${usage}`);
    }
  }
  return seed === undefined ? { size, events } : { size, seed, events };
}

async function main(): Promise<void> {
  const { size, seed, events } = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
  const clickhouseUrl = process.env.CLICKHOUSE_URL;
  if (events > 0 && !clickhouseUrl) throw new Error('--events needs CLICKHOUSE_URL (a ClickHouse server, or infra/clickhouse/chdb-http-server.cjs)');
  if (!databaseUrl) {
    // The embedded database belongs to the running app (npm start seeds it on first start); opening its files
    // from a second process would corrupt them.
    throw new Error('DATABASE_URL is not set. The embedded mode seeds itself on first start (npm start).');
  }
  const mediaDir = path.resolve(process.env.EMBERHOLD_DATA_DIR ?? '.data', 'media');
  const migrations = await applyMigrations(databaseUrl);
  if (migrations.applied.length > 0) process.stdout.write(`applied migrations: ${migrations.applied.join(', ')}\n`);
  const prisma = createPrismaClient(databaseUrl, { max: 4 });
  try {
    let lastStage = '';
    const result = await seedDatabase({
      prisma, mediaDir, size, ...(seed === undefined ? {} : { seed }),
      onProgress: ({ stage, done, total }) => {
        if (stage !== lastStage || done === total) process.stdout.write(`${stage} ${done}/${total}\n`);
        lastStage = stage;
      },
    });
    if (!result.seeded) process.stdout.write(`catalogue: nothing to do: ${result.reason}\n`);
    else {
      process.stdout.write(`seeded in ${(result.durationMs / 1000).toFixed(1)} s: ${JSON.stringify(result.counts)}; ${result.imageFiles} images in ${mediaDir}\n`);
      for (const account of demoAccounts) process.stdout.write(`  ${account.role.padEnd(10)} ${account.email.padEnd(28)} ${account.password}\n`);
    }
    if (events > 0) await seedEvents(prisma, clickhouseUrl!, events, seed);
  } finally {
    await prisma.$disconnect();
  }
}

async function seedEvents(prisma: ReturnType<typeof createPrismaClient>, clickhouseUrl: string, count: number, seed: number | undefined): Promise<void> {
  const analytics = await openServerAnalyticsStore({ url: clickhouseUrl, database: process.env.CLICKHOUSE_DATABASE ?? 'emberhold' });
  try {
    await migrateAnalytics(analytics);
    const posts = await prisma.post.findMany({ where: { status: 'published' }, select: { id: true, clicksAll: true } });
    const result = await loadEvents({
      analytics,
      posts: posts.map((post) => ({ id: post.id, clicks_all: post.clicksAll })),
      count,
      ...(seed === undefined ? {} : { seed }),
      onProgress: (done, total) => process.stdout.write(`events ${done}/${total}\n`),
    });
    process.stdout.write(`wrote ${result.rows} events in ${(result.ms / 1000).toFixed(1)} s (${Math.round(result.rows / (result.ms / 1000))} rows/s)\n`);
  } finally {
    await analytics.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

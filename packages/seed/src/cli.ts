#!/usr/bin/env node
import path from 'node:path';
import { applyMigrations, createPrismaClient } from '@emberhold/db';
import type { SeedSize } from './catalogue.types';
import { demoAccounts } from './demo-accounts';
import { seedDatabase } from './seed-database';

const usage = 'usage: node packages/seed/dist/cli.js [--size demo|bench|<posts>] [--seed <n>]\n'
  + 'Seeds the empty database at DATABASE_URL; images go to $EMBERHOLD_DATA_DIR/media (default .data/media).';

function parseArgs(argv: readonly string[]): { size: SeedSize; seed?: number } {
  let size: SeedSize = 'demo';
  let seed: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = arg?.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[i + 1];
    const name = arg?.split('=')[0];
    if (name === '--size' || name === '--seed') {
      if (value === undefined) throw new Error(`${name} needs a value\n${usage}`);
      if (!arg?.includes('=')) i++;
      if (name === '--size') size = value === 'demo' || value === 'bench' ? value : Number(value);
      else seed = Number(value);
    } else if (name === '--help' || name === '-h') {
      process.stdout.write(`${usage}\n`);
      process.exit(0);
    } else {
      throw new Error(`unknown argument ${String(arg)}\n${usage}`);
    }
  }
  return seed === undefined ? { size } : { size, seed };
}

async function main(): Promise<void> {
  const { size, seed } = parseArgs(process.argv.slice(2));
  const databaseUrl = process.env.DATABASE_URL;
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
    if (!result.seeded) {
      process.stdout.write(`nothing to do: ${result.reason}\n`);
      return;
    }
    process.stdout.write(`seeded in ${(result.durationMs / 1000).toFixed(1)} s: ${JSON.stringify(result.counts)}; ${result.imageFiles} images in ${mediaDir}\n`);
    for (const account of demoAccounts) process.stdout.write(`  ${account.role.padEnd(10)} ${account.email.padEnd(28)} ${account.password}\n`);
  } finally {
    await prisma.$disconnect();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

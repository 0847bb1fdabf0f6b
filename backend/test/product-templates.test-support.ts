import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { getFreePort, testRunDir } from '@emberhold/infra';
import { isProcessAlive } from '@emberhold/runtime';
import { repoRoot, startProductProcess } from '../../test/support/product-process';
import { loopbackOrigin, PRODUCT_READY_WITHIN_MS } from './test-constants.test-support';

/**
 * A seeded product kept for the rest of a test run: the first product of its kind (mode and catalogue size) is
 * migrated and seeded as usual, into a directory of its own and, in the full mode, a Postgres database of its own.
 * Every later product of that kind starts from a copy (the directory copied, the database made with CREATE DATABASE
 * ... TEMPLATE) and finds its schema up to date and its demo data in place, as a restarted product does. Migrating and
 * seeding took 4-9 s of every suite's start on this machine.
 *
 * A template serves for MAX_AGE_MS and is then made again, so the seeded dates and the month of demo traffic, which
 * end when they are made, are never older than that. The jest workers share templates through files under the run's
 * directory (EMBERHOLD_TEST_RUN, set by the global setup); without it every product is made afresh.
 */
export interface ProductTemplate {
  /** The data directory to copy (media, chDB, PGlite, the server secret). */
  dir: string;
  /** In the full mode: the Postgres database to create the product's database from. */
  database?: string | undefined;
  /** When it was begun: its demo traffic ends here. */
  madeAt: number;
}

const MAX_AGE_MS = 10 * 60_000;
/** Posts in the seeded catalogue when a suite does not say. */
export const DEFAULT_POSTS = 120;
/** Files of a data directory that belong to the process using it, never to a copy. */
const NOT_COPIED = new Set(['emberhold.pid']);

/**
 * The run's template of `kind`, made by `make` into the directory it is given when there is none or it is too old;
 * one worker makes it while the others wait for it.
 */
export async function productTemplate(kind: string, make: (dir: string) => Promise<{ database?: string }>): Promise<ProductTemplate | undefined> {
  const root = testRunDir();
  if (!root) return undefined;
  mkdirSync(root, { recursive: true });
  const current = join(root, `${kind}.json`);
  const lock = join(root, `${kind}.lock`);
  for (;;) {
    const made = readTemplate(current);
    if (made) return made;
    if (takeLock(lock)) {
      try {
        const again = readTemplate(current);
        if (again) return again;
        const madeAt = Date.now();
        const dir = join(root, `${kind}-${madeAt}`);
        mkdirSync(dir);
        const { database } = await make(dir);
        const template: ProductTemplate = { dir, database, madeAt };
        writeFileSync(`${current}.tmp`, JSON.stringify(template));
        renameSync(`${current}.tmp`, current);
        return template;
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** What a seeded template depends on: the size of the catalogue. */
export interface TemplateKind {
  posts: number;
}

/**
 * The template a product may start from: any product whose configuration leaves seeding alone, which is every one but
 * those that set the seed's own variables.
 */
export function templateKind(options: { posts?: number | undefined; env?: Record<string, string> | undefined }): TemplateKind | undefined {
  if (Object.keys(options.env ?? {}).some((name) => name.startsWith('EMBERHOLD_SEED'))) return undefined;
  return { posts: options.posts ?? DEFAULT_POSTS };
}

/** Fills an embedded product's data directory from the run's template of its kind, when it has one. */
export async function copyEmbeddedTemplate(kind: TemplateKind, dataDir: string): Promise<void> {
  const template = await embeddedTemplate(kind.posts);
  if (template) copyTemplateDir(template, dataDir);
}

/**
 * The run's template of the embedded product with `posts` posts: the built product (backend/dist) started on a data
 * directory of its own until it is ready (migrated, seeded, its demo traffic loaded), then stopped.
 */
function embeddedTemplate(posts: number): Promise<ProductTemplate | undefined> {
  return productTemplate(`embedded-${posts}`, async (dir) => {
    const port = await getFreePort();
    const product = startProductProcess('backend', { EMBERHOLD_DATA_DIR: dir, EMBERHOLD_SEED_SIZE: String(posts), LOG_LEVEL: 'warn', PUBLIC_URL: loopbackOrigin(port), PORT: String(port) });
    try {
      await product.waitForOk(port, '/readyz', PRODUCT_READY_WITHIN_MS);
    } catch (error) {
      await product.stop(10_000);
      throw error;
    }
    // Stopped as a deployment stops it, so PGlite and chDB leave their files whole.
    const code = await product.stop(30_000);
    if (code !== 0) throw new Error(`the template's product stopped with ${code}:\n${product.stderr()}\n${product.stdout().slice(-3000)}`);
    return {};
  });
}

/**
 * Whether the build is newer than every source: a product started in the test's own process (from the sources) may
 * then start from the template the built product made, which is the same product. After an edit and before a build,
 * it is made afresh.
 */
export function builtProductIsCurrent(): boolean {
  if (!existsSync(join(repoRoot, 'backend/dist/main.js'))) return false;
  // The product's code and the shapes of its data (migrations, ClickHouse schema), and what their builds wrote.
  const packages = readdirSync(join(repoRoot, 'packages')).map((name) => join(repoRoot, 'packages', name));
  const sources = [join(repoRoot, 'backend/src'), join(repoRoot, 'packages/db/prisma'), join(repoRoot, 'packages/analytics/schema'), ...packages.map((dir) => join(dir, 'src'))];
  const builds = [join(repoRoot, 'backend/dist'), ...packages.map((dir) => join(dir, 'dist'))];
  const newest = (dirs: string[]) => Math.max(...dirs.map(newestIn));
  return newest(builds) >= newest(sources);
}

function newestIn(dir: string): number {
  let newest = 0;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Copies a template's data directory into a product's (which may already hold other files). */
export function copyTemplateDir(template: ProductTemplate, dataDir: string): void {
  cpSync(template.dir, dataDir, { recursive: true, filter: (source) => !NOT_COPIED.has(basename(source)) });
}

function readTemplate(file: string): ProductTemplate | undefined {
  try {
    const template = JSON.parse(readFileSync(file, 'utf8')) as ProductTemplate;
    return Date.now() - template.madeAt < MAX_AGE_MS ? template : undefined;
  } catch {
    return undefined;
  }
}

/** Takes the lock directory, or clears it when the process that held it is gone and says no. */
function takeLock(lock: string): boolean {
  try {
    mkdirSync(lock);
    writeFileSync(join(lock, 'pid'), String(process.pid));
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = lockHolder(lock);
    if (holder && !isProcessAlive(holder)) rmSync(lock, { recursive: true, force: true });
    return false;
  }
}

/** The pid in a lock, or 0 while the process that has just taken it has not written it yet. */
function lockHolder(lock: string): number {
  try {
    return Number(readFileSync(join(lock, 'pid'), 'utf8')) || 0;
  } catch {
    return 0;
  }
}

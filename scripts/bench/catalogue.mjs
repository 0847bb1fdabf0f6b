#!/usr/bin/env node
// Catalogue read latency at benchmark scale, full mode (Postgres), beside a bare Node HTTP handler measured in the
// same run. Starts throwaway Postgres, Redis, Kafka and ClickHouse-over-HTTP, seeds the catalogue through the API's
// own first start, then loads list, gift-guide, search and post calls at a fixed concurrency.
//   npm run bench:catalogue [-- --posts 100000 --concurrency 8 --seconds 10]
//   --cases list,search runs only the named cases (list, gift, search, post)
//   --database-url postgresql://... reuses a database seeded before (npm run migrate && npm run seed -- --size bench)
//   instead of seeding a throwaway one, for repeated runs.
// Needs a build (npm run build).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib.mjs';
import { log, machineConditions, numberArg as arg, startFullModeServices, startSeededApi } from './bench-support.mjs';
import { formatRow, load, startBareServer } from './http-load.mjs';

const posts = arg('posts', 100_000);
const concurrency = arg('concurrency', 8);
const durationMs = arg('seconds', 10) * 1000;
const databaseUrlAt = process.argv.indexOf('--database-url');
const reusedDatabase = databaseUrlAt > 0 ? process.argv[databaseUrlAt + 1] : undefined;
const casesAt = process.argv.indexOf('--cases');
const only = casesAt > 0 ? process.argv[casesAt + 1].split(',') : undefined;

const infra = await import(join(root, 'infra', 'dist', 'index.js'));
const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-bench-catalogue-'));
const stops = [];
try {
  const { env } = await startFullModeServices(infra, dataDir, stops, { postgres: reusedDatabase === undefined });
  log(reusedDatabase ? `reusing the database at ${reusedDatabase.replace(/\/\/[^@]*@/, '//')}` : `seeding ${posts} posts through the API's first start (this takes a few minutes) ...`);
  /** The API as production runs it, with the catalogue page cache at `cacheMs` (0 turns it off). */
  const startApi = async (cacheMs) => {
    const api = await startSeededApi(infra, { env, dataDir, posts, reusedDatabase, cacheMs });
    stops.unshift(api.stop);
    return api;
  };
  let api = await startApi(0);
  let base = api.base;

  // Real slugs, guides and words to ask for, collected the way a crawler would.
  const slugs = [];
  const guides = new Set();
  const words = new Set();
  for (let page = 1; page <= 20; page++) {
    const body = await (await fetch(`${base}/api/lists/new/${page}/`)).json();
    for (const post of body.posts ?? []) {
      slugs.push(post.slug);
      for (const category of post.categories ?? []) guides.add(category.slug);
      for (const word of post.title.split(/\s+/)) if (word.length > 5) words.add(word.toLowerCase());
    }
  }
  const guideList = [...guides];
  const wordList = [...words];
  const misspell = (word) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);
  const sorts = ['new', 'popular', 'clicks_score_week', 'high', 'low', 'random'];

  const cases = [
    ['list', 'list  /api/lists/{sort}/{page}/', (n) => `${base}/api/lists/${sorts[n % sorts.length]}/${(n % 40) + 1}/`],
    ['gift', 'gift guide /api/gifts/{list}/...', (n) => `${base}/api/gifts/${guideList[n % guideList.length]}/popular/${(n % 5) + 1}/`],
    ['search', 'search /api/search/{term}/1', (n) => `${base}/api/search/${encodeURIComponent(n % 3 === 0 ? misspell(wordList[n % wordList.length]) : wordList[n % wordList.length])}/1`],
    ['post', 'post  /api/posts/{slug}/', (n) => `${base}/api/posts/${slugs[n % slugs.length]}/`],
  ].filter(([id]) => only === undefined || only.includes(id));
  const bare = await startBareServer();
  const rows = [formatRow('bare Node handler (baseline)', await load({ urls: () => `${bare.url}/`, concurrency, durationMs }))];
  await bare.close();
  for (const [, name, urls] of cases) rows.push(formatRow(`${name} no cache`, await load({ urls, concurrency, durationMs })));
  // The same calls with the production page cache (CATALOGUE_CACHE_MS default): lists and posts are served from
  // memory between reads; search is not cached.
  const cached = cases.filter(([id]) => id !== 'search');
  await api.stop();
  if (cached.length > 0) {
    api = await startApi(5_000);
    base = api.base;
    for (const [, name, urls] of cached) rows.push(formatRow(`${name} 5 s cache`, await load({ urls, concurrency, durationMs })));
  }
  log('');
  log(`Catalogue reads at ${posts} posts, full mode (Postgres 15), concurrency ${concurrency}, ${durationMs / 1000} s per case after a 1 s warm-up`);
  log(`conditions: ${machineConditions()}; client and server share the machine`);
  for (const row of rows) log(row);
} finally {
  for (const stop of stops) await stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

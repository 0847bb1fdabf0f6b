#!/usr/bin/env node
// Catalogue read latency at benchmark scale, full mode (Postgres), beside a bare Node HTTP handler measured in the
// same run. Starts throwaway Postgres, Redis, Kafka and ClickHouse-over-HTTP, seeds the catalogue through the API's
// own first start, then loads list, gift-guide, search and post calls at a fixed concurrency.
//   npm run bench:catalogue [-- --posts 100000 --concurrency 8 --seconds 10]
//   --cases list,search runs only the named cases (list, depth, gift, small-gift, search, post, related); small-gift
//   is the gift guides of fewest gifts, whose pages read their members rather than walk the popularity order
//   `depth` loads each list sort on its own, uncached, at shallow pages (1-3) and deep pages (--deep 20-40 by default),
//   the new sort with today's boosted post leading it, and a visitor's seeded random walk: a mixed figure hid a sort
//   whose deep pages cost a hundred times its first.
//   --warm-up 5: seconds of every uncached case, mixed, before the first is timed, so the first case is not of an API
//   still compiling its code (a running API is warm; its first seconds are not what visitors mostly meet)
//   Each row gives the API process's CPU time a request over its timed part (user and system, all threads).
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
const deepAt = process.argv.indexOf('--deep');
const [deepFrom, deepTo] = (deepAt > 0 ? process.argv[deepAt + 1] : '20-40').split('-').map(Number);
const shallow = [1, 3];
const warmUpMs = arg('warm-up', 5) * 1000;
/** Page `n` of the pages from `from` to `to`, walked in turn. */
const pageIn = ([from, to], n) => from + (n % (to - from + 1));

const infra = await import(join(root, 'infra', 'dist', 'index.js'));
const { default: pg } = await import(join(root, 'node_modules', 'pg', 'lib', 'index.js'));
/** Every list sort alone, uncached, at any depth: the goal of issue 20 (section 0). */
const GOAL_P99_MS = 15;

/** `use` with a client connected to `databaseUrl`, closed after. */
async function withDatabase(databaseUrl, use) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/**
 * Today's boost, so the new list reads as it does on a day with one: the boosted post leads page 1 and is left out of
 * the rest. Keeps a boost already running today; otherwise boosts the post `slug` and pushes the removal on `stops`.
 * Answers what leads the list.
 */
function boostToday(databaseUrl, slug, stops) {
  return withDatabase(databaseUrl, async (client) => {
    const today = "(now() AT TIME ZONE 'UTC')::date";
    const running = await client.query(`SELECT post_id FROM boost_dates WHERE date = ${today} AND status = 'running'`);
    if (running.rows.length > 0) return `today's running boost (post ${running.rows[0].post_id})`;
    const made = await client.query(
      `INSERT INTO boost_dates (post_id, date, price_cents, email, status, updated_at)
       SELECT id, ${today}, 100, 'bench@example.test', 'running', now() FROM posts WHERE slug = $1
       ON CONFLICT (date) DO NOTHING RETURNING id, post_id`,
      [slug],
    );
    if (made.rows.length === 0) return 'no boost (today is taken by a boost that is not running)';
    stops.unshift(() => withDatabase(databaseUrl, (cleanup) => cleanup.query('DELETE FROM boost_dates WHERE id = $1', [made.rows[0].id])));
    return `a boost of post ${made.rows[0].post_id} made for the run`;
  });
}

/** The slugs of the `count` gift guides of fewest gifts (with at least a page of them). */
function smallestGuides(databaseUrl, count) {
  return withDatabase(databaseUrl, async (client) => {
    const { rows } = await client.query(
      `SELECT c.slug FROM categories c JOIN post_categories pc ON pc.category_id = c.id
       GROUP BY c.slug HAVING count(*) >= 24 ORDER BY count(*), c.slug LIMIT $1`,
      [count],
    );
    return rows.map((row) => row.slug);
  });
}

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
  const ids = [];
  const guides = new Set();
  const words = new Set();
  for (let page = 1; page <= 20; page++) {
    const body = await (await fetch(`${base}/api/lists/new/${page}/`)).json();
    for (const post of body.posts ?? []) {
      slugs.push(post.slug);
      ids.push(post.id);
      for (const category of post.categories ?? []) guides.add(category.slug);
      for (const word of post.title.split(/\s+/)) if (word.length > 5) words.add(word.toLowerCase());
    }
  }
  const guideList = [...guides];
  const wordList = [...words];
  const misspell = (word) => word.slice(0, 2) + word[3] + word[2] + word.slice(4);
  const sorts = ['new', 'popular', 'clicks_score_week', 'high', 'low', 'random'];
  const smallGuides = await smallestGuides(reusedDatabase ?? env.DATABASE_URL, 5);

  const cases = [
    ['list', 'list  /api/lists/{sort}/{page}/', (n) => `${base}/api/lists/${sorts[n % sorts.length]}/${(n % 40) + 1}/`],
    ['gift', 'gift guide /api/gifts/{list}/...', (n) => `${base}/api/gifts/${guideList[n % guideList.length]}/popular/${(n % 5) + 1}/`],
    ['small-gift', 'small gift guide (5 of fewest gifts)', (n) => `${base}/api/gifts/${smallGuides[n % smallGuides.length]}/popular/${(n % 5) + 1}/`],
    ['search', 'search /api/search/{term}/1', (n) => `${base}/api/search/${encodeURIComponent(n % 3 === 0 ? misspell(wordList[n % wordList.length]) : wordList[n % wordList.length])}/1`],
    ['post', 'post  /api/posts/{slug}/', (n) => `${base}/api/posts/${slugs[n % slugs.length]}/`],
    // A product page's related items (100 of them, as the site asks), from the post's gift guides.
    ['related', 'related /api/related/{id}/1/', (n) => `${base}/api/related/${ids[n % ids.length]}/1/?items=100`],
  ].filter(([id]) => only === undefined || only.includes(id));
  // Each sort alone at shallow and deep pages. `random` without a seed is the stored order; with one (a visitor's
  // session) it is that visitor's walk, read in two halves like the new list's boosted posts and the rest.
  const depthCases = [
    ...sorts.map((sort) => [`list ${sort}`, (page) => `${base}/api/lists/${sort}/${page}/`]),
    ['list random, seeded walk', (page, n) => `${base}/api/lists/random/${page}/?seed=bench${n % 64}`],
  ];
  const depths = [
    ['pages 1-3', shallow],
    [`pages ${deepFrom}-${deepTo}`, [deepFrom, deepTo]],
  ];
  const bare = await startBareServer();
  const rows = [formatRow('bare Node handler (baseline)', await load({ urls: () => `${bare.url}/`, concurrency, durationMs }))];
  await bare.close();
  const depthRun = only === undefined || only.includes('depth');
  const boost = depthRun ? await boostToday(reusedDatabase ?? env.DATABASE_URL, slugs[slugs.length - 1], stops) : undefined;
  const uncached = [
    ...cases.map(([, , urls]) => urls),
    ...(depthRun ? depthCases.flatMap(([, url]) => depths.map(([, range]) => (n) => url(pageIn(range, n), n))) : []),
  ];
  await load({ urls: (n) => uncached[n % uncached.length](Math.floor(n / uncached.length)), concurrency, durationMs: warmUpMs, warmupMs: 0 });
  const { pid } = api;
  for (const [, name, urls] of cases) rows.push(formatRow(`${name} no cache`, await load({ urls, concurrency, durationMs, pid })));
  if (depthRun) {
    for (const [name, url] of depthCases) {
      for (const [depthName, range] of depths) {
        const result = await load({ urls: (n) => url(pageIn(range, n), n), concurrency, durationMs, pid });
        rows.push(`${formatRow(`${name}, ${depthName} no cache`, result)}${result.p99 < GOAL_P99_MS ? '' : `  (goal p99 < ${GOAL_P99_MS} ms)`}`);
      }
    }
    rows.push(`  (the new list led by ${boost})`);
  }
  // The same calls with the production page cache (CATALOGUE_CACHE_MS default): lists and posts are served from
  // memory between reads; search is not cached.
  const cached = cases.filter(([id]) => id !== 'search');
  await api.stop();
  if (cached.length > 0) {
    api = await startApi(5_000);
    base = api.base;
    for (const [, name, urls] of cached) rows.push(formatRow(`${name} 5 s cache`, await load({ urls, concurrency, durationMs, pid: api.pid })));
  }
  log('');
  log(`Catalogue reads at ${posts} posts, full mode (Postgres 15), concurrency ${concurrency}, ${durationMs / 1000} s per case after a 1 s warm-up (the uncached API first warmed ${warmUpMs / 1000} s on every case)`);
  log(`conditions: ${machineConditions()}; client and server share the machine`);
  for (const row of rows) log(row);
} finally {
  for (const stop of stops) await stop().catch(() => undefined);
  rmSync(dataDir, { recursive: true, force: true });
}

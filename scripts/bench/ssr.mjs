#!/usr/bin/env node
// The first load of the visitor pages (issue 19), full mode (Postgres) at benchmark scale, three figures:
//   1. the JavaScript a page needs before it is interactive, gzip -9, per file: the entry the HTML names, its
//      modulepreloaded and statically imported chunks (the Vite manifest), and the chunks the first route loads
//      (what Chromium fetches until the network is idle), for the home page and a product page, beside the floor:
//      React, react-router and TanStack Query alone, built with the same Vite (js-floor/);
//   2. Largest Contentful Paint and Cumulative Layout Shift in headless Chromium on a throttled phone (CDP: 150 ms
//      latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower; 390x844 at 3x), cold loads of the home page and a
//      product page, against a baseline in the same run: a minimal static page (one heading, one image) served by
//      a bare node:http server;
//   3. server time per page: the HTML responses for home, a list page, a product page and a blog post at a fixed
//      concurrency, beside the JSON API calls those pages make for the same data, with the catalogue cache off and
//      at its production setting, beside two baselines: a bare node:http handler, and the server renderer alone in this
//      process on recorded API answers (render-alone.mjs), one page at a time.
// Works whether the server renders the pages or sends the client-rendered shell: it says which it found.
//   npm run bench:ssr [-- --posts 100000 --runs 5 --concurrency 8 --seconds 8 --only js,paint,server]
//   --database-url postgresql://... reuses a database seeded before instead of seeding a throwaway one
//   --site-dist DIR (or EMBERHOLD_SITE_DIST) measures a site built elsewhere (vite build --outDir DIR)
// The server figures are taken with pages rendered on the API's render thread (SSR_THREADS, default 1) and, as the
// baseline of that choice, the HTML pages again with renders on the thread that answers requests (SSR_THREADS=0).
// Needs a build (npm run build).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib.mjs';
import { log, machineConditions, numberArg, startFullModeServices, startSeededApi } from './bench-support.mjs';
import { load, startBareServer } from './http-load.mjs';
import { measureFloor } from './js-floor/build-floor.mjs';
import { measureProfile, startMinimalPage } from './page-load.mjs';
import { timeRendersAlone } from './render-alone.mjs';

const stringArg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const posts = numberArg('posts', 100_000);
const runs = numberArg('runs', 5);
const concurrency = numberArg('concurrency', 8);
const durationMs = numberArg('seconds', 8) * 1000;
const reusedDatabase = stringArg('database-url', undefined);
const only = stringArg('only', 'js,paint,server').split(',');
const siteDist = resolve(stringArg('site-dist', process.env.EMBERHOLD_SITE_DIST || join(root, 'frontend', 'dist')));
const BUDGET_BYTES = 100_000;
/** CDP's Network.emulateNetworkConditions: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second). */
const SLOW_PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const SLOW_PHONE = {
  name: 'phone 390x844, CPU 4x, 150 ms, 1.6 Mbit/s',
  context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  cpuRate: 4,
  network: SLOW_PHONE_NETWORK,
};

const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipped = (buffer) => gzipSync(buffer, { level: 9 }).length;
const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a').padStart(8);
const shift = (value) => (Number.isFinite(value) ? value.toFixed(3) : 'n/a').padStart(7);
const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

for (const built of ['backend/dist/main.js', 'infra/dist/index.js']) {
  if (!existsSync(join(root, built))) {
    process.stderr.write(`${built} is missing: run "npm run build" first\n`);
    process.exit(1);
  }
}
const manifestFile = join(siteDist, '.vite', 'manifest.json');
if (!existsSync(manifestFile)) {
  process.stderr.write(`${manifestFile} is missing: build the site first (npm run build, or vite build --outDir ${siteDist})\n`);
  process.exit(1);
}
/** The Vite manifest by output file: each chunk's static imports (what the browser needs before the chunk runs). */
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const chunksByFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
const staticClosure = (files) => {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const key of chunksByFile.get(file)?.imports ?? []) if (manifest[key]) visit(manifest[key].file);
  };
  for (const file of files) visit(file);
  return seen;
};
const assetFile = (href) => new URL(href, 'http://site/').pathname.replace(/^\//, '');

const infra = await import(join(root, 'infra', 'dist', 'index.js'));
const { chromium } = await import('playwright-core');
const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-bench-ssr-'));
const stops = [];
let stopping;
const stopAll = () => {
  stopping ??= (async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  })();
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void stopAll().then(() => process.exit(130)));

/** What the first response of a page holds: its status, size, and the visible text inside <div id="root">. */
function describeHtml(status, html) {
  const start = html.search(/<div id="root"[^>]*>/);
  const inside = start < 0 ? '' : html.slice(start).replace(/^<div id="root"[^>]*>/, '');
  const end = inside.search(/<script\b|<\/body>/i);
  const markup = (end < 0 ? inside : inside.slice(0, end)).replace(/<\/div>\s*$/, '');
  const text = markup
    .replace(/<(style|template)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    status,
    bytes: Buffer.byteLength(html),
    gzip: gzipped(Buffer.from(html)),
    rootMarkup: Buffer.byteLength(markup.trim()),
    rootText: text.length,
    rendered: text.length > 0,
    images: [...markup.matchAll(/<img\b[^>]*>/gi)].map(([tag]) => tag),
  };
}

/**
 * The scripts a page needs before it is interactive: the module scripts and modulepreloads its HTML names, their
 * static imports (manifest), and what Chromium fetches for the first route until the network is idle.
 */
async function javascriptOf(browser, origin, path) {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
  const html = await response.text();
  const encoding = response.headers.get('content-encoding') ?? 'none';
  const named = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (attribute(tag, 'type') === 'module' && attribute(tag, 'src')) named.push(assetFile(attribute(tag, 'src')));
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (attribute(tag, 'rel')?.toLowerCase() === 'modulepreload') named.push(assetFile(attribute(tag, 'href')));
  }
  const closure = staticClosure(named);
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });
  const loaded = new Set();
  const apiCalls = [];
  try {
    const page = await context.newPage();
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === 'script' && url.origin === origin) loaded.add(assetFile(url.pathname));
      if (url.origin === origin && url.pathname.startsWith('/api/')) apiCalls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  } finally {
    await context.close();
  }
  const files = [...new Set([...closure, ...loaded])];
  const rows = files.map((file) => {
    const path = join(siteDist, file);
    const body = existsSync(path) ? readFileSync(path) : Buffer.alloc(0);
    const how = named.includes(file) ? (file === named[0] ? 'entry' : 'modulepreload') : closure.has(file) ? 'static import' : 'first route (lazy)';
    return { file, how, raw: body.length, gzip: gzipped(body), missing: body.length === 0 };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  return { page: { ...describeHtml(response.status, html), encoding }, rows, apiCalls };
}

/** Posts (slug and id), blog slugs and list pages to walk, collected as a crawler would. */
async function collectPages(base) {
  const found = [];
  for (let page = 1; page <= 20; page++) {
    const body = await (await fetch(`${base}/api/lists/new/${page}/?country=us`)).json();
    for (const post of body.posts ?? []) found.push({ slug: post.slug, id: post.id });
  }
  const blog = await (await fetch(`${base}/api/blog/`)).json();
  const blogSlugs = (blog.posts ?? []).map((post) => post.slug);
  if (found.length === 0) throw new Error('the product listed no posts');
  if (blogSlugs.length === 0) throw new Error('the product has no blog posts');
  return { posts: found, blogSlugs };
}

/** The API as production runs it, with the catalogue cache at `cacheMs` (undefined: the production default). */
async function startApi(env, cacheMs, extraEnv = {}) {
  const api = await startSeededApi(infra, { env, dataDir, posts, reusedDatabase, cacheMs, extraEnv: { EMBERHOLD_SITE_DIST: siteDist, ...extraEnv } });
  stops.push(api.stop);
  return api;
}

const report = [];
const out = (line = '') => report.push(line);

try {
  const { env } = await startFullModeServices(infra, dataDir, stops, { postgres: reusedDatabase === undefined });
  log(reusedDatabase ? `reusing the database at ${reusedDatabase.replace(/\/\/[^@]*@/, '//')}` : `seeding ${posts} posts through the API's first start (this takes a few minutes) ...`);
  let api = await startApi(env, undefined);
  const { posts: found, blogSlugs } = await collectPages(api.base);
  const samplePost = found[0];
  const pagesToOpen = [
    ['home page', '/'],
    ['product page', `/${samplePost.slug}/`],
  ];
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || infra.CHROMIUM_PATH, args: [...infra.CHROMIUM_ARGS] });
  stops.push(() => browser.close());

  out(`First load of the visitor pages at ${posts} posts, full mode (Postgres), headless Chromium ${browser.version()}`);
  out(`site: ${siteDist}`);

  if (only.includes('js')) {
    log('reading the JavaScript each page needs ...');
    out('');
    out('JavaScript before the first page is interactive (gzip -9; entry + modulepreloads + static imports + the first route\'s chunks)');
    for (const [name, path] of pagesToOpen) {
      const { page, rows, apiCalls } = await javascriptOf(browser, api.base, path);
      const total = rows.reduce((sum, row) => sum + row.gzip, 0);
      const raw = rows.reduce((sum, row) => sum + row.raw, 0);
      const images = page.images;
      const count = (pattern) => images.filter((tag) => pattern.test(tag)).length;
      const imageLine = `${images.length} <img> in #root (${count(/fetchpriority="high"/i)} fetched first, ${count(/loading="lazy"/i)} lazy, ${images.length - count(/\swidth="\d+"/i)} without a width)`;
      out(`  ${name} ${path}: HTML ${page.status}, ${kB(page.bytes)} (${kB(page.gzip)} gzip-9, served ${page.encoding}), ${page.rendered ? `server-rendered: ${kB(page.rootMarkup)} of markup, ${page.rootText} characters of text, ${imageLine}` : 'client-rendered shell: #root is empty'}`);
      for (const row of rows) {
        out(`    ${row.how.padEnd(19)} ${row.file.padEnd(48)} raw ${kB(row.raw).padStart(9)}  gzip-9 ${kB(row.gzip).padStart(8)}${row.missing ? '  (not in the site folder)' : ''}`);
      }
      out(`    total: ${rows.length} files, raw ${kB(raw)}, gzip-9 ${kB(total)}: ${total < BUDGET_BYTES ? 'within' : 'OVER'} the 100 kB budget (${Math.round((total / BUDGET_BYTES) * 100)}%)`);
      out(`    API calls the browser made: ${apiCalls.length === 0 ? 'none' : apiCalls.join(', ')}`);
    }
    // The baseline: the libraries the site hydrates with, built alone with the same Vite in the same run.
    log('building the libraries alone ...');
    out('  the floor: the site\'s libraries alone, each step one tiny app built with the site\'s Vite (scripts/bench/js-floor)');
    for (const row of await measureFloor(join(root, 'frontend'))) {
      out(`    ${row.what.padEnd(62)} raw ${kB(row.raw).padStart(9)}  gzip-9 ${kB(row.gzip).padStart(8)}  (${Math.round((row.gzip / BUDGET_BYTES) * 100)}% of the budget)`);
    }
  }

  if (only.includes('paint')) {
    const baseline = await startMinimalPage(api.base);
    stops.push(() => baseline.close());
    const rows = [];
    for (const [name, url] of [['minimal static page (baseline)', baseline.url], ...pagesToOpen.map(([name, path]) => [`${name} ${path}`, `${api.base}${path}`])]) {
      log(`measuring ${name} on the throttled phone, ${runs} cold loads ...`);
      rows.push({ name, ...(await measureProfile(browser, url, SLOW_PHONE, runs)) });
    }
    out('');
    out(`Paint and layout shift on a ${SLOW_PHONE.name}, ${runs} cold loads each after one warm-up (catalogue cache at its production default)`);
    const heads = ['TTFB p50', 'FCP p50', 'LCP p50', 'LCP p75', 'LCP max'].map((head) => head.padStart(8)).join(' ');
    out(`    ${'page'.padEnd(42)} ${heads} ${'CLS p50'.padStart(7)} ${'CLS max'.padStart(7)}  LCP element (most frequent)`);
    for (const row of rows) {
      const missing = row.missing ? `  (no LCP in ${row.missing} loads)` : '';
      out(`    ${row.name.padEnd(42)} ${ms(row.ttfb)} ${ms(row.fcp)} ${ms(row.lcp50)} ${ms(row.lcp75)} ${ms(row.lcpMax)} ${shift(row.cls50)} ${shift(row.clsMax)}  ${row.element}${missing}`);
      if (row.errors.length) out(`      errors: ${row.errors.join(' | ')}`);
    }
    const base = rows[0].lcp50;
    for (const row of rows.slice(1)) {
      const versus = Number.isFinite(row.lcp50) && Number.isFinite(base) ? `${(row.lcp50 / base).toFixed(1)}x the baseline (+${Math.round(row.lcp50 - base)} ms)` : 'n/a';
      out(`  ${row.name}: LCP p50 ${versus}; goal under 1000 ms: ${row.lcp50 < 1000 ? 'met' : 'not met'}; CLS goal under 0.05: ${row.clsMax < 0.05 ? 'met' : 'not met'}`);
    }
  }

  if (only.includes('server')) {
    await browser.close().catch(() => undefined);
    const sorts = [['new', 'new'], ['popular', 'clicks_score_amazon_available']];
    // Each case walks a varied but repeatable set of addresses: the HTML page and the API calls the client-rendered
    // page makes for its data (the post page's related items come after its post, so they are a row of their own).
    const cases = (base) => [
      ['html', 'home            /', () => `${base}/`, 1],
      ['api', '  its list     /api/lists/new/1/?country=us', () => `${base}/api/lists/new/1/?country=us`, 1],
      ['html', 'list page       /{new|popular}/page/{n}/', (n) => `${base}/${sorts[n % 2][0]}/${n % 20 ? `page/${(n % 20) + 1}/` : ''}`, 40],
      ['api', '  its list     /api/lists/{sort}/{page}/', (n) => `${base}/api/lists/${sorts[n % 2][1]}/${(n % 20) + 1}/?country=us`, 40],
      ['html', 'product page    /{slug}/', (n) => `${base}/${found[n % found.length].slug}/`, found.length],
      ['api', '  its post     /api/posts/{slug}/', (n) => `${base}/api/posts/${found[n % found.length].slug}/?country=us`, found.length],
      ['api', '  its related  /api/related/{id}/1/', (n) => `${base}/api/related/${found[n % found.length].id}/1/?items=100&country=us`, found.length],
      ['html', 'blog post       /blog/{slug}/', (n) => `${base}/blog/${blogSlugs[n % blogSlugs.length]}/`, blogSlugs.length],
      ['api', '  its article  /api/blog/{slug}', (n) => `${base}/api/blog/${blogSlugs[n % blogSlugs.length]}`, blogSlugs.length],
    ];
    // As a browser asks: the pages and API answers come compressed, as visitors get them.
    const headers = { 'accept-encoding': 'gzip, deflate, br' };
    const row = (name, result) =>
      `    ${name.padEnd(46)} p50 ${result.p50.toFixed(2).padStart(7)} ms  p95 ${result.p95.toFixed(2).padStart(7)} ms  p99 ${result.p99.toFixed(2).padStart(7)} ms  ${Math.round(result.rps).toString().padStart(6)} req/s${result.errors ? `  ${result.errors} errors` : ''}`;
    out('');
    out(`Server time per page at ${posts} posts, concurrency ${concurrency}, ${durationMs / 1000} s per case after one request to each of its addresses and a 1 s warm-up, accept-encoding gzip, deflate, br (client and server share the machine)`);
    const bare = await startBareServer();
    out(row('bare Node handler (baseline)', await load({ urls: () => `${bare.url}/`, concurrency, durationMs, headers })));
    await bare.close();
    // The other baseline: React's part of a page, alone. At concurrency 8 on one render thread the last of eight
    // pages waits for the seven before it, so eight times this is the least its response can take.
    log('timing renders alone, in this process ...');
    const alone = await timeRendersAlone({
      serverBundle: join(`${siteDist}-server`, 'entry-server.cjs'),
      apiBase: api.base,
      paths: ['/', '/new/page/2/', `/${samplePost.slug}/`, `/blog/${blogSlugs[0]}/`],
    });
    out('  the render alone (baseline): the server renderer in the benchmark\'s process, one page at a time, on recorded API answers');
    for (const { path, p50, p99, bytes } of alone) {
      out(`    ${path.slice(0, 44).padEnd(46)} p50 ${p50.toFixed(2).padStart(7)} ms  p99 ${p99.toFixed(2).padStart(7)} ms  (${kB(bytes)} of markup; ${concurrency} at once on one thread: the last waits ${(p50 * concurrency).toFixed(1)} ms)`);
    }
    // Every address of a case is asked for once first: the figures are of a server that has seen each page before
    // (kept pages, refreshed in the background), not of its first visits, which the cache-off walk shows.
    const walk = async (label, kinds = ['html', 'api']) => {
      out(`  ${label}`);
      for (const [kind, name, urls, distinctUrls] of cases(api.base)) {
        if (!kinds.includes(kind)) continue;
        log(`loading ${name.trim()} (${label}) ...`);
        out(row(name, await load({ urls, concurrency, durationMs, headers, distinctUrls })));
      }
    };
    await walk('catalogue cache at its production default (pages and lists served from memory between reads)');
    await api.stop();
    api = await startApi(env, 0);
    await walk('catalogue cache off (every request reads Postgres)');
    await api.stop();
    api = await startApi(env, undefined, { SSR_THREADS: '0' });
    await walk('baseline: renders on the thread that answers requests (SSR_THREADS=0), catalogue cache at its production default', ['html']);
  }

  log('');
  for (const line of report) log(line);
  log(`conditions: ${machineConditions()}; browser, client and server share the machine`);
} finally {
  await stopAll();
}

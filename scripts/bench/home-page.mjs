#!/usr/bin/env node
// Home page speed in headless Chromium, embedded mode: the JavaScript the first route (/) loads against the 150 kB
// gzip budget, and Largest Contentful Paint over cold loads (a new browser context each) on a desktop, a mobile and a
// throttled mobile profile. The baseline, in the same run and the same browser, is a minimal static page (one heading,
// one image) served by a bare node:http server: the floor this machine sets.
//   npm run bench:home-page [-- --runs 10 --posts 2400]
// Needs a build (npm run build).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { cpus, freemem, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { root } from '../lib.mjs';
import { measureProfile, startMinimalPage } from './page-load.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const runs = Number(arg('runs', 10));
const seedSize = arg('posts', 'demo');
const BUDGET_BYTES = 150_000;

const log = (line = '') => process.stdout.write(`${line}\n`);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
const gzipped = (buffer) => gzipSync(buffer, { level: 9 }).length;

for (const built of ['backend/dist/main.js', 'frontend/dist/index.html', 'infra/dist/index.js']) {
  if (!existsSync(join(root, built))) {
    process.stderr.write(`${built} is missing: run "npm run build" first\n`);
    process.exit(1);
  }
}
const infra = await import(join(root, 'infra', 'dist', 'index.js'));
const { chromium } = await import('playwright-core');

// DevTools' "Fast 3G" preset: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up.
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6e6 / 8) * 0.9, uploadThroughput: (750e3 / 8) * 0.9 };
const PROFILES = [
  { name: 'desktop 1280x800', context: { viewport: { width: 1280, height: 800 } } },
  {
    name: 'mobile 390x844, CPU 4x',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    cpuRate: 4,
  },
  {
    name: 'mobile 390x844, CPU 4x, Fast 3G',
    context: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
    cpuRate: 4,
    network: FAST_3G,
  },
];

const stops = [];
let stopping;
const stopAll = () => {
  stopping ??= (async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  })();
  return stopping;
};
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => void stopAll().then(() => process.exit(130)));
}

/** Starts backend/dist/main.js in the embedded mode (PGlite, chDB, in-process queues) on a throwaway data directory. */
async function startProduct() {
  const dataDir = mkdtempSync(join(tmpdir(), 'emberhold-bench-home-'));
  stops.push(async () => rmSync(dataDir, { recursive: true, force: true }));
  const port = await infra.getFreePort();
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      EMBERHOLD_DATA_DIR: dataDir,
      EMBERHOLD_SEED_SIZE: String(seedSize),
      LOG_LEVEL: 'warn',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  stops.push(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} during start-up:\n${stderr}`);
    if (Date.now() > deadline) throw new Error(`the server did not answer /readyz within 300 s:\n${stderr}`);
    try {
      if ((await fetch(`${origin}/readyz`)).status === 200) return origin;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
}

const attribute = (tag, name) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];

/** What the served HTML of / names: module scripts, modulepreloads and stylesheets, fetched as a client would. */
async function assetsNamedByHtml(origin) {
  const html = await (await fetch(`${origin}/`)).text();
  const scripts = [];
  const styles = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    if (attribute(tag, 'type') === 'module' && attribute(tag, 'src')) scripts.push(['module script', attribute(tag, 'src')]);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(tag, 'rel')?.toLowerCase();
    if (rel === 'modulepreload') scripts.push(['modulepreload', attribute(tag, 'href')]);
    if (rel === 'stylesheet') styles.push(['stylesheet', attribute(tag, 'href')]);
  }
  const fetchAll = (list) =>
    Promise.all(
      list.map(async ([kind, href]) => {
        const response = await fetch(new URL(href, `${origin}/`), { headers: { 'accept-encoding': 'gzip, br' } });
        const body = Buffer.from(await response.arrayBuffer());
        return { kind, href, status: response.status, encoding: response.headers.get('content-encoding') ?? 'none', raw: body.length, gzip: gzipped(body) };
      }),
    );
  return { htmlBytes: Buffer.byteLength(html), htmlGzip: gzipped(Buffer.from(html)), scripts: await fetchAll(scripts), styles: await fetchAll(styles) };
}

/** Every script and stylesheet the page really loads until the network is idle, with the bytes on the wire. */
async function assetsLoadedByChromium(browser, url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(
        (async () => {
          const body = await response.body();
          const sizes = await response.request().sizes();
          return { type, url: response.url(), raw: body.length, gzip: gzipped(body), wire: sizes.responseBodySize, encoding: (await response.allHeaders())['content-encoding'] ?? 'none' };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return await Promise.all(pending);
  } finally {
    await context.close();
  }
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : 'n/a').padStart(8);

try {
  log(`starting the product (embedded mode, seed ${seedSize}) and Chromium ...`);
  const started = performance.now();
  const launched = chromium.launch({ executablePath: process.env.CHROMIUM_PATH || infra.CHROMIUM_PATH, args: [...infra.CHROMIUM_ARGS] });
  launched.catch(() => undefined);
  let origin;
  try {
    origin = await startProduct();
  } finally {
    const browser = await launched.catch(() => undefined);
    if (browser) stops.push(() => browser.close());
  }
  const browser = await launched;
  log(`ready after ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const baseline = await startMinimalPage(origin);
  stops.push(() => baseline.close());

  const named = await assetsNamedByHtml(origin);
  const missingAsset = [...named.scripts, ...named.styles].find((asset) => asset.status !== 200);
  if (missingAsset) {
    throw new Error(`the served HTML names ${missingAsset.href}, which answers HTTP ${missingAsset.status}: was frontend/dist rebuilt after the server started?`);
  }
  const loaded = await assetsLoadedByChromium(browser, `${origin}/`);
  const loadedScripts = loaded.filter((asset) => asset.type === 'script');
  const loadedStyles = loaded.filter((asset) => asset.type === 'stylesheet');
  const sum = (list, key) => list.reduce((total, asset) => total + asset[key], 0);

  const rows = [];
  for (const [name, url] of [['minimal static page (baseline)', baseline.url], ['home page /', `${origin}/`]]) {
    for (const profile of PROFILES) {
      log(`measuring ${name}, ${profile.name} ...`);
      rows.push({ name, profile: profile.name, ...(await measureProfile(browser, url, profile, runs)) });
    }
  }

  log('');
  log(`Home page speed, embedded mode (seed ${seedSize}), headless Chromium ${browser.version()}, ${runs} cold loads per profile after one warm-up`);
  log(`conditions: ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), load ${loadavg().map((l) => l.toFixed(2)).join(' ')}, ${Math.round(freemem() / 2 ** 30)} GiB free, node ${process.version}; browser and server share the machine`);
  log('');
  log(`JavaScript for the first route (/): HTML ${kB(named.htmlBytes)} raw, ${kB(named.htmlGzip)} gzip-9`);
  log('  named by the served HTML:');
  for (const asset of [...named.scripts, ...named.styles]) {
    log(`    ${asset.kind.padEnd(14)} ${asset.href.padEnd(34)} raw ${kB(asset.raw).padStart(9)}  gzip-9 ${kB(asset.gzip).padStart(9)}  served encoding: ${asset.encoding}${asset.status === 200 ? '' : `  HTTP ${asset.status}`}`);
  }
  log(`    scripts total  raw ${kB(sum(named.scripts, 'raw'))}, gzip-9 ${kB(sum(named.scripts, 'gzip'))}; stylesheets raw ${kB(sum(named.styles, 'raw'))}, gzip-9 ${kB(sum(named.styles, 'gzip'))}`);
  log('  loaded by Chromium until network idle (desktop, unthrottled):');
  for (const asset of loaded) {
    log(`    ${asset.type.padEnd(14)} ${new URL(asset.url).pathname.padEnd(34)} raw ${kB(asset.raw).padStart(9)}  gzip-9 ${kB(asset.gzip).padStart(9)}  on the wire ${kB(asset.wire).padStart(9)} (${asset.encoding})`);
  }
  const scriptGzip = sum(loadedScripts, 'gzip');
  log(`    ${loadedScripts.length} script(s): raw ${kB(sum(loadedScripts, 'raw'))}, gzip-9 ${kB(scriptGzip)}, on the wire ${kB(sum(loadedScripts, 'wire'))}; ${loadedStyles.length} stylesheet(s): raw ${kB(sum(loadedStyles, 'raw'))}, gzip-9 ${kB(sum(loadedStyles, 'gzip'))}`);
  log(`  budget 150 kB (150,000 bytes) gzipped: ${scriptGzip <= BUDGET_BYTES ? 'within' : 'OVER'} (${kB(scriptGzip)}, ${Math.round((scriptGzip / BUDGET_BYTES) * 100)}% of it)`);
  log('');
  const heads = ['TTFB p50', 'FCP p50', 'LCP p50', 'LCP p75', 'LCP max'].map((head) => head.padStart(8)).join(' ');
  log(`Paint timings from navigation start, ${runs} cold loads each`);
  log(`    ${'profile'.padEnd(34)} ${heads}  LCP element (most frequent)`);
  let section;
  for (const row of rows) {
    if (row.name !== section) log(`  ${(section = row.name)}`);
    const missing = row.missing ? `  (no LCP in ${row.missing} loads)` : '';
    log(`    ${row.profile.padEnd(34)} ${ms(row.ttfb)} ${ms(row.fcp)} ${ms(row.lcp50)} ${ms(row.lcp75)} ${ms(row.lcpMax)}  ${row.element}${missing}`);
    if (row.errors.length) log(`      errors: ${row.errors.join(' | ')}`);
  }
  const baseRow = (profile) => rows.find((row) => row.name.startsWith('minimal') && row.profile === profile);
  log('  TTFB is Navigation Timing\'s responseStart: Chromium adds its emulated latency after that mark, so under Fast 3G');
  log('  it shows the server\'s answer, while FCP and LCP include the emulated round trips.');
  log('');
  for (const row of rows.filter((row) => row.name === 'home page /')) {
    const base = baseRow(row.profile)?.lcp50;
    const versus = Number.isFinite(row.lcp50) && Number.isFinite(base) ? `${(row.lcp50 / base).toFixed(1)}x the baseline (+${Math.round(row.lcp50 - base)} ms)` : 'n/a';
    log(`  home page LCP p50, ${row.profile}: ${versus}`);
  }
} finally {
  await stopAll();
}

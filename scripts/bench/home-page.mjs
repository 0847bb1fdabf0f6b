#!/usr/bin/env node
// Home page speed in headless Chromium, embedded mode: the JavaScript the first route (/) loads against the 150 kB
// gzip budget, and Largest Contentful Paint over cold loads (a new browser context each) on a desktop, a mobile and a
// throttled mobile profile. The baseline, in the same run and the same browser, is a minimal static page (one heading,
// one image) served by a bare node:http server: the floor this machine sets.
//   npm run bench:home-page [-- --runs 10 --posts 2400]
// Needs a build (npm run build).
/* global PerformanceObserver */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, freemem, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clearTimeout } from 'node:timers';
import { setTimeout as sleep } from 'node:timers/promises';
import { gzipSync } from 'node:zlib';
import { root } from '../lib.mjs';
import { percentile } from './http-load.mjs';

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

/**
 * A heading and one image, the first post's own picture from the product (Chromium leaves low-content images out of
 * LCP, so a made-up flat image would not be a fair floor), served from memory by a bare node:http server.
 */
async function startMinimalPage(origin) {
  const list = await (await fetch(`${origin}/api/lists/new/1/`)).json();
  const src = list.posts?.find((post) => post.image)?.image;
  if (!src) throw new Error('the product listed no post with an image for the baseline page');
  const image = await fetch(new URL(src, `${origin}/`));
  const imageType = image.headers.get('content-type') ?? 'image/svg+xml';
  const imageBody = Buffer.from(await image.arrayBuffer());
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<title>Baseline</title></head><body><h1>Gifts for fans of The Emberhold Saga</h1>' +
    '<img id="hero" src="/hero" width="600" alt="A gift" style="max-width:100%;height:auto"></body></html>';
  const server = http.createServer((request, response) => {
    const [type, body] = request.url === '/hero' ? [imageType, imageBody] : ['text/html; charset=utf-8', html];
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      resolve({ url: `http://127.0.0.1:${server.address().port}/`, close: () => new Promise((done) => server.close(done)) });
    }),
  );
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

/** One cold load: a new context (empty cache and cookies), optional CPU and network throttling, LCP read once idle. */
async function measureLoad(browser, url, profile) {
  const context = await browser.newContext(profile.context);
  try {
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`HTTP ${response.status()} for ${new URL(response.url()).pathname}`);
    });
    if (profile.cpuRate || profile.network) {
      const cdp = await context.newCDPSession(page);
      if (profile.cpuRate) await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuRate });
      if (profile.network) {
        await cdp.send('Network.enable');
        await cdp.send('Network.emulateNetworkConditions', profile.network);
      }
    }
    // Observing from the document's start: an observer created only after the load may get its buffered entries
    // too late (their delivery is a low-priority task, starved under CPU throttling).
    await page.addInitScript(() => {
      const describe = (entry) => {
        const element = entry.element;
        if (!element) return 'a removed element';
        const className = typeof element.className === 'string' ? element.className.trim().split(/\s+/)[0] : '';
        const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${className ? `.${className}` : ''}`;
        return name + (entry.url ? ` src=${new URL(entry.url).pathname}` : ` "${element.textContent.trim().slice(0, 30)}"`);
      };
      const state = { last: null };
      const keep = (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) state.last = { startTime: entry.startTime, element: describe(entry) };
      };
      const observer = new PerformanceObserver((list) => keep(list.getEntries()));
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      state.flush = () => keep(observer.takeRecords());
      Object.defineProperty(globalThis, '__emberholdBenchLcp', { value: state });
    });
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // Network idle is not enough on its own: under CPU throttling, parsing the bundle can outlast its 500 ms quiet
    // window before the app has fetched or painted anything. So wait until an LCP entry exists and neither it nor
    // the list of loaded resources has changed for a second (or 60 s have passed).
    const result = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const state = globalThis.__emberholdBenchLcp;
          const startedAt = performance.now();
          let seen = '';
          let stableSince = performance.now();
          const check = () => {
            state.flush();
            const now = `${state.last?.startTime}/${performance.getEntriesByType('resource').length}`;
            if (now !== seen) [seen, stableSince] = [now, performance.now()];
            if ((state.last && performance.now() - stableSince >= 1_000) || performance.now() - startedAt > 60_000) {
              const navigation = performance.getEntriesByType('navigation')[0];
              const fcp = performance.getEntriesByName('first-contentful-paint')[0];
              resolve({
                lcp: state.last ? state.last.startTime : null,
                fcp: fcp ? fcp.startTime : null,
                ttfb: navigation ? navigation.responseStart : null,
                element: state.last ? state.last.element : 'none',
              });
            } else {
              setTimeout(check, 100);
            }
          };
          check();
        }),
    );
    return { ...result, errors };
  } finally {
    await context.close();
  }
}

async function measureProfile(browser, url, profile) {
  await measureLoad(browser, url, profile); // warm-up: the server's caches and V8's code, not the browser's
  const loads = [];
  for (let run = 0; run < runs; run++) loads.push(await measureLoad(browser, url, profile));
  const sorted = (key) => loads.map((load) => load[key]).filter((value) => value !== null).sort((a, b) => a - b);
  const elements = new Map();
  for (const load of loads) elements.set(load.element, (elements.get(load.element) ?? 0) + 1);
  const [element, count] = [...elements.entries()].sort((a, b) => b[1] - a[1])[0];
  const lcp = sorted('lcp');
  return {
    ttfb: percentile(sorted('ttfb'), 50),
    fcp: percentile(sorted('fcp'), 50),
    lcp50: percentile(lcp, 50),
    lcp75: percentile(lcp, 75),
    lcpMax: lcp[lcp.length - 1],
    missing: loads.length - lcp.length,
    element: `${element} (${count}/${loads.length})`,
    errors: [...new Set(loads.flatMap((load) => load.errors))],
  };
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
      rows.push({ name, profile: profile.name, ...(await measureProfile(browser, url, profile)) });
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

// What the browser benchmarks share: the baseline page, and one cold load of a page in headless Chromium with its
// paint timings (TTFB, FCP, LCP) and cumulative layout shift, optionally with CPU and network throttling over CDP.
/* global PerformanceObserver */
import http from 'node:http';
import { percentile } from './http-load.mjs';

/**
 * A heading and one image, the first post's own picture from the product (Chromium leaves low-content images out of
 * LCP, so a made-up flat image would not be a fair floor), served from memory by a bare node:http server.
 */
export async function startMinimalPage(origin) {
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

/**
 * One cold load: a new context (empty cache and cookies), optional CPU and network throttling (`profile.cpuRate`,
 * `profile.network` as CDP's Network.emulateNetworkConditions takes it), LCP and CLS read once the page is quiet.
 */
export async function measureLoad(browser, url, profile) {
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
      const state = { last: null, cls: 0, window: 0, windowStart: 0, windowLast: 0, shifts: 0 };
      const keep = (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) state.last = { startTime: entry.startTime, element: describe(entry) };
      };
      // Cumulative layout shift as Chromium's Web Vitals define it: the largest session window of shifts (gaps under
      // 1 s, at most 5 s long), leaving out shifts right after user input.
      const shift = (entries) => {
        for (const entry of entries) {
          if (entry.hadRecentInput) continue;
          state.shifts += 1;
          if (state.window > 0 && entry.startTime - state.windowLast < 1_000 && entry.startTime - state.windowStart < 5_000) {
            state.window += entry.value;
          } else {
            state.window = entry.value;
            state.windowStart = entry.startTime;
          }
          state.windowLast = entry.startTime;
          state.cls = Math.max(state.cls, state.window);
        }
      };
      const observer = new PerformanceObserver((list) => keep(list.getEntries()));
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
      const shifts = new PerformanceObserver((list) => shift(list.getEntries()));
      shifts.observe({ type: 'layout-shift', buffered: true });
      state.flush = () => {
        keep(observer.takeRecords());
        shift(shifts.takeRecords());
      };
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
            const now = `${state.last?.startTime}/${performance.getEntriesByType('resource').length}/${state.shifts}`;
            if (now !== seen) [seen, stableSince] = [now, performance.now()];
            if ((state.last && performance.now() - stableSince >= 1_000) || performance.now() - startedAt > 60_000) {
              const navigation = performance.getEntriesByType('navigation')[0];
              const fcp = performance.getEntriesByName('first-contentful-paint')[0];
              resolve({
                lcp: state.last ? state.last.startTime : null,
                fcp: fcp ? fcp.startTime : null,
                ttfb: navigation ? navigation.responseStart : null,
                cls: state.cls,
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

/** One warm-up load, then `runs` cold loads: medians and quartiles of the timings and CLS, the usual LCP element. */
export async function measureProfile(browser, url, profile, runs) {
  await measureLoad(browser, url, profile); // warm-up: the server's caches and V8's code, not the browser's
  const loads = [];
  for (let run = 0; run < runs; run++) loads.push(await measureLoad(browser, url, profile));
  const sorted = (key) => loads.map((load) => load[key]).filter((value) => value !== null).sort((a, b) => a - b);
  const elements = new Map();
  for (const load of loads) elements.set(load.element, (elements.get(load.element) ?? 0) + 1);
  const [element, count] = [...elements.entries()].sort((a, b) => b[1] - a[1])[0];
  const lcp = sorted('lcp');
  const cls = sorted('cls');
  return {
    ttfb: percentile(sorted('ttfb'), 50),
    fcp: percentile(sorted('fcp'), 50),
    lcp50: percentile(lcp, 50),
    lcp75: percentile(lcp, 75),
    lcpMax: lcp[lcp.length - 1],
    cls50: percentile(cls, 50),
    cls75: percentile(cls, 75),
    clsMax: cls[cls.length - 1],
    missing: loads.length - lcp.length,
    element: `${element} (${count}/${loads.length})`,
    errors: [...new Set(loads.flatMap((load) => load.errors))],
  };
}

// Fixed-concurrency HTTP load for the benchmarks: `concurrency` loops, each sending its next request as soon as the
// previous one answered, for `durationMs` after a warm-up. Latencies are measured per request on the client.
import http from 'node:http';
import { cpuSeconds } from './bench-support.mjs';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function get(url, headers) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
    });
    request.on('error', reject);
  });
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The median of unsorted values: the middle one, or the mean of the two middle ones for an even count. */
export function median(values) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * `urls` is a function of the request number, so each run walks a varied but repeatable set of pages. `headers` go
 * with every request (a browser's accept-encoding, say); the body is read as it comes, compressed or not.
 * `distinctUrls`: how many different addresses the walk has; each is asked for once before the timed warm-up, so
 * the figures are of a server that has seen every page (not of its first visits). `pid`: the server's process, whose
 * CPU time over the timed requests is answered per request (`cpuMs`).
 */
export async function load({ urls, concurrency = 8, durationMs = 5_000, warmupMs = 1_000, headers = {}, distinctUrls = 0, pid }) {
  const latencies = [];
  let errors = 0;
  let n = 0;
  const run = async (until, record) => {
    while (performance.now() < until) {
      const url = urls(n++);
      const started = performance.now();
      try {
        const status = await get(url, headers);
        if (status !== 200) errors += record ? 1 : 0;
      } catch {
        errors += record ? 1 : 0;
      }
      if (record) latencies.push(performance.now() - started);
    }
  };
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < distinctUrls) await get(urls(next++), headers).catch(() => undefined);
    }),
  );
  const warmUntil = performance.now() + warmupMs;
  await Promise.all(Array.from({ length: concurrency }, () => run(warmUntil, false)));
  const cpuBefore = pid === undefined ? NaN : cpuSeconds(pid);
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(Array.from({ length: concurrency }, () => run(until, true)));
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = pid === undefined ? NaN : ((cpuSeconds(pid) - cpuBefore) * 1000) / latencies.length;
  latencies.sort((a, b) => a - b);
  return {
    cpuMs,
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors,
  };
}

/** The baseline: a bare Node HTTP handler answering a small JSON body, on the same machine in the same run. */
export async function startBareServer() {
  const body = JSON.stringify({ meta: { status: 'success' }, posts: [] });
  const server = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One case's figures; the server's CPU time a request when the load was given its `pid`. */
export function formatRow(name, result) {
  const cpu = Number.isNaN(result.cpuMs) ? '' : `  ${result.cpuMs.toFixed(3)} ms CPU/req`;
  return `${name.padEnd(46)} p50 ${result.p50.toFixed(2).padStart(7)} ms  p99 ${result.p99.toFixed(2).padStart(7)} ms  ${Math.round(result.rps).toString().padStart(6)} req/s  ${result.errors} errors${cpu}`;
}

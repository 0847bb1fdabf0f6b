// The floor of the server time per page: the server renderer (dist-server/entry-server.cjs) run in this process, one
// page at a time, on API answers recorded once from the running API. What is left is React's render with the route's
// data preparation and the query cache's serialisation, without HTTP, Postgres, the render pool or compression.
import { createRequire } from 'node:module';
import { percentile } from './http-load.mjs';

/**
 * Times `runs` renders of each path after `warmUp` untimed ones. `apiBase`: where the answers are read the first time
 * a path asks for them. Returns [{ path, p50, p99, bytes }] (milliseconds, the page's HTML length).
 */
export async function timeRendersAlone({ serverBundle, apiBase, paths, runs = 200, warmUp = 30 }) {
  const renderer = createRequire(import.meta.url)(serverBundle);
  const recorded = new Map();
  const fetchApi = async (path) => {
    let answer = recorded.get(path);
    if (!answer) {
      const response = await fetch(`${apiBase}${path}`);
      answer = { status: response.status, contentType: response.headers.get('content-type') ?? 'application/json', body: await response.text() };
      recorded.set(path, answer);
    }
    return answer;
  };
  const rows = [];
  for (const path of paths) {
    const renderOnce = async () => {
      const result = await renderer.render({ url: path, cookies: '', fetchApi });
      if (result.kind !== 'page') throw new Error(`${path} rendered ${result.kind}, not a page`);
      return result.html.length;
    };
    let bytes = 0;
    for (let i = 0; i < warmUp; i++) bytes = await renderOnce();
    const times = [];
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      await renderOnce();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    rows.push({ path, p50: percentile(times, 50), p99: percentile(times, 99), bytes });
  }
  return rows;
}

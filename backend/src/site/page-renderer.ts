import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { Piscina } from 'piscina';
import type { PageRoute } from '@emberhold/contracts';

type RenderResult = { kind: 'page'; html: string; head: string; state: string } | { kind: 'redirect'; location: string } | { kind: 'none' };

/** What frontend/src/entry-server.tsx exports (built by `vite build --ssr` into entry-server.cjs). */
interface ServerEntry {
  render(request: {
    url: string;
    cookies: string;
    fetchApi: (path: string) => Promise<ApiAnswer>;
    onError?: (error: unknown) => void;
  }): Promise<RenderResult>;
}

/** The entry's `renderOnThread` protocol: the render thread's API reads, and their answers. */
interface ApiRead {
  id: number;
  path: string;
}
type ApiReadAnswer = ({ id: number } & ApiAnswer) | { id: number; error: string };

/** A page the server rendered: the root's HTML, the query cache it came from (JSON), and whether the browser hydrates it. */
export interface RenderedPage {
  html: string;
  /** Tags for the head (the preload of the page's main image). */
  head: string;
  state: string;
  hydrate: boolean;
}

/** Pages rendered on the server: the catalogue and the content every visitor sees. Private pages stay shells. */
const RENDERED_KINDS: ReadonlySet<PageRoute['kind']> = new Set([
  'index',
  'price-list',
  'gifts-landing',
  'gift-list',
  'post',
  'blog',
  'blog-post',
  'giveaways',
  'giveaway',
  'search',
  'static',
]);

export function isRenderedOnServer(route: PageRoute): boolean {
  return RENDERED_KINDS.has(route.kind) && !(route.kind === 'post' && route.boost);
}

/** How long renders may take. */
export interface RenderTimes {
  /** Longest a render may take, waiting for a thread included, before the page goes out as the shell the browser renders. */
  timeoutMs: number;
  /** How long past that a render may still hold its thread before the render threads are replaced (a render that never ends). */
  stuckAfterMs: number;
}

const RENDER_TIMES: RenderTimes = { timeoutMs: 5_000, stuckAfterMs: 30_000 };

/** An API read's answer as the app gave it: what both engines hand the render (as it is, or in a message). */
interface ApiAnswer {
  status: number;
  contentType: string;
  body: string | null;
}

/** How the page's API reads are answered: in-process through the app's own routes (Fastify inject). */
type ApiReader = (path: string) => Promise<ApiAnswer>;

/** Where renders run: on worker threads of a pool, or (with no threads) on the thread that answers requests. */
interface RenderEngine {
  /** `deadline`: the time (epoch ms) past which nobody waits for this render any more. */
  render(url: string, cookies: string, readApi: ApiReader, deadline: number): Promise<{ result: RenderResult; warnings: string[] }>;
  close(): Promise<void>;
}

/**
 * Renders visitor pages with the site's server entry. Its API reads go to this same app in-process (Fastify inject),
 * through the catalogue's response cache like any visitor's call. Public data only: the calls carry no cookies.
 *
 * With `threads` > 0 the render itself (React's, 10-40 ms of CPU for a product page or a list) runs on a pool of worker
 * threads (piscina) loading the same bundle, and only the API reads come back to the main thread. A visitor answered
 * from the rendered-page cache then never waits behind a render: before, every kept page's background refresh (one
 * per page per CATALOGUE_CACHE_MS) held up the requests queued behind it for the length of a render.
 */
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);

  private constructor(
    private readonly engine: RenderEngine,
    private readonly fastify: FastifyInstance,
    private readonly timeoutMs: number,
  ) {}

  /**
   * The renderer of the build in `serverDist`, or undefined (with a warning) when there is none: pages stay shells.
   * `threads`: worker threads that render; 0 renders on the main thread.
   */
  static load(serverDist: string, fastify: FastifyInstance, logger: Logger, threads: number, times = RENDER_TIMES): PageRenderer | undefined {
    const file = join(serverDist, 'entry-server.cjs');
    if (!existsSync(file)) {
      logger.warn(`No server renderer at ${file}; pages are sent as shells the browser renders.`);
      return undefined;
    }
    const engine = threads > 0 ? threadedEngine(file, threads, times.stuckAfterMs, logger) : inProcessEngine(file);
    return new PageRenderer(engine, fastify, times.timeoutMs);
  }

  /** Stops the render threads (an app closing). */
  close(): Promise<void> {
    return this.engine.close();
  }

  /**
   * The page at `url` (path and query) rendered for a visitor with `cookies` (their Cookie header with what this answer
   * sets). Undefined when it cannot be rendered (the error is logged): the shell still works in a browser.
   */
  async render(url: string, cookies: string, host: string | undefined, hydrate = true): Promise<RenderedPage | undefined> {
    // A render waiting for a thread counts against its time too: past it, the visitor gets the shell.
    const deadline = Date.now() + this.timeoutMs;
    try {
      const rendering = this.engine.render(url, cookies, (path) => this.readApi(path, host), deadline);
      const { result, warnings } = await beforeDeadline(rendering, deadline, `rendering took over ${this.timeoutMs} ms`);
      for (const warning of warnings) this.logger.warn(`Part of ${url} is left to the browser: ${warning}`);
      if (result.kind !== 'page') return undefined;
      return { html: result.html, head: result.head, state: result.state, hydrate };
    } catch (error) {
      const reason = error instanceof PastDeadline ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
      this.logger.error(`Could not render ${url}: ${reason}`);
      return undefined;
    }
  }

  private async readApi(path: string, host: string | undefined): Promise<ApiAnswer> {
    if (!path.startsWith('/api/')) throw new Error(`The server renderer reads only the API, not ${path}`);
    const response = await this.fastify.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', ...(host ? { host } : {}) },
    });
    return {
      status: response.statusCode,
      contentType: String(response.headers['content-type'] ?? 'application/json'),
      body: response.statusCode === 204 ? null : response.payload,
    };
  }
}

/** A render nobody waits for any more. */
class PastDeadline extends Error {}

/**
 * What `work` gives, or a failure with `reason` once `deadline` (epoch ms) has passed. The caller stops waiting; the work
 * itself goes on and its result is dropped.
 */
async function beforeDeadline<T>(work: Promise<T>, deadline: number, reason: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new PastDeadline(reason)), Math.max(0, deadline - Date.now()));
  });
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
    work.catch(() => undefined);
  }
}

/** Renders on the thread that answers requests (SSR_THREADS=0). */
function inProcessEngine(file: string): RenderEngine {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  const entry = require(file) as ServerEntry;
  return {
    async render(url, cookies, readApi) {
      const warnings: string[] = [];
      const result = await entry.render({ url, cookies, fetchApi: readApi, onError: (error) => warnings.push(error instanceof Error ? error.message : String(error)) });
      return { result, warnings };
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Renders on `threads` worker threads running the entry's `renderOnThread`. Each render gets its own message channel;
 * the thread posts the API reads it needs and this thread answers them, so the data still comes from the one response
 * cache.
 *
 * A render past its deadline is not aborted through the pool: piscina runs a task that can be aborted alone on its
 * thread, and when that thread frees up it sends the next queued task and moves the one after it to the back of the
 * queue. Renders then ran one at a time, each waiting for its API reads with the thread idle, and a few waited seconds
 * behind later arrivals. Instead the thread skips a render whose deadline passed while it was queued, and one that
 * overruns finishes on its thread with its result dropped. One still running `stuckAfterMs` past its deadline holds its
 * thread for good: the pool is replaced by a new one, and the old one's threads are stopped.
 */
function threadedEngine(file: string, threads: number, stuckAfterMs: number, logger: Logger): RenderEngine {
  const startPool = (): Piscina => new Piscina({
    filename: file,
    name: 'renderOnThread',
    // Started at the first render (an API process that never renders a page never loads the bundle twice), then kept.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 3_600_000,
    // A render spends much of its time waiting for its API reads; others on the same thread go on meanwhile (the
    // entry keeps each render's request in its own async scope).
    concurrentTasksPerWorker: 8,
    // Past that, queued renders go out in the order they came (by default a task that cannot be sent goes to the back).
    stricterFIFO: true,
  });
  let pool = startPool();
  return {
    async render(url, cookies, readApi, deadline) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (read: ApiRead) => {
        readApi(read.path).then(
          (answer): ApiReadAnswer => ({ id: read.id, ...answer }),
          (error: unknown): ApiReadAnswer => ({ id: read.id, error: error instanceof Error ? error.message : String(error) }),
        ).then((answer) => port1.postMessage(answer), () => undefined);
      });
      const running = pool;
      const watchdog = setTimeout(() => {
        if (pool !== running) return;
        logger.error(`Rendering ${url} has held its thread ${stuckAfterMs} ms past its time; the render threads are replaced.`);
        pool = startPool();
        running.destroy().catch((error: unknown) => logger.error(`The old render threads did not stop: ${String(error)}`));
      }, deadline - Date.now() + stuckAfterMs);
      watchdog.unref();
      try {
        return (await running.run({ url, cookies, deadline, api: port2 }, { transferList: [port2] })) as { result: RenderResult; warnings: string[] };
      } finally {
        clearTimeout(watchdog);
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}

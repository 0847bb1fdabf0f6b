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

/** Longest a render may take before the page goes out as the shell the browser renders itself. */
const RENDER_TIMEOUT_MS = 5_000;

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
  render(url: string, cookies: string, readApi: ApiReader, signal: AbortSignal): Promise<{ result: RenderResult; warnings: string[] }>;
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
  ) {}

  /**
   * The renderer of the build in `serverDist`, or undefined (with a warning) when there is none: pages stay shells.
   * `threads`: worker threads that render; 0 renders on the main thread.
   */
  static load(serverDist: string, fastify: FastifyInstance, logger: Logger, threads: number): PageRenderer | undefined {
    const file = join(serverDist, 'entry-server.cjs');
    if (!existsSync(file)) {
      logger.warn(`No server renderer at ${file}; pages are sent as shells the browser renders.`);
      return undefined;
    }
    return new PageRenderer(threads > 0 ? threadedEngine(file, threads) : inProcessEngine(file), fastify);
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
    const signal = AbortSignal.timeout(RENDER_TIMEOUT_MS);
    try {
      const { result, warnings } = await this.engine.render(url, cookies, (path) => this.readApi(path, host), signal);
      for (const warning of warnings) this.logger.warn(`Part of ${url} is left to the browser: ${warning}`);
      if (result.kind !== 'page') return undefined;
      return { html: result.html, head: result.head, state: result.state, hydrate };
    } catch (error) {
      const reason = signal.aborted ? `rendering took over ${RENDER_TIMEOUT_MS} ms` : error instanceof Error ? (error.stack ?? error.message) : String(error);
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

/** Renders on the thread that answers requests (SSR_THREADS=0). */
function inProcessEngine(file: string): RenderEngine {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
  const entry = require(file) as ServerEntry;
  return {
    async render(url, cookies, readApi, signal) {
      const warnings: string[] = [];
      const aborted = new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));
      aborted.catch(() => undefined);
      const result = await Promise.race([
        entry.render({ url, cookies, fetchApi: readApi, onError: (error) => warnings.push(error instanceof Error ? error.message : String(error)) }),
        aborted,
      ]);
      return { result, warnings };
    },
    close: () => Promise.resolve(),
  };
}

/**
 * Renders on `threads` worker threads running the entry's `renderOnThread`. Each render gets its own message channel;
 * the thread posts the API reads it needs and this thread answers them, so the data still comes from the one response
 * cache. An aborted render (too slow) is dropped from the queue, or its thread is replaced.
 */
function threadedEngine(file: string, threads: number): RenderEngine {
  const pool = new Piscina({
    filename: file,
    name: 'renderOnThread',
    // Started at the first render (an API process that never renders a page never loads the bundle twice), then kept.
    minThreads: 0,
    maxThreads: threads,
    idleTimeout: 3_600_000,
    // A render spends much of its time waiting for its API reads; others on the same thread go on meanwhile (the
    // entry keeps each render's request in its own async scope).
    concurrentTasksPerWorker: 8,
  });
  return {
    async render(url, cookies, readApi, signal) {
      const { port1, port2 } = new MessageChannel();
      port1.on('message', (read: ApiRead) => {
        readApi(read.path).then(
          (answer): ApiReadAnswer => ({ id: read.id, ...answer }),
          (error: unknown): ApiReadAnswer => ({ id: read.id, error: error instanceof Error ? error.message : String(error) }),
        ).then((answer) => port1.postMessage(answer), () => undefined);
      });
      try {
        return (await pool.run({ url, cookies, api: port2 }, { transferList: [port2], signal })) as { result: RenderResult; warnings: string[] };
      } finally {
        port1.close();
      }
    },
    close: () => pool.destroy(),
  };
}

import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import type { PageRoute } from '@emberhold/contracts';

/** What frontend/src/entry-server.tsx exports (built by `vite build --ssr` into entry-server.cjs). */
interface ServerEntry {
  render(request: {
    url: string;
    cookies: string;
    fetchApi: (path: string, init: RequestInit) => Promise<Response>;
    onError?: (error: unknown) => void;
  }): Promise<{ kind: 'page'; html: string; head: string; state: string } | { kind: 'redirect'; location: string } | { kind: 'none' }>;
}

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

/**
 * Renders visitor pages with the site's server entry. Its API reads go to this same app in-process (Fastify inject),
 * through the catalogue's response cache like any visitor's call. Public data only: the calls carry no cookies.
 */
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);

  private constructor(
    private readonly entry: ServerEntry,
    private readonly fastify: FastifyInstance,
  ) {}

  /** The renderer of the build in `serverDist`, or undefined (with a warning) when there is none: pages stay shells. */
  static load(serverDist: string, fastify: FastifyInstance, logger: Logger): PageRenderer | undefined {
    const file = join(serverDist, 'entry-server.cjs');
    if (!existsSync(file)) {
      logger.warn(`No server renderer at ${file}; pages are sent as shells the browser renders.`);
      return undefined;
    }
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a build output found at run time
    const entry = require(file) as ServerEntry;
    return new PageRenderer(entry, fastify);
  }

  /**
   * The page at `url` (path and query) rendered for a visitor with `cookies` (their Cookie header with what this answer
   * sets). Undefined when it cannot be rendered (the error is logged): the shell still works in a browser.
   */
  async render(url: string, cookies: string, host: string | undefined, hydrate = true): Promise<RenderedPage | undefined> {
    let timer: NodeJS.Timeout | undefined;
    try {
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`rendering took over ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
      });
      const result = await Promise.race([this.entry.render({
          url,
          cookies,
          fetchApi: (path, init) => this.fetchApi(path, init, host),
          onError: (error) => this.logger.warn(`Part of ${url} is left to the browser: ${error instanceof Error ? error.message : String(error)}`),
        }), timeout]);
      if (result.kind !== 'page') return undefined;
      return { html: result.html, head: result.head, state: result.state, hydrate };
    } catch (error) {
      this.logger.error(`Could not render ${url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  private async fetchApi(path: string, _init: RequestInit, host: string | undefined): Promise<Response> {
    if (!path.startsWith('/api/')) throw new Error(`The server renderer reads only the API, not ${path}`);
    const response = await this.fastify.inject({
      method: 'GET',
      url: path,
      headers: { accept: 'application/json', ...(host ? { host } : {}) },
    });
    return new Response(response.statusCode === 204 ? null : response.payload, {
      status: response.statusCode,
      headers: { 'content-type': String(response.headers['content-type'] ?? 'application/json') },
    });
  }
}

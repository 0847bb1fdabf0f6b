// The server renderer: the API process loads this bundle (vite build --ssr, dist-server/entry-server.cjs) and renders
// a visitor page into the root of the HTML it already builds. The same route table as the browser; the data of the page
// comes from the API in-process (the caller's fetchApi), so the catalogue response cache stays the one source of truth.
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode, type ReactNode } from 'react';
import { Writable } from 'node:stream';
import type { MessagePort } from 'node:worker_threads';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { dehydrate } from '@tanstack/react-query';
import { setApiFetch } from './lib/api-client';
import { setServerCookieSource } from './lib/cookies';
import { setServerClock } from './lib/render-clock';
import { setServerSearchSource } from './lib/scroll-variant';
import { AppProviders, createQueryClient } from './app/providers';
import { prefetchRoute } from './app/route-data';
import { routes } from './app/router';
import { serialiseQueryState } from './app/query-state';

export interface RenderRequest {
  /** The page's path and query. */
  url: string;
  /** The visitor's Cookie header (with any cookie this response sets), read where the page reads cookies. */
  cookies: string;
  /** GETs an /api path in-process: the answer as the app gave it. */
  fetchApi: (path: string) => Promise<ApiAnswer>;
  /** Told of an error React met while rendering (that part is left to the browser). */
  onError?: (error: unknown) => void;
}

export type RenderResult =
  /** `head`: what React hoists out of the page (image preloads), for the document's head. */
  | { kind: 'page'; html: string; head: string; state: string }
  /** The route table sends the visitor elsewhere (a redirect the browser would make). */
  | { kind: 'redirect'; location: string }
  /** No page of the site renders here on the server (its route is missing): the browser renders it. */
  | { kind: 'none' };

interface RequestScope {
  /** When the render started: the clock of every relative time on the page (lib/render-clock). */
  now: number;
  cookies: string;
  /** The page address's query (?scroll_variant= ...). */
  search: string;
  fetchApi: RenderRequest['fetchApi'];
}

const scope = new AsyncLocalStorage<RequestScope>();
setServerCookieSource(() => scope.getStore()?.cookies ?? '');
setServerClock(() => scope.getStore()?.now);
setServerSearchSource(() => scope.getStore()?.search ?? '');
setApiFetch(async (path) => {
  const current = scope.getStore();
  if (!current) throw new Error(`No request to fetch ${path} for`);
  // The site's API client reads a Response, as from the browser's fetch: made here, once, for either way of rendering.
  const answer = await current.fetchApi(path);
  return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.contentType } });
});

const handler = createStaticHandler(routes);

/** A read the render asks of the API process's thread, and its answer (or the reason there is none). */
export interface ApiRead {
  id: number;
  path: string;
}
/** An API read's answer as the app gave it. */
export interface ApiAnswer {
  status: number;
  contentType: string;
  body: string | null;
}
export type ApiReadAnswer = ({ id: number } & ApiAnswer) | { id: number; error: string };

/** A page to render on a thread of the API's render pool: its API reads cross `api` to the thread that serves them. */
export interface ThreadRenderTask {
  url: string;
  cookies: string;
  /** When (epoch ms) the API process stops waiting for this page: a render that starts later is skipped. */
  deadline: number;
  api: MessagePort;
}

/**
 * Renders a page on a worker thread (the API process's render pool runs this bundle there), so the thread that answers
 * visitors never waits behind a render. Errors React met are handed back as text for the API's log.
 */
export async function renderOnThread(task: ThreadRenderTask): Promise<{ result: RenderResult; warnings: string[] }> {
  if (Date.now() >= task.deadline) {
    // It waited its whole time for the thread: the visitor has had the page the browser renders.
    task.api.close();
    return { result: { kind: 'none' }, warnings: [] };
  }
  const pending = new Map<number, { resolve: (answer: ApiAnswer) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  task.api.on('message', (answer: ApiReadAnswer) => {
    const waiting = pending.get(answer.id);
    if (!waiting) return;
    pending.delete(answer.id);
    if ('error' in answer) waiting.reject(new Error(answer.error));
    else waiting.resolve(answer);
  });
  const warnings: string[] = [];
  try {
    const result = await render({
      url: task.url,
      cookies: task.cookies,
      fetchApi: (path) =>
        new Promise<ApiAnswer>((resolve, reject) => {
          const id = nextId++;
          pending.set(id, { resolve, reject });
          task.api.postMessage({ id, path } satisfies ApiRead);
        }),
      onError: (error) => warnings.push(error instanceof Error ? error.message : String(error)),
    });
    return { result, warnings };
  } finally {
    task.api.close();
  }
}

/** Renders one page to HTML with the query cache it was rendered from (serialised for the page's JSON script). */
export function render(request: RenderRequest): Promise<RenderResult> {
  const now = Date.now();
  const search = new URL(request.url, 'http://emberhold.local').search;
  return scope.run({ now, cookies: request.cookies, search, fetchApi: request.fetchApi }, () => renderInScope(request.url, now, request.onError));
}

async function renderInScope(url: string, now: number, onError: (error: unknown) => void = () => undefined): Promise<RenderResult> {
  const context = await handler.query(new Request(new URL(url, 'http://emberhold.local')));
  if (context instanceof Response) {
    const location = context.headers.get('location');
    return location ? { kind: 'redirect', location } : { kind: 'none' };
  }
  const queryClient = createQueryClient();
  const location = new URL(url, 'http://emberhold.local');
  await prefetchRoute(context.matches, { queryClient, location });
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <StrictMode>
      <AppProviders client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );
  const rendered = renderAtOnce(page) ?? (await renderWhenReady(page, onError));
  // React writes the resources it hoists (the preload of a high-priority image) before the page: they go in the head,
  // where they start loading first and where hydration does not meet them.
  const hoisted = /^(?:<link [^>]*\/?>)+/.exec(rendered)?.[0] ?? '';
  const state = serialiseQueryState(dehydrate(queryClient), now);
  queryClient.clear();
  return { kind: 'page', html: rendered.slice(hoisted.length), head: hoisted, state };
}

/** What a Suspense boundary that gave up on the server (suspended or failed) leaves: the browser renders it instead. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/**
 * The page in one synchronous pass, or undefined when some part of it was not ready (a lazily loaded component met for
 * the first time in this process, or an error inside a boundary). The route's data is in the query cache before the
 * render, so this is the usual case: it writes strings where the streaming render encodes every piece to bytes and
 * back, a tenth of a render's time.
 */
function renderAtOnce(page: ReactNode): string | undefined {
  try {
    const html = renderToString(page);
    return html.includes(CLIENT_RENDERED_BOUNDARY) ? undefined : html;
  } catch {
    return undefined;
  }
}

/**
 * The whole page once everything it waits for (lazily loaded parts) is ready, through Node's own streams (faster here
 * than web streams). Errors React meets are reported to `onError`, and a boundary that failed is left to the browser.
 */
function renderWhenReady(page: ReactNode, onError: (error: unknown) => void): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(sink), onShellError: reject, onError });
  });
}

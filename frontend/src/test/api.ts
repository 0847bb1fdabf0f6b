import { vi } from 'vitest';

/** One request the site made, as the stub saw it. */
export interface ApiCall {
  method: string;
  /** The path with its query string ("/api/user/me?now=1"). */
  path: string;
  url: URL;
  headers: Headers;
  body: BodyInit | null | undefined;
  /** A JSON body, parsed. */
  json<T = Record<string, unknown>>(): T;
  /** A form-encoded (or multipart) body's fields. */
  form(): URLSearchParams | FormData;
}

type Handler = (call: ApiCall, params: Record<string, string>) => Response | Promise<Response>;

interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  handler: Handler;
}

/** Answers in the API's shapes. */
export const reply = {
  json: (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  /** `{ meta: success, ...body }`. */
  ok: (body: Record<string, unknown> = {}, message?: string) => reply.json({ meta: { status: 'success', ...(message ? { message } : {}) }, ...body }),
  /** `{ meta: success, data }` (the advertising, payment and boost calls). */
  data: (data: unknown) => reply.json({ meta: { status: 'success' }, data }),
  /** A refusal with the server's words (meta.error) and, when given, the fields it names (errors[]). */
  error: (status: number, error: string, fields: Array<{ field: string; message: string }> = []) =>
    reply.json({ meta: { status: 'error', error }, ...(fields.length ? { errors: fields } : {}) }, status),
  /** No answer at all: the request itself fails. */
  networkFailure: (): Promise<Response> => Promise.reject(new TypeError('Failed to fetch')),
};

/** An answer held back until the test lets it go, to see the page while a request is on its way. */
export function held() {
  let release: (response: Response) => void = () => undefined;
  const response = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { response, release: (answer: Response) => release(answer) };
}

function toPattern(path: string): { pattern: RegExp; keys: string[] } {
  const keys: string[] = [];
  const source = path
    .split('/')
    .map((part) => {
      if (!part.startsWith(':')) return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      keys.push(part.slice(1));
      return '([^/?]+)';
    })
    .join('/');
  return { pattern: new RegExp(`^${source}(?:\\?.*)?$`), keys };
}

/**
 * Replaces `fetch` (the site's one way to the API) with answers the test gives per route, as in "POST
 * /api/user/creative" or "GET /api/user/creative/:id". Only the network is stubbed: the components, hooks, stores and
 * the API client run as they do in the site. A request no route answers fails as a network failure would, and is
 * kept in `unanswered`.
 */
export function stubApi() {
  const routes: Route[] = [];
  const calls: ApiCall[] = [];
  const unanswered: ApiCall[] = [];

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
    const method = (init.method ?? 'GET').toUpperCase();
    const body = init.body;
    const call: ApiCall = {
      method,
      path: `${url.pathname}${url.search}`,
      url,
      headers: new Headers(init.headers),
      body,
      json: <T>() => JSON.parse(String(body)) as T,
      form: () => (body instanceof FormData ? body : new URLSearchParams(String(body))),
    };
    calls.push(call);
    const signal = init.signal;
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(call.path));
    if (!route) {
      unanswered.push(call);
      throw new TypeError(`No answer for ${method} ${call.path}`);
    }
    const match = route.pattern.exec(call.path) ?? [];
    const params = Object.fromEntries(route.keys.map((key, index) => [key, decodeURIComponent(match[index + 1] ?? '')]));
    const answer = Promise.resolve(route.handler(call, params));
    if (!signal) return answer;
    return Promise.race([
      answer,
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true })),
    ]);
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    /** Answers `METHOD /path/:param` (the latest answer given for a route wins). */
    on(route: string, handler: Handler | Response) {
      const [method = 'GET', path = '/'] = route.split(' ');
      const { pattern, keys } = toPattern(path);
      const handle: Handler = typeof handler === 'function' ? handler : () => handler.clone();
      routes.unshift({ method: method.toUpperCase(), pattern, keys, handler: handle });
      return this;
    },
    /** The requests made to a route (all of them without one), oldest first. */
    calls(route?: string): ApiCall[] {
      if (!route) return [...calls];
      const [method = 'GET', path = '/'] = route.split(' ');
      const { pattern } = toPattern(path);
      return calls.filter((call) => call.method === method.toUpperCase() && pattern.test(call.path));
    },
    unanswered,
  };
}

export type StubbedApi = ReturnType<typeof stubApi>;

/** One field the server found wrong: the `errors[]` of a failed write (`field` is the form field's name). */
export interface ApiFieldError {
  field: string;
  message: string;
}

/**
 * Failures of an API call, with a stable code the UI can branch on. `network` means the request itself failed (no
 * answer at all); `serverError` is the server's own meta.error when it sent one, `fields` its errors[].
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: 'not_found' | 'http_error' | 'api_error' | 'bad_response' | 'network',
    message: string,
    readonly status?: number,
    readonly serverError?: string,
    readonly fields: readonly ApiFieldError[] = [],
  ) {
    super(message);
  }
}

/** What to do when a request failed without the server's own words: most often the connection, or a moment's wait. */
export const CHECK_AND_TRY_AGAIN = 'Check your connection and try again.';

/**
 * A failure in plain words for a visitor, when the server sent none of its own: what happened (where the status tells
 * it) and what to do. Never a status code: a visitor cannot act on "500".
 */
export function plainFailureWords(code: ApiError['code'], status?: number): string {
  if (code === 'not_found') return 'It may have moved, or it never existed.';
  if (status === 401) return 'Please log in and try again.';
  if (status === 403) return 'Your account cannot open this.';
  if (status === 413) return 'What you sent is too large.';
  if (status === 429) return 'Too many requests at once. Please wait a moment and try again.';
  return CHECK_AND_TRY_AGAIN;
}

/** The server's own words for a failure (its meta.error) when it sent them, else `fallback`. */
export function serverWords(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.serverError ? error.serverError : fallback;
}

export interface ApiMeta {
  status: 'success' | 'error';
  error?: string;
  message?: string;
  count?: number;
}

/** How GETs reach the API: the browser's fetch, or on the server the renderer's in-process call (setApiFetch). */
let apiFetch: (path: string, init: RequestInit) => Promise<Response> = (path, init) => fetch(path, init);

export function setApiFetch(fetcher: (path: string, init: RequestInit) => Promise<Response>): void {
  apiFetch = fetcher;
}

/** GETs an /api path and returns the body once meta.status is success; otherwise throws ApiError. */
export async function getJson<T extends { meta: ApiMeta }>(path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await apiFetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', plainFailureWords('network'), undefined);
  }
  return readBody<T>(response);
}

/** The readable cookie the API sets at login; state-changing calls of a logged-in visitor must send it back. */
const CSRF_COOKIE = 'emberhold_csrf';

export function csrfHeaders(cookies: string = typeof document === 'undefined' ? '' : document.cookie): Record<string, string> {
  const match = cookies.split('; ').find((part) => part.startsWith(`${CSRF_COOKIE}=`));
  return match ? { 'x-csrf-token': decodeURIComponent(match.slice(CSRF_COOKIE.length + 1)) } : {};
}

/** POSTs a JSON body to an /api path (with the CSRF token when logged in); the answer is read as getJson reads it. */
export async function postJson<T extends { meta: ApiMeta }>(path: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json', ...csrfHeaders() },
    body: JSON.stringify(body),
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  return readBody<T>(response);
}

/**
 * POSTs a form-encoded body (spec section 7: login and register send their credentials this way), with the CSRF token
 * when logged in. A request that gets no answer at all rejects with code `network`.
 */
export async function postForm<T extends { meta: ApiMeta }>(path: string, fields: Record<string, string>, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded', ...csrfHeaders() },
      body: new URLSearchParams(fields),
      credentials: 'same-origin',
      signal: signal ?? null,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', plainFailureWords('network'), undefined);
  }
  return readBody<T>(response);
}

/**
 * POSTs a multipart form (a file upload), with the CSRF token when logged in; the browser sets the content type with
 * its boundary. A request that gets no answer at all rejects with code `network`.
 */
export async function postMultipart<T extends { meta: ApiMeta }>(path: string, form: FormData, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', headers: { accept: 'application/json', ...csrfHeaders() }, body: form, credentials: 'same-origin', signal: signal ?? null });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('network', plainFailureWords('network'), undefined);
  }
  return readBody<T>(response);
}

function fieldErrors(body: unknown): ApiFieldError[] {
  const errors = (body as { errors?: unknown } | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter(
    (entry): entry is ApiFieldError =>
      typeof entry === 'object' && entry !== null && typeof (entry as ApiFieldError).field === 'string' && typeof (entry as ApiFieldError).message === 'string',
  );
}

async function readBody<T extends { meta: ApiMeta }>(response: Response): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const meta = (body as { meta?: ApiMeta } | undefined)?.meta;
  const serverError = typeof meta?.error === 'string' && meta.error !== '' ? meta.error : undefined;
  const fields = fieldErrors(body);
  // The message is what a visitor reads: the server's own words (spec section 8: when status is not success, the
  // server's meta.error is shown), else plain words for what happened and what to do.
  if (response.status === 404) throw new ApiError('not_found', serverError ?? plainFailureWords('not_found', 404), 404, serverError, fields);
  if (!response.ok) throw new ApiError('http_error', serverError ?? plainFailureWords('http_error', response.status), response.status, serverError, fields);
  if (!meta) throw new ApiError('bad_response', plainFailureWords('bad_response', response.status), response.status);
  if (meta.status !== 'success') throw new ApiError('api_error', serverError ?? plainFailureWords('api_error', response.status), response.status, serverError, fields);
  return body as T;
}

export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Failures of an API call, with a stable code the UI can branch on. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: 'not_found' | 'http_error' | 'api_error' | 'bad_response',
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

export interface ApiMeta {
  status: 'success' | 'error';
  error?: string;
  message?: string;
  count?: number;
}

/** GETs an /api path and returns the body once meta.status is success; otherwise throws ApiError. */
export async function getJson<T extends { meta: ApiMeta }>(path: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(path, { headers: { accept: 'application/json' }, credentials: 'same-origin', signal: signal ?? null });
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

async function readBody<T extends { meta: ApiMeta }>(response: Response): Promise<T> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const meta = (body as { meta?: ApiMeta } | undefined)?.meta;
  if (response.status === 404) throw new ApiError('not_found', meta?.error ?? 'Not found', 404);
  if (!response.ok) throw new ApiError('http_error', meta?.error ?? `Request failed (${response.status})`, response.status);
  if (!meta) throw new ApiError('bad_response', 'The server sent an unexpected response', response.status);
  // Spec section 8: when status is not success, the server's meta.error is what the visitor sees.
  if (meta.status !== 'success') throw new ApiError('api_error', meta.error ?? 'Something went wrong', response.status);
  return body as T;
}

export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The account pages; returning to one of them after logging in or out would only loop, and a reset link's code
 * (/reset/{code}) must not travel on in a `next` parameter.
 */
const ACCOUNT_PAGE = /^\/(login|register|logout|forgot|reset)(\/|$)/;
const LONGEST_NEXT = 2000;
/** A base no real address can have: what resolves against it and keeps its origin stayed on this site. */
const PROBE_ORIGIN = 'https://next-path.invalid';

/**
 * The path a `next` parameter may send the visitor to after logging in, registering or logging out, or null. Only a
 * path of this site is taken: it starts with exactly one '/', so '//evil.example' and '/\evil.example' (which browsers
 * read as another host), absolute URLs, `javascript:` and anything with control characters are all refused, as are
 * the account pages themselves.
 */
export function safeNextPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > LONGEST_NEXT) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (ACCOUNT_PAGE.test(url.pathname)) return null;
  return path;
}

/** Where to go after an account action of the page at `search`: its `next` parameter when safe, else `fallback`. */
export function nextPathFromSearch(search: string, fallback = '/'): string {
  return safeNextPath(new URLSearchParams(search).get('next')) ?? fallback;
}

/**
 * The address of an account page that comes back to `current` (a path with its query) afterwards. On an account
 * page the `next` it already carries is kept instead, so moving between login and register does not lose it.
 */
export function accountPageHref(page: 'login' | 'register' | 'logout', current: { pathname: string; search: string }): string {
  const next = ACCOUNT_PAGE.test(current.pathname) ? safeNextPath(new URLSearchParams(current.search).get('next')) : safeNextPath(`${current.pathname}${current.search}`);
  return next && next !== '/' ? `/${page}/?next=${encodeURIComponent(next)}` : `/${page}/`;
}

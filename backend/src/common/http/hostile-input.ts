import { ValidationFailedError } from '@emberhold/contracts';

/**
 * Text the product cannot store or show is refused at the edge, once for every route: a NUL character (Postgres text
 * cannot hold one) and a lone UTF-16 surrogate (no UTF-8 encoding exists for it) in any body value, object key, path
 * segment or query value, and bodies nested deeper than any form of the site. Each is a 400 naming the field, before
 * any handler runs, so nothing is half-written.
 */
export const INVALID_TEXT = 'must not contain NUL characters or unpaired surrogates';
export const PATH_UNREADABLE = 'must be well-formed text (percent-encoded UTF-8, no NUL)';
const MAX_DEPTH = 32;
export const TOO_DEEP = `must not be nested more than ${MAX_DEPTH} levels deep`;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Any character that may make text unstorable: a NUL or any surrogate (most text has none, and is done in one scan). */
// eslint-disable-next-line no-control-regex -- NUL is exactly what it looks for
const SUSPECT = /[\u0000\uD800-\uDFFF]/;

/** True for text the product can store: no NUL and no lone surrogate. */
export function isStorableText(value: string): boolean {
  return !SUSPECT.test(value) || (!value.includes('\u0000') && !LONE_SURROGATE.test(value));
}

/** The check of assertStorableBody without naming anything: no paths built, so a body that passes costs little. */
function isStorableValue(value: unknown, depth: number): boolean {
  if (typeof value === 'string') return isStorableText(value);
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return true;
  if (depth >= MAX_DEPTH) return false;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) if (!isStorableValue(value[i], depth + 1)) return false;
    return true;
  }
  for (const key in value) {
    if (!Object.prototype.hasOwnProperty.call(value, key)) continue;
    if (!isStorableText(key) || !isStorableValue((value as Record<string, unknown>)[key], depth + 1)) return false;
  }
  return true;
}

function refuse(field: string, message: string): never {
  throw new ValidationFailedError(`${field}: ${message}`, [{ field, message }], 'INVALID_INPUT');
}

/**
 * Walks a parsed body (iteratively: a hostile body must not exhaust the stack) and refuses the first value or key that
 * is not storable text, naming its path (`items.2.comment`), or any value nested deeper than MAX_DEPTH.
 */
export function assertStorableBody(body: unknown): void {
  // Every body of every call passes here, the tracking beacons most: the common case (nothing to refuse) is checked
  // first without building paths (recursion is bounded by MAX_DEPTH); only a refused body is walked to name its field.
  if (isStorableValue(body, 0)) return;
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: body, path: '', depth: 0 }];
  // Breadth-first, so the field named is the first one in the body's order.
  for (let next = 0; next < pending.length; next += 1) {
    const { value, path, depth } = pending[next]!;
    if (typeof value === 'string') {
      if (!isStorableText(value)) refuse(path || '(body)', INVALID_TEXT);
      continue;
    }
    if (value === null || typeof value !== 'object' || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_DEPTH) refuse(path || '(body)', TOO_DEEP);
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (!isStorableText(key)) refuse(path || '(body)', INVALID_TEXT);
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
}

/** Decodes one percent-encoded URL component, or null when it is malformed or decodes to text that is not storable. */
function decodeComponent(raw: string, plusIsSpace: boolean): string | null {
  try {
    const decoded = decodeURIComponent(plusIsSpace ? raw.replace(/\+/g, ' ') : raw);
    return isStorableText(decoded) ? decoded : null;
  } catch {
    return null;
  }
}

/**
 * Checks a request target (path and query) before routing: every path segment and query key and value must be
 * well-formed percent-encoding of storable text. Refuses with the field named (`path`, `query.term`).
 */
export function assertStorableUrl(url: string): void {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  if (path.includes('\u0000')) refuse('path', INVALID_TEXT);
  for (const segment of path.split('/')) {
    if (segment && decodeComponent(segment, false) === null) refuse('path', PATH_UNREADABLE);
  }
  if (at < 0) return;
  for (const pair of url.slice(at + 1).split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const rawKey = equals < 0 ? pair : pair.slice(0, equals);
    const key = decodeComponent(rawKey, true);
    if (key === null) refuse('query', PATH_UNREADABLE);
    if (equals >= 0 && decodeComponent(pair.slice(equals + 1), true) === null) refuse(`query.${key}`, PATH_UNREADABLE);
  }
}

/**
 * Parses an application/x-www-form-urlencoded body (login and register take forms) strictly: a key or value whose
 * percent-encoding is broken or is no UTF-8 (a lone surrogate's bytes) is refused naming the field, where a lenient
 * parser would pass on replacement characters or the raw text. A repeated name gives an array, as Node's querystring.
 */
export function parseStrictForm(body: string): Record<string, string | string[]> {
  const form: Record<string, string | string[]> = Object.create(null);
  for (const pair of body.split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    const key = decodeComponent(equals < 0 ? pair : pair.slice(0, equals), true);
    if (key === null) refuse('(body)', PATH_UNREADABLE);
    const value = equals < 0 ? '' : decodeComponent(pair.slice(equals + 1), true);
    if (value === null) refuse(key, PATH_UNREADABLE);
    const previous = form[key];
    form[key] = previous === undefined ? value : Array.isArray(previous) ? [...previous, value] : [previous, value];
  }
  return { ...form };
}

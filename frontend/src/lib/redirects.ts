import { countryFromPath, withCountry } from './country';

const TO_HOME = new Set(['/search', '/!', '/_=_']);
const TO_PITCH = new Set(['/ssna', '/submit']);
const HOME_PATHS = new Set(['/', '/uk', '/ca']);

function trimSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * Client redirects of spec section 2, checked before any route matches: the target path, or null to stay.
 * Unknown paths are sent home by the router's catch-all instead.
 */
export function redirectFor(pathname: string, search: string): string | null {
  // A page rendered from a template whose placeholder was never filled in ({{slug}}) leads nowhere useful.
  if (pathname.includes('{{') || /%7b%7b/i.test(pathname)) return '/';
  const path = trimSlash(pathname);
  if (TO_HOME.has(path)) return '/';
  if (TO_PITCH.has(path)) return '/product-pitch';
  if (HOME_PATHS.has(path)) {
    const query = new URLSearchParams(search);
    const term = (query.get('s') ?? query.get('search') ?? '').trim();
    if (term) return withCountry(`/search/${encodeURIComponent(term)}`, countryFromPath(pathname));
  }
  return null;
}

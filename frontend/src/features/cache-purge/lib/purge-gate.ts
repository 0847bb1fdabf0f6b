import { parseSiteRoute } from '@emberhold/contracts/src/site-routes';

/** The purge tool's query flag (spec section 2, the home screen): present with any value, or none (`?purge`). */
export function hasPurgeFlag(search: string): boolean {
  return new URLSearchParams(search).has('purge');
}

export interface PurgeGate {
  pathname: string;
  search: string;
  /** From the auth store: the user-info call has answered, and the user is staff (access or editor). */
  authFinished: boolean;
  staff: boolean;
}

/** On a home page (any country) with the flag, once authentication has finished, for staff only: for anyone else the flag does nothing. */
export function purgeToolAllowed({ pathname, search, authFinished, staff }: PurgeGate): boolean {
  if (!authFinished || !staff || !hasPurgeFlag(search)) return false;
  const route = parseSiteRoute(pathname);
  return route.kind === 'index' && route.list === 'home' && route.page === undefined;
}

/** The pages a textarea names: one per line (or separated by spaces or commas), blanks dropped, each once. */
export function pagesIn(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((entry) => entry !== ''))];
}

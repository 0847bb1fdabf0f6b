import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * False in the server's render and while the browser hydrates it, true once the browser has taken the page over (and
 * from the first render of a page the browser renders itself). For what only works with the page's script: a form
 * typed into before then would send what React never saw.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

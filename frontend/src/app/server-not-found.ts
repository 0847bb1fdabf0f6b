import { useEffect } from 'react';

/** Marks the not-found page's content, so the browser can tell the server answered its address with it. */
export const NOT_FOUND_MARK = 'data-not-found';

/** The address (path) the server answered 404 for, with the rendered not-found page; undefined once the visitor moved on. */
let missingPath: string | undefined;

/**
 * Called before the first render: a page the server answered 404 for arrives with the rendered not-found page and is
 * not hydrated (no data-ssr), so the browser renders the page for its address over it. Without this, that page would
 * first show its loading state while it asks the API again for what the server already knew is not there.
 */
export function adoptServerNotFound(container: HTMLElement, pathname: string): void {
  if (container.dataset.ssr !== 'hydrate' && container.querySelector(`[${NOT_FOUND_MARK}]`)) missingPath = pathname;
}

/**
 * Whether the page at `pathname` is the one the server answered 404 for: the layout then shows the not-found page at
 * once instead of the route's own page. Only the first address counts: once the visitor has moved to another, every
 * address (that one again too) is rendered as ever.
 */
export function useServerNotFound(pathname: string): boolean {
  const here = missingPath !== undefined && missingPath === pathname;
  useEffect(() => {
    if (!here) missingPath = undefined;
  }, [here]);
  return here;
}

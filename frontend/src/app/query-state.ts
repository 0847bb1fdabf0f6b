import type { DehydratedState } from '@tanstack/react-query';

/** The id of the page's JSON script that carries the server's query cache to the browser. */
export const QUERY_STATE_ID = 'emberhold-query-state';

/**
 * The dehydrated query cache as the text of a `<script type="application/json">`: "<" is escaped so no string inside
 * the data can close the element (and U+2028/2029 so the text stays one line everywhere).
 */
export function serialiseQueryState(state: DehydratedState, renderedAt: number): string {
  return JSON.stringify({ renderedAt, ...state }).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * What the server rendered the page from (its query cache, and when it rendered it: lib/render-clock), read back from
 * the page; undefined on a page the server did not render.
 */
export function readQueryState(doc: Document = document): { state: DehydratedState; renderedAt: number | undefined } | undefined {
  const text = doc.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    const { renderedAt, ...state } = JSON.parse(text) as DehydratedState & { renderedAt?: unknown };
    return { state, renderedAt: typeof renderedAt === 'number' ? renderedAt : undefined };
  } catch {
    return undefined;
  }
}

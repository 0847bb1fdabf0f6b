import type { DehydratedState } from '@tanstack/react-query';

/** The id of the page's JSON script that carries the server's query cache to the browser. */
export const QUERY_STATE_ID = 'emberhold-query-state';

/**
 * The dehydrated query cache as the text of a `<script type="application/json">`: "<" is escaped so no string inside
 * the data can close the element (and U+2028/2029 so the text stays one line everywhere).
 */
export function serialiseQueryState(state: DehydratedState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** What the server rendered the page from, read back from the page; undefined on a page the server did not render. */
export function readQueryState(doc: Document = document): DehydratedState | undefined {
  const text = doc.getElementById(QUERY_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as DehydratedState;
  } catch {
    return undefined;
  }
}

/**
 * The clock a component reads when it first shows a relative time ("3 days ago"). A page the server rendered is taken
 * over by the browser only if its first render says exactly what the server's did, so until the page is hydrated the
 * browser reads the moment the server rendered it (carried in the page); afterwards, and on pages the browser renders
 * itself, the real clock. The words are a few seconds older at most, and change on the next page as always.
 */
let serverNow: () => number | undefined = () => undefined;
let pageRenderedAt: number | undefined;

/** The server renderer's clock for the request being rendered. */
export function setServerClock(clock: () => number | undefined): void {
  serverNow = clock;
}

/** In the browser, before hydrating: the moment the server rendered the page (undefined for a page it did not render). */
export function adoptPageRenderTime(renderedAt: number | undefined): void {
  pageRenderedAt = renderedAt !== undefined && Number.isFinite(renderedAt) ? renderedAt : undefined;
}

/** Once the page is hydrated: the real clock from then on. */
export function pageHydrated(): void {
  pageRenderedAt = undefined;
}

/** Now, as the first render of a component should read it (see above). */
export function renderNow(): number {
  return pageRenderedAt ?? serverNow() ?? Date.now();
}

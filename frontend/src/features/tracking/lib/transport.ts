/** POSTs one JSON body; resolves whether it was handed over (a beacon queued, or a fetch answered 2xx). Never rejects. */
export type SendJson = (url: string, body: unknown, options: { urgent: boolean }) => Promise<boolean>;

export interface TransportDeps {
  /** navigator.sendBeacon, bound; absent in browsers without it. */
  sendBeacon?: ((url: string, data: Blob) => boolean) | undefined;
  fetch: (url: string, init: RequestInit) => Promise<Pick<Response, 'ok'>>;
}

function browserDeps(): TransportDeps {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    sendBeacon: typeof nav?.sendBeacon === 'function' ? (url, data) => nav.sendBeacon(url, data) : undefined,
    fetch: (url, init) => fetch(url, init),
  };
}

/**
 * Urgent bodies (clicks, the batch flushed as the page hides) go by sendBeacon, which the browser delivers even when the
 * page is being left; when there is no beacon or the browser refuses it (its queue is full), by fetch with keepalive,
 * which also outlives the page. Other bodies go by keepalive fetch, whose answer tells the queue whether to send again.
 */
export function createTransport(deps: TransportDeps = browserDeps()): SendJson {
  return async (url, body, { urgent }) => {
    const json = JSON.stringify(body);
    if (urgent && deps.sendBeacon) {
      try {
        if (deps.sendBeacon(url, new Blob([json], { type: 'application/json' }))) return true;
      } catch {
        // Falls through to fetch.
      }
    }
    try {
      const response = await deps.fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: json,
        credentials: 'same-origin',
        keepalive: true,
      });
      return response.ok;
    } catch {
      return false;
    }
  };
}

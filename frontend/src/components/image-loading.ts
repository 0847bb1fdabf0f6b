/**
 * How an image loads (issue 19): the page's largest visible image (a product page's main photo, the first row of a
 * list) is fetched first and never lazily; every other image waits until it nears the viewport and decodes off the
 * main thread. Spread onto an <img>.
 */
export function imageLoading(priority: boolean) {
  return priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);
}

/**
 * The width and height an <img> is given, so the browser reserves its box before the picture arrives: the picture's
 * own size when the API sends it, else the frame's shape (`fallback`; the catalogue's cards and thumbnails are square).
 */
export function imageSize(size: { width?: number | null; height?: number | null } | undefined, fallback: { width: number; height: number } = SQUARE) {
  return size?.width && size.height ? { width: size.width, height: size.height } : fallback;
}

/** A square frame's nominal size: only its shape matters, CSS sets the shown size. */
export const SQUARE = { width: 600, height: 600 } as const;
